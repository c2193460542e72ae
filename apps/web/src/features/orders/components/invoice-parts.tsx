import type { ReactNode } from 'react';
import { titleWithVariant, type PaymentInstructions } from '@atelier/contracts';
import { Button } from '@/components/button';
import * as Icon from '@/components/icons';
import { cn } from '@/lib/cn';
import { t } from '@lingui/core/macro';
import { moneyText, useFormat } from '@/lib/i18n/use-format';

/*
 * The parts of an invoice (spec 02 §2 Invoice, §4), shared by the two invoices of invoice.tsx: the
 * signed-in customer's order (from an Order) and the pay link's page (from a PayInvoice;
 * docs/decisions/129-the-pay-page.md), so the two never read differently. Amounts in RWF.
 */

/** A line's SKU as the invoice prints it ("SKU NYUNGWE-CANOPY-RUNNERS-42", docs/decisions/127). */
function skuText(sku: string): string {
  return t`SKU ${sku}`;
}

/**
 * The card of an invoice: the PAID or UNPAID stamp, 'Invoice', 'Order ATL-…' (the heading the
 * section is named by, `headingId`), the date, the invoice's own parts (`children`), then Print
 * (prints only this card, 420 px wide) and, with `onRefresh`, 'Refresh status'.
 */
export function InvoiceCard({
  headingId,
  orderNumber,
  createdAt,
  paid,
  onRefresh,
  refreshing = false,
  children,
}: {
  headingId: string;
  orderNumber: string;
  createdAt: string;
  paid: boolean;
  onRefresh?: () => void;
  refreshing?: boolean;
  children: ReactNode;
}) {
  const { date } = useFormat();
  const stamp = paid ? t`PAID` : t`UNPAID`;
  // A long word (Kinyarwanda's NTIBYISHYUWE) goes in a smaller, tighter stamp, which is still wider than
  // a short one: the heading keeps more room on the right, so the tilted stamp covers none of its
  // letters, and the label INYEMEZABUGUZI still fits on one line at 390 px.
  const longStamp = stamp.length > 8;
  const stampRoom = longStamp ? 'pr-40 sm:pr-52' : 'pr-32 sm:pr-40';
  return (
    <section aria-labelledby={headingId} className="print-area relative overflow-hidden rounded-3xl wrap-anywhere border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
      <div
        aria-hidden="true"
        className={cn(
          'absolute top-6 right-4 rotate-12 rounded-lg border-4 px-3 py-1 font-display font-bold sm:right-8',
          longStamp ? 'text-sm tracking-wider' : 'text-2xl tracking-widest',
          paid ? 'border-green-700 text-green-700' : 'border-amber-600/80 text-amber-700',
        )}
      >
        {stamp}
      </div>
      <p className={cn('text-xs font-semibold uppercase tracking-[0.2em] text-clay-700', stampRoom)}>{t`Invoice`}</p>
      {/* Room on the right for the stamp, so it never covers the order number on a phone. */}
      <h2 id={headingId} className={cn('mt-1 text-2xl', stampRoom)}>
        {t`Order`} <span className="whitespace-nowrap">{orderNumber}</span>
      </h2>
      <p className="mt-1 text-sm text-ink-600">{date(createdAt, { english: 'en-GB' })}</p>
      {children}
      <div className="no-print mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => window.print()}>
          <Icon.Printer className="size-4" /> {t`Print`}
        </Button>
        {onRefresh ? (
          <Button variant="ghost" onClick={onRefresh} disabled={refreshing}>
            {refreshing ? t`Refreshing...` : t`Refresh status`}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** One line of an invoice: a catalog item with its variant ("Title — 41") and SKU, or a custom line (title only). */
export interface InvoiceLine {
  title: string;
  variant_title: string;
  sku?: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
  /** What follows the price on the line's second row (" · Leather · 42"), if anything. */
  details?: string;
}

/** 'Items' and the lines: title (with the variant, docs/decisions/127), SKU, quantity × unit price, line total. */
export function InvoiceLines({ lines }: { lines: readonly InvoiceLine[] }) {
  const { money } = useFormat();
  return (
    <>
      <h3 className="mt-6 font-sans text-xs font-semibold uppercase tracking-wider text-ink-600">{t`Items`}</h3>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t`No items in cart`}</p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-200 border-y border-sand-200">
          {lines.map((line, i) => (
            <li key={`${line.title}-${i}`} className="flex items-start justify-between gap-4 py-3 text-sm">
              <div>
                <p className="font-semibold">{titleWithVariant(line.title, line.variant_title)}</p>
                {line.sku ? <p className="text-xs text-ink-600">{skuText(line.sku)}</p> : null}
                <p className="text-ink-600">
                  {line.quantity} × {money(line.unit_price)}
                  {line.details ?? ''}
                </p>
              </div>
              <p className="font-semibold whitespace-nowrap tabular-nums">{money(line.line_total)}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The order summary: subtotal, discount (with its coupon code), shipping ('Free' at 0), total, the
 * payment method (left out when `method` is null) and the payment status; then, while part-paid,
 * `partly` ("Paid RWF 50,000 · Balance due RWF 43,000", docs/decisions/122).
 */
export function InvoiceSummary({
  subtotal,
  discount,
  couponCode,
  shipping,
  total,
  method,
  paid,
  partly,
}: {
  subtotal: number;
  discount: number;
  couponCode?: string | null;
  shipping: number;
  total: number;
  method: string | null;
  paid: boolean;
  partly: string | null;
}) {
  const { money } = useFormat();
  return (
    <>
      <dl className="mt-4 ml-auto grid max-w-xs gap-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">{t`Subtotal`}</dt> <dd className="tabular-nums">{money(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">{couponCode ? t`Discount (${couponCode})` : t`Discount`}</dt> <dd className="tabular-nums">{discount > 0 ? `−${money(discount)}` : money(0)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">{t`Shipping`}</dt> <dd>{shipping > 0 ? money(shipping) : t`Free`}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-sand-200 pt-2 text-base font-bold">
          <dt>{t`Total`}</dt> <dd className="tabular-nums">{money(total)}</dd>
        </div>
        {method ? (
          <div className="flex justify-between gap-4 pt-1">
            <dt className="text-ink-600">{t`Payment method`}</dt>
            <dd className="text-right">{method}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">{t`Payment status`}</dt>
          <dd className={cn('font-bold', paid ? 'text-green-700' : 'text-amber-700')}>{paid ? t`PAID` : t`PENDING`}</dd>
        </div>
      </dl>
      {partly ? (
        <p className="mt-1 ml-auto max-w-xs text-right text-sm font-semibold tabular-nums" data-testid="paid-and-due">
          {partly}
        </p>
      ) : null}
    </>
  );
}

/**
 * How to pay what is due by mobile money: the amount, the order number as the reference,
 * the MTN MoMo Pay merchant code with a tap-to-dial link (it opens MoMo Pay with the amount filled
 * in), and the Airtel Money number. Nothing is paid online: the shop records the payment.
 */
export function HowToPay({ pay }: { pay: PaymentInstructions }) {
  return (
    <section aria-labelledby="how-to-pay" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-ink-800">
      <h3 id="how-to-pay" className="font-sans text-xs font-semibold uppercase tracking-wider text-ink-700">
        {t`How to pay`}
      </h3>
      <p className="mt-2">
        {t`Amount due:`} <strong className="tabular-nums">{moneyText(pay.amount_due)}</strong>. {t`Use the order number`} <strong>{pay.reference}</strong> {t`as the payment reference.`}
      </p>
      {pay.momo_merchant_code ? (
        <p className="mt-2">
          {t`MTN MoMo Pay: merchant code`} <strong>{pay.momo_merchant_code}</strong>.{' '}
          {pay.momo_dial ? (
            <a href={pay.momo_dial} className="no-print font-semibold text-clay-700 underline">
              {t`Pay with MoMo`}
            </a>
          ) : null}
        </p>
      ) : null}
      {pay.airtel_money_number ? (
        <p className="mt-2">
          {t`Airtel Money: send to`} <strong>{pay.airtel_money_number}</strong>.
        </p>
      ) : null}
    </section>
  );
}
