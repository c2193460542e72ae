import { t } from '@lingui/core/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';

/** What a confirmation asks: `title` is the question; `confirmLabel` names the destructive button (default "Delete"). */
export interface ConfirmOptions {
  title: string;
  body?: ReactNode;
  confirmLabel?: string;
}

/**
 * The back office's "are you sure?" in the app's own dialog (the Modal: focus trapped, Escape and the
 * backdrop answer no), never the browser's `window.confirm`, which a phone shows as a bare system box
 * with the site's address. Returns `confirm(options)`, a promise of the answer (true: go ahead), and
 * the dialog element to render once in the component.
 */
export function useConfirm(): readonly [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [request, setRequest] = useState<{ options: ConfirmOptions; resolve: (ok: boolean) => void } | null>(null);
  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setRequest({ options, resolve })), []);
  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  const dialog = (
    <Modal open={request !== null} onClose={() => answer(false)} title={<span className="break-words">{request?.options.title}</span>}>
      {request?.options.body ? <div className="mt-3 break-words text-ink-700">{request.options.body}</div> : null}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => answer(false)} data-autofocus>
          {t`Keep`}
        </Button>
        <Button variant="dark" onClick={() => answer(true)}>
          {request?.options.confirmLabel ?? t`Delete`}
        </Button>
      </div>
    </Modal>
  );
  return [confirm, dialog] as const;
}
