import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { AdminOrder } from '@atelier/contracts';
import { Button, buttonClass } from '@/components/button';
import { inputClass } from '@/components/field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Card } from '@admin/components/card';
import { useConfirm } from '@admin/components/confirm-dialog';
import { adminText } from '@admin/i18n/contract-messages';
import { useEmailPayLink, useRenewPayLink } from '../api/entered-orders';

/** Copies `text` with the Clipboard API, else by selecting the field and the old copy command; false when neither works. */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/**
 * The order's pay link (docs/decisions/128): the invoice anyone with the link can open without signing
 * in. Copy it; send it on WhatsApp (the server's wa.me link, its message in the customer's language);
 * e-mail it when the order has an address; or renew it after the app's own confirmation — the old link
 * stops working at once.
 */
export function PayLinkCard({ order }: { order: AdminOrder }) {
  const id = useId();
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const renew = useRenewPayLink(order.id);
  const email = useEmailPayLink(order.id);

  const onCopy = async () => {
    if (await copy(order.pay_url, field)) toast.success(t`Pay link copied`);
    else toast.error(t`The link could not be copied: select it and copy it by hand.`);
  };
  const onEmail = async () => {
    try {
      const reply = await email.mutateAsync();
      toast.success(adminText(reply.message));
    } catch (error) {
      toast.error(errorMessage(error, t`The e-mail could not be sent. Please try again.`));
    }
  };
  const onRenew = async () => {
    const ok = await confirm({
      title: t`Renew the pay link?`,
      body: t`The link sent so far stops working at once. Send the new one to the customer.`,
      confirmLabel: t`Renew link`,
    });
    if (!ok) return;
    try {
      await renew.mutateAsync();
      toast.success(t`New pay link made`);
    } catch (error) {
      toast.error(errorMessage(error, t`The link could not be renewed. Please try again.`));
    }
  };

  return (
    <Card title={t`Pay link`}>
      <p className="mb-2 text-sm text-ink-600">{t`The invoice, what is paid and what is due, for whoever has this link. No sign-in needed.`}</p>
      <label htmlFor={`${id}-url`} className="sr-only">
        {t`Pay link`}
      </label>
      <input id={`${id}-url`} ref={setField} readOnly value={order.pay_url} className={cn(inputClass, 'min-h-11 px-3 font-mono text-xs')} onFocus={(e) => e.target.select()} data-testid="pay-url" />
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={() => void onCopy()}>
          {t`Copy`}
        </Button>
        {order.pay_link_whatsapp_url ? (
          <a href={order.pay_link_whatsapp_url} target="_blank" rel="noopener noreferrer" className={buttonClass('dark', 'sm')}>
            {t`Send on WhatsApp`}
          </a>
        ) : null}
        {order.customer.email ? (
          <Button variant="outline" size="sm" onClick={() => void onEmail()} disabled={email.isPending}>
            {email.isPending ? t`Sending...` : t`Send by e-mail`}
          </Button>
        ) : null}
        <Button variant="danger" size="sm" onClick={() => void onRenew()} disabled={renew.isPending}>
          {t`Renew link`}
        </Button>
      </div>
      {confirmDialog}
    </Card>
  );
}
