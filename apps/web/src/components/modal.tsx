import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialog } from './use-dialog';

/**
 * A modal dialog: focus moves in and is trapped (Tab cycles), Escape and the backdrop close it,
 * focus returns to where it was. `title` labels the dialog.
 */
export function Modal({ open, onClose, title, children, className }: { open: boolean; onClose: () => void; title: ReactNode; children: ReactNode; className?: string }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useDialog(panel, open, (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  });

  if (!open) return null;
  return createPortal(
    <div className="no-print fixed inset-0 z-[90] flex items-end justify-center p-0 sm:items-center sm:p-6">
      <div className="absolute inset-0 bg-ink-900/60 motion-safe:animate-fade-in" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ?? 'relative w-full max-w-md rounded-t-3xl bg-paper p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-2xl motion-safe:animate-fade-in sm:rounded-3xl sm:pb-6'}
      >
        <h2 id={titleId} className="text-2xl">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
