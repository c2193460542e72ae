import { t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ENTERED_ORDER_CHANNELS,
  ORDER_ADMIN_MESSAGES,
  type AdminCatalogItem,
  type AdminOrder,
  type AdminOrderCreateBody,
  type AdminOrderPatchBody,
  type EnteredOrderChannel,
  type Locale,
} from '@atelier/contracts';
import { Button, SubmitButton } from '@/components/button';
import { FieldError, SelectField, TextAreaField, TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Card, Row } from '@admin/components/card';
import { CHANNEL_LABELS, labelOf } from '@admin/components/badges';
import { rwf } from '@admin/components/format';
import { Segments } from '@admin/components/segments';
import { adminText, translatedResolver } from '@admin/i18n/contract-messages';
import { createResolver, EMPTY_ADDRESS, orderTotals, patchResolver, valuesOfOrder, type LineContext, type LineDraft, type OrderFormValues } from '../order-form';
import { CustomerPicker, type ChosenCustomer } from './customer-picker';
import { LineEditor } from './line-editor';

const CUSTOMER_MODES: readonly { id: OrderFormValues['customerMode']; label: MessageDescriptor }[] = [
  { id: 'existing', label: msg`Existing customer` },
  { id: 'new', label: msg`New customer` },
];

/** The languages a new customer's messages and pay page may be in, named in their own language. */
const LANGUAGES: readonly { id: Locale; name: string }[] = [
  { id: 'rw', name: 'Ikinyarwanda' },
  { id: 'en', name: 'English' },
  { id: 'fr', name: 'Français' },
];

/** The channel of a new order: four chips in one radio group. */
function ChannelChoice({ value, onChange, error }: { value: EnteredOrderChannel | ''; onChange: (channel: EnteredOrderChannel) => void; error?: string }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{t`Where did the order come from?`}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ENTERED_ORDER_CHANNELS.map((channel) => (
          <label
            key={channel}
            className={cn(
              'relative inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border px-4 text-sm font-semibold transition-colors select-none',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-clay-600',
              value === channel ? 'border-ink-900 bg-ink-900 text-paper' : 'border-ink-900/25 bg-white text-ink-900 hover:border-ink-900',
            )}
          >
            <input type="radio" name="channel" className="sr-only" value={channel} checked={value === channel} onChange={() => onChange(channel)} />
            {labelOf(CHANNEL_LABELS, channel)}
          </label>
        ))}
      </div>
      <FieldError id="channel-error" error={error} />
    </fieldset>
  );
}

/** The delivery address fields (all optional: a studio sale is collected). */
function AddressFields({ form }: { form: ReturnType<typeof useForm<OrderFormValues, unknown, unknown>> }) {
  const e = form.formState.errors.shipping_address;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t`Street address`} autoComplete="off" maxLength={200} className="sm:col-span-2" error={e?.address?.message} {...form.register('shipping_address.address')} />
      <TextField label={t`Apartment, building`} optional autoComplete="off" maxLength={200} className="sm:col-span-2" error={e?.address2?.message} {...form.register('shipping_address.address2')} />
      <TextField label={t`City`} autoComplete="off" maxLength={100} error={e?.city?.message} {...form.register('shipping_address.city')} />
      <TextField label={t`State/Province`} optional autoComplete="off" maxLength={100} error={e?.state?.message} {...form.register('shipping_address.state')} />
      <TextField label={t`Country`} autoComplete="off" maxLength={100} error={e?.country?.message} {...form.register('shipping_address.country')} />
      <TextField label={t`Postal code`} optional autoComplete="off" maxLength={20} error={e?.postal_code?.message} {...form.register('shipping_address.postal_code')} />
    </div>
  );
}

/** The form's sections, one card each. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <div className="grid gap-4">{children}</div>
    </Card>
  );
}

type Props =
  | { mode: 'create'; initialCustomer?: ChosenCustomer; owner: boolean; pending: boolean; onSubmit: (body: AdminOrderCreateBody) => Promise<void>; onCancel: () => void }
  | { mode: 'edit'; order: AdminOrder; items: readonly AdminCatalogItem[]; owner: boolean; pending: boolean; onSubmit: (body: AdminOrderPatchBody) => Promise<void>; onCancel: () => void };

/**
 * The order form (docs/decisions/128, 130), for a new order entered by staff and for the edit of one:
 * the customer (an existing one, searched, or a new one with a name and a phone), the channel, the
 * lines (LineEditor), the owner's discount, the delivery address and note, and the total as the
 * server will compute it. Checked with the contracts' AdminOrderCreateBody / AdminOrderPatchBody and
 * the stock and discount rules (order-form.ts) before it is sent; the server's refusal shows as it
 * says it, on its field when it names one. Once a payment is recorded the lines and discount are
 * read-only under the server's reason; the address and note stay editable.
 */
