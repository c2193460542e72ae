import { createPortal } from 'react-dom';
import { DEFAULT_ARTWORK_PRICE, type CardItem } from '@atelier/contracts';
import { Button } from '@/components/button';
import * as Icon from '@/components/icons';
import { Modal } from '@/components/modal';
import { imageSources } from '@/lib/images';
import { moneyText } from '@/lib/i18n/use-format';
import { t } from '@lingui/core/macro';

function Sheet({ artwork }: { artwork: CardItem }) {
  const picture = imageSources(artwork.frontimage, 1200);
  return (
    <div className="grid gap-3">
      {picture ? <img src={picture.src} alt={artwork.title} width={1200} height={1500} className="mx-auto max-h-[55vh] w-auto rounded-lg object-contain print:max-h-[70vh]" /> : null}
      <div>
        <p className="font-display text-2xl text-ink-900">{artwork.title}</p>
        <p className="text-ink-700">{t`by ${artwork.artist || t`Artist Name`}`}</p>
        {artwork.medium_description ? <p className="mt-1 text-sm text-ink-700">{t`Medium: ${artwork.medium_description}`}</p> : null}
        <p className="mt-2 text-lg font-bold text-ink-900">{moneyText(artwork.price > 0 ? artwork.price : DEFAULT_ARTWORK_PRICE)}</p>
        <p className="mt-2 text-xs text-ink-600">
          Atelier Kigali · {window.location.origin}/artgallery/{artwork.slug}
        </p>
      </div>
    </div>
  );
}

/**
 * PRINT on a gallery artwork (spec 02 §2; docs/decisions/030: a clean sheet instead of nothing): a preview
 * dialog of the sheet — picture, title, artist, medium, price — whose Print button prints only the
 * sheet (the `.print-sheet` copy, hidden on screen; see index.css).
 */
export function PrintSheet({ artwork, open, onClose }: { artwork: CardItem; open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <>
      <Modal open={open} onClose={onClose} title={t`Print sheet`} className="relative max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-3xl bg-paper p-6 shadow-2xl sm:rounded-3xl">
        <div className="mt-4">
          <Sheet artwork={artwork} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t`Close`}
          </Button>
          <Button data-autofocus onClick={() => window.print()}>
            <Icon.Printer className="size-4" /> {t`Print`}
          </Button>
        </div>
      </Modal>
      {createPortal(
        <div className="print-sheet" aria-hidden="true">
          <Sheet artwork={artwork} />
        </div>,
        document.body,
      )}
    </>
  );
}
