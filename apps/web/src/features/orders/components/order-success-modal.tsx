import { Modal } from '@/components/modal';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { CHECKOUT_MESSAGES } from '@atelier/contracts';
import { specText } from '@/lib/i18n/checkout-messages';
import { t } from '@lingui/core/macro';

/**
 * 'Order Created Successfully!' (spec 02 §2 Checkout): focus-trapped; says WhatsApp was opened only
 * when it was (a blocked pop-up gets 'Unable to open WhatsApp…' and the link instead); Escape closes it (the invoice
 * stays on the page and the return to the store stops), Finish goes to /store.
 */
export function OrderSuccessModal({
  open,
  orderNumber,
  onClose,
  onFinish,
  whatsappUrl,
  popupBlocked,
  redirecting = false,
}: {
  open: boolean;
  orderNumber: string;
  onClose: () => void;
  onFinish: () => void;
  whatsappUrl: string;
  popupBlocked: boolean;
  /** The 3 s return to the store is running (spec 02 §4); 'View invoice' stops it. */
  redirecting?: boolean;
}) {
  return (
    <Modal open={open} onClose={onClose} title={specText(CHECKOUT_MESSAGES.created)}>
      <p className="mt-3 text-ink-700">
        {t`Your order number is`} <strong className="font-semibold text-ink-900">{orderNumber}</strong>.{' '}
        {popupBlocked ? t`Send it to us on WhatsApp to agree on payment.` : t`We opened WhatsApp with your order so you can send it to us and agree on payment.`}
      </p>
      {popupBlocked ? (
        <FormAlert
          className="mt-3"
          message={
            <>
              {specText(CHECKOUT_MESSAGES.popupBlocked)}{' '}
              <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className="underline">
                {t`Open WhatsApp`}
              </a>
            </>
          }
        />
      ) : null}
      {redirecting ? (
        <p className="mt-3 text-sm text-ink-600" role="status">
          {t`Returning to the store in 3 seconds. Choose View invoice to stay.`}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t`View invoice`}
        </Button>
        <Button data-autofocus onClick={onFinish}>
          {t`Finish`}
        </Button>
      </div>
    </Modal>
  );
}