export function OrderForm(props: Props) {
  const { owner, pending, onCancel } = props;
  const order = props.mode === 'edit' ? props.order : undefined;
  const [items, setItems] = useState<ReadonlyMap<number, AdminCatalogItem>>(() => new Map((props.mode === 'edit' ? props.items : []).map((i) => [i.id, i])));
  const origins = useMemo(() => new Map((order?.lines ?? []).map((l) => [l.id, l])), [order]);
  const ctx: LineContext = { items, origins, owner };
  const [customer, setCustomer] = useState<ChosenCustomer | null>(props.mode === 'create' ? (props.initialCustomer ?? null) : null);
  const locked =
    order && !order.lines_editable ? adminText(order.status === 'cancelled' || order.status === 'completed' ? ORDER_ADMIN_MESSAGES.linesClosed : ORDER_ADMIN_MESSAGES.linesLocked) : undefined;

  const form = useForm<OrderFormValues, unknown, AdminOrderCreateBody | AdminOrderPatchBody>({
    resolver: translatedResolver(order ? patchResolver(order, ctx) : createResolver(ctx)) as never,
    defaultValues: order
      ? valuesOfOrder(order)
      : {
          customerMode: 'existing',
          customer: {
            id: props.mode === 'create' ? (props.initialCustomer?.id ?? '') : '',
            kind: props.mode === 'create' ? (props.initialCustomer?.kind ?? '') : '',
            name: '',
            phone: '',
            email: '',
            language: (['rw', 'fr'].includes(i18n.locale) ? i18n.locale : 'rw') as Locale,
          },
          channel: '',
          lines: [],
          discount: '',
          withAddress: false,
          shipping_address: EMPTY_ADDRESS,
          note: '',
        },
  });
  const {
    register,
    control,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const [mode, withAddress, lines, discount] = useWatch({ control, name: ['customerMode', 'withAddress', 'lines', 'discount'] });
  const totals = orderTotals((lines ?? []) as LineDraft[], owner && !locked ? (discount ?? '') : String(order?.discount ?? ''), ctx);
  const customerErrors = errors.customer as (typeof errors)['customer'] & { id?: { message?: string } };

  const submit = form.handleSubmit(async (body) => {
    try {
      if (props.mode === 'create') await props.onSubmit(body as AdminOrderCreateBody);
      else await props.onSubmit(body as AdminOrderPatchBody);
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields))
          if (/^(customer\.(name|phone|email)|channel|discount|note|lines\.\d+\.(title|price|quantity))$/.test(field)) setError(field as never, { message });
      setError('root', { message: errorMessage(error, props.mode === 'create' ? t`The order could not be saved. Please try again.` : t`The changes could not be saved. Please try again.`) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={order ? t`Edit order ${order.order_number}` : t`New order`} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid gap-4">
        <FormAlert message={errors.root?.message} />
        {props.mode === 'create' ? (
          <Section title={t`Customer`}>
            <Segments label={t`Customer`} items={CUSTOMER_MODES} value={mode} onChange={(next) => setValue('customerMode', next, { shouldValidate: form.formState.isSubmitted })} />
            {mode === 'existing' ? (
              <CustomerPicker
                value={customer}
                error={customerErrors?.id?.message}
                onChange={(c) => {
                  setCustomer(c);
                  setValue('customer.kind', c?.kind ?? '');
                  setValue('customer.id', c?.id ?? '', { shouldValidate: form.formState.isSubmitted });
                }}
                onNew={(typed) => {
                  setValue('customerMode', 'new');
                  if (typed) setValue(/^[+\d\s-]+$/.test(typed) ? 'customer.phone' : 'customer.name', typed);
                }}
              />
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label={t`Name`} autoComplete="off" maxLength={200} error={errors.customer?.name?.message} {...register('customer.name')} />
                <TextField label={t`Phone`} type="tel" inputMode="tel" placeholder="0788 123 456" autoComplete="off" error={errors.customer?.phone?.message} {...register('customer.phone')} />
                <TextField label={t`Email`} type="email" inputMode="email" optional autoComplete="off" maxLength={254} error={errors.customer?.email?.message} {...register('customer.email')} />
                <SelectField label={t`Language of the messages`} hint={t`The pay link and its message`} {...register('customer.language')}>
                  {LANGUAGES.map((l) => (
                    <option key={l.id} value={l.id} lang={l.id}>
                      {l.name}
                    </option>
                  ))}
                </SelectField>
              </div>
            )}
            <Controller control={control} name="channel" render={({ field }) => <ChannelChoice value={field.value} onChange={field.onChange} error={errors.channel?.message} />} />
          </Section>
        ) : null}

        <Section title={t`Lines`}>
          <LineEditor form={form as never} ctx={ctx} locked={locked} onItem={(item) => setItems((current) => new Map(current).set(item.id, item))} />
        </Section>

        <Section title={t`Delivery`}>
          {props.mode === 'create' ? (
            <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink-800">
              <input type="checkbox" className="size-5 accent-clay-600" {...register('withAddress')} />
              {t`Deliver to an address`}
            </label>
          ) : null}
          {withAddress ? <AddressFields form={form as never} /> : null}
          <TextAreaField label={t`Delivery note`} optional rows={3} maxLength={1000} hint={t`Shown to the customer with the invoice.`} error={errors.note?.message} {...register('note')} />
        </Section>
      </div>

      <div className="order-last grid gap-4 lg:sticky lg:top-6">
        <Card title={t`Total`}>
          {owner && !locked ? (
            <TextField label={t`Discount (RWF)`} optional inputMode="numeric" autoComplete="off" className="mb-3" error={errors.discount?.message} {...register('discount')} />
          ) : null}
          <dl className="text-sm" aria-label={t`Order total`}>
            <Row label={t`Subtotal`}>{rwf(totals.subtotal)}</Row>
            {totals.discount > 0 ? <Row label={t`Discount`}>−{rwf(totals.discount)}</Row> : null}
            <Row label={t`Shipping`}>{totals.shipping > 0 ? rwf(totals.shipping) : t`Free`}</Row>
            <Row label={t`Total`} strong>
              <span data-testid="order-total">{rwf(totals.total)}</span>
            </Row>
          </dl>
          <p className="mt-2 text-xs text-ink-600">{t`The server prices the catalog lines again when it saves.`}</p>
        </Card>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end lg:flex-col-reverse">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t`Cancel`}
          </Button>
          <SubmitButton variant="dark" size="lg" pending={pending}>
            {order ? t`Save changes` : t`Save order`}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
