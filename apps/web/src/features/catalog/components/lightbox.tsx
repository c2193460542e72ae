import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as Icon from '@/components/icons';
import { useDialog } from '@/components/use-dialog';
import { imageSources } from '@/lib/images';
import { t } from '@lingui/core/macro';

export interface LightboxProps {
  images: string[];
  alt: string;
  /** Open at this index; null when closed. */
  index: number | null;
  onClose: () => void;
}

const SWIPE_PX = 50;

/**
 * Full-screen image view (spec 02 §2): Escape closes, arrow keys and swipes navigate, focus is kept
 * inside and returned on close.
 */
export function Lightbox({ images, alt, index, onClose }: LightboxProps) {
  // `current` restarts at `index` each time the view is opened at another picture.
  const [view, setView] = useState({ openedAt: index, current: index ?? 0 });
  if (view.openedAt !== index) setView({ openedAt: index, current: index ?? 0 });
  const current = view.current;
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const root = useRef<HTMLDivElement>(null);
  const touchX = useRef<number | null>(null);
  const open = index !== null && images.length > 0;
  const count = images.length;
  const move = (delta: number) => setView((v) => ({ ...v, current: (v.current + delta + count) % count }));

  useDialog(root, open, (event) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
  });

  if (!open) return null;
  const src = images[Math.min(current, count - 1)]!;
  const sources = imageSources(src, 1200);
  return createPortal(
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label={t`${alt}, full screen`}
      className="fixed inset-0 z-[95] flex items-center justify-center bg-ink-900/95 motion-safe:animate-fade-in"
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start == null || end == null || Math.abs(end - start) < SWIPE_PX) return;
        move(end < start ? 1 : -1);
      }}
    >
      {sources && !failed[src] ? (
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes="100vw"
          alt={t`${alt}, image ${current + 1} of ${count}`}
          className="max-h-[85vh] max-w-[94vw] object-contain"
          onError={() => setFailed((f) => ({ ...f, [src]: true }))}
        />
      ) : (
        <p className="text-paper">{t`No images available`}</p>
      )}
      <p className="absolute top-5 left-5 text-sm font-medium text-paper/90" aria-live="polite">
        {current + 1} / {count}
      </p>
      <button
        data-autofocus
        type="button"
        onClick={onClose}
        aria-label={t`Close full screen view`}
        className="absolute top-3 right-3 flex size-12 items-center justify-center rounded-full bg-white/10 text-paper hover:bg-white/20"
      >
        <Icon.Close className="size-6" />
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => move(-1)}
            aria-label={t`Previous image`}
            className="absolute left-3 flex size-12 items-center justify-center rounded-full bg-white/10 text-paper hover:bg-white/20"
          >
            <Icon.ChevronLeft className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => move(1)}
            aria-label={t`Next image`}
            className="absolute right-3 flex size-12 items-center justify-center rounded-full bg-white/10 text-paper hover:bg-white/20"
          >
            <Icon.ChevronRight className="size-6" />
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
