import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { variantTitle, type AdminCatalogItem, type ItemVariant } from '@atelier/contracts';
import { Button } from '@/components/button';
import { FieldError, TextField, inputClass } from '@/components/field';
import * as BaseIcon from '@/components/icons';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { VariantPicker, chooseOptionText } from '@/components/variant-picker';
import { cn } from '@/lib/cn';
import { chosenOf, type Chosen, type VariantSource } from '@/lib/variants';
import { rwf } from '@admin/components/format';
import { useItemSearch } from '../api/pick-lists';
import { lineTitle, maxQuantity, stockLimit, unitPrice, wholeNumber, type LineContext, type LineDraft, type OrderFormValues } from '../order-form';
import { useDebounced } from './customer-picker';

type Form = UseFormReturn<OrderFormValues, unknown, unknown>;

/** Units of a variant still free for a new line: its limit less what the form's lines hold of it; null when not counted. */
function freeUnits(item: AdminCatalogItem, variantId: number | undefined, lines: readonly LineDraft[], ctx: LineContext, except?: number): number | null {
  // The item may not be one of the lines' yet (still being picked): its stock as just searched.
  const limit = stockLimit(item.id, variantId, { ...ctx, items: new Map(ctx.items).set(item.id, item) });
  if (limit === null) return null;
  const held = lines.reduce(
    (sum, l, i) => (i !== except && !l.custom && l.productId === item.id && (l.variantId ?? item.variants[0]?.id) === variantId ? sum + (wholeNumber(l.quantity) ?? 0) : sum),
    0,
  );
  return Math.max(0, limit - held);
}

/** The item as the store's variant picker reads it: each variant available while stock is left for the order. */
function pickerSource(item: AdminCatalogItem, lines: readonly LineDraft[], ctx: LineContext, except?: number): VariantSource {
  return {
    options: item.options.map((o) => ({ name: o.name, values: o.values })),
    variants: item.variants.map((v): ItemVariant => ({
      id: v.id,
      sku: v.sku,
      options: v.options,
      price: v.price ?? item.price,
      compare_at_price: null,
      availability: freeUnits(item, v.id, lines, ctx, except) === 0 ? 'sold_out' : 'available',
      image: null,
    })),
  };
}

/** How much of an item is left, for the search results: "Sold out", "3 left", "Made to order", an artwork's state. */
function stockText(item: AdminCatalogItem): string {
  if (item.kind === 'artwork') return item.availability === 'available' ? t`One of a kind` : t`Not available`;
  if (item.stock === null) return t`Made to order`;
  return item.stock > 0 ? t`${String(item.stock)} left` : t`Sold out`;
}

/** Whether an item can be added at all: not sold out, an artwork not reserved or sold. */
const pickable = (item: AdminCatalogItem) => item.availability === 'available' || (item.kind === 'product' && item.variants.some((v) => v.stock === null || v.stock > 0));

/**
 * Choose a catalog item for an order (docs/decisions/128): search the items on sale by title; an item
 * with one variant is added at once; one with sizes or colours asks for them with the store's picker
 * (docs/decisions/127: chips, sold-out values struck through) before "Add to order". `start` opens on
 * an item already chosen (changing a line's size).
 */
function ItemPicker({
  lines,
  ctx,
  start,
  onPick,
  onClose,
}: {
  lines: readonly LineDraft[];
  ctx: LineContext;
  start?: { item: AdminCatalogItem; variantId?: number; index: number };
  onPick: (item: AdminCatalogItem, variantId: number | undefined) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const search = useItemSearch(q);
  const [item, setItem] = useState<AdminCatalogItem | null>(start?.item ?? null);
  const [chosen, setChosen] = useState<Chosen>(() => chosenOf(start?.item.variants.find((v) => v.id === start.variantId) as ItemVariant | undefined));

  const choose = (next: AdminCatalogItem) => {
    if (next.variants.length <= 1) onPick(next, next.variants[0]?.id);
    else {
      setItem(next);
      setChosen({});
    }
  };

  if (item) {
    const source = pickerSource(item, lines, ctx, start?.index);
    const variant = item.variants.find((v) => item.options.every((o) => v.options[o.name] === chosen[o.name]));
    const free = variant ? freeUnits(item, variant.id, lines, ctx, start?.index) : null;
    return (
      <div className="mt-4 grid gap-4">
        <div>
          <p className="font-semibold text-ink-900">{item.title}</p>
          <p className="text-sm text-ink-600">
            {rwf(variant?.price ?? item.price)}
            {variant ? ` · ${free === null ? t`Made to order` : t`${String(free)} left`}` : ''}
          </p>
        </div>
        <VariantPicker item={source} chosen={chosen} onChoose={(name, value) => setChosen((c) => ({ ...c, [name]: value }))} idPrefix={`${id}-variant`} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => (start ? onClose() : setItem(null))}>
            {start ? t`Cancel` : t`Back to the search`}
          </Button>
          <Button variant="dark" disabled={!variant || free === 0} onClick={() => variant && onPick(item, variant.id)}>
            {variant
              ? start
                ? t`Use ${variantTitle(item.options, variant.options)}`
                : t`Add ${variantTitle(item.options, variant.options)}`
              : chooseOptionText(item.options.find((o) => !chosen[o.name])?.name ?? item.options[0]?.name ?? '')}
          </Button>
        </div>
      </div>
    );
  }

  const items = search.data ?? [];
  return (
    <div className="mt-4 grid gap-3">
      <div>
        <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold text-ink-800">
          {t`Search the catalog`}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          placeholder={t`Title or artist`}
          className={inputClass}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          data-autofocus
        />
      </div>
      <div aria-live="polite" className="min-h-24">
        {search.isPending ? (
          <p className="flex items-center gap-2 py-4 text-sm text-ink-600">
            <Spinner className="size-4" /> {t`Searching...`}
          </p>
        ) : items.length === 0 ? (
          <p className="py-4 text-sm text-ink-600">{t`No item on sale matches.`}</p>
        ) : (
          <ul aria-label={t`Items on sale`} className={cn('grid gap-2', search.isFetching && 'opacity-60')}>
            {items.map((it) => (
              <li key={it.id}>
                <button
                  type="button"
                  disabled={!pickable(it)}
                  onClick={() => choose(it)}
                  className="flex min-h-14 w-full items-center gap-3 rounded-xl bg-white p-2 text-left ring-1 ring-sand-200 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-clay-600 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {it.images[0] ? <img src={it.images[0].url} alt="" className="size-12 shrink-0 rounded-lg object-cover" /> : <span className="size-12 shrink-0 rounded-lg bg-sand-100" />}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink-900">{it.title}</span>
                    <span className="block text-sm text-ink-600">
                      {rwf(it.price)} · {stockText(it)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button variant="outline" onClick={onClose}>
        {t`Cancel`}
      </Button>
    </div>
  );
}

/** A line's quantity: a number box between "one fewer" and "one more", at most `max` (stock). */
function QuantityField({ form, index, name, max, error }: { form: Form; index: number; name: string; max: number; error?: string }) {
  const id = useId();
  const value = useWatch({ control: form.control, name: `lines.${index}.quantity` });
  const n = wholeNumber(value) ?? 0;
  const set = (next: number) => form.setValue(`lines.${index}.quantity`, String(next), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <div>
      <span aria-hidden="true" className="mb-1 block text-xs font-semibold text-ink-700">
        {t`Quantity`}
      </span>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" className="size-11 shrink-0 px-0" aria-label={t`One fewer ${name}`} disabled={n <= 1} onClick={() => set(Math.max(1, n - 1))}>
          <BaseIcon.Minus className="size-4" />
        </Button>
        <div className="w-16 shrink-0">
          <input
            id={id}
            aria-label={t`Quantity of ${name}`}
            inputMode="numeric"
            autoComplete="off"
            className={cn(inputClass, 'min-h-11 px-2 text-center')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register(`lines.${index}.quantity`)}
          />
        </div>
        <Button variant="outline" size="sm" className="size-11 shrink-0 px-0" aria-label={t`One more ${name}`} disabled={n >= max} onClick={() => set(Math.min(max, n + 1))}>
          <BaseIcon.Plus className="size-4" />
        </Button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * The lines of an order being entered or edited (docs/decisions/128): catalog items with their variant
 * (sizes and colours chosen with the store's picker) at the catalog's price, quantity limited by stock;
 * and custom lines — title, the owner's unit price, quantity. Staff see a custom line's price but do not
 * set it (it is the owner's), so they add none. `onItem` hands a picked item to the form's context.
 * When `locked` (a payment is recorded) the lines read as text under the server's reason.
 */
export function LineEditor({ form, ctx, onItem, locked }: { form: Form; ctx: LineContext; onItem: (item: AdminCatalogItem) => void; locked?: string }) {
  const { fields, append, update, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = (useWatch({ control: form.control, name: 'lines' }) ?? []) as LineDraft[];
  const [picking, setPicking] = useState<null | { index?: number }>(null);
  const errors = form.formState.errors.lines;
  const listError = (errors as { message?: string; root?: { message?: string } } | undefined)?.message ?? (errors as { root?: { message?: string } } | undefined)?.root?.message;
  const start = picking?.index !== undefined ? lines[picking.index] : undefined;
  const startItem = start?.productId ? ctx.items.get(start.productId) : undefined;

  if (locked)
    return (
      <div className="grid gap-3">
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="lines-locked">
          {locked}
        </p>
        <ul className="divide-y divide-sand-200" aria-label={t`Lines`}>
          {lines.map((line, i) => (
            <li key={fields[i]?.id ?? i} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 text-ink-900">
                {lineTitle(line, ctx)} <span className="text-ink-600">× {line.quantity}</span>
              </span>
              <span className="shrink-0 font-semibold">{rwf((unitPrice(line, ctx) ?? 0) * (wholeNumber(line.quantity) ?? 0))}</span>
            </li>
          ))}
        </ul>
      </div>
    );

  const picked = (item: AdminCatalogItem, variantId: number | undefined) => {
    onItem(item);
    if (picking?.index !== undefined && start) update(picking.index, { ...start, productId: item.id, variantId, origin: undefined });
    else {
      // The same variant again adds one to its line rather than a second line.
      const same = lines.findIndex((l) => !l.custom && l.productId === item.id && l.variantId === variantId);
      if (same >= 0) form.setValue(`lines.${same}.quantity`, String((wholeNumber(lines[same]!.quantity) ?? 0) + 1), { shouldDirty: true });
      else append({ custom: false, productId: item.id, variantId, title: '', price: '', quantity: '1' });
    }
    setPicking(null);
  };

  return (
    <div className="grid gap-3">
      {fields.length ? (
        <ul className="grid gap-3" aria-label={t`Lines`}>
          {fields.map((field, i) => {
            const line = lines[i] ?? (field as LineDraft);
            const e = errors?.[i];
            const name = lineTitle(line, ctx) || t`Line ${i + 1}`;
            const price = unitPrice(line, ctx);
            const quantity = wholeNumber(line.quantity) ?? 0;
            const item = line.productId ? ctx.items.get(line.productId) : undefined;
            const storedCustom = line.custom && line.origin !== undefined;
            return (
              <li key={field.id} className="grid gap-3 rounded-2xl bg-white p-3 ring-1 ring-sand-200 sm:p-4" aria-label={name}>
                {line.custom ? (
                  <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
                    {ctx.owner || !storedCustom ? (
                      <>
                        <TextField label={t`Description`} autoComplete="off" maxLength={200} error={e?.title?.message} {...form.register(`lines.${i}.title`)} />
                        <TextField label={t`Unit price (RWF)`} inputMode="numeric" autoComplete="off" error={e?.price?.message} {...form.register(`lines.${i}.price`)} />
                      </>
                    ) : (
                      <div className="sm:col-span-2">
                        <p className="font-semibold text-ink-900">{line.title}</p>
                        <p className="text-sm text-ink-600">{t`Custom line · ${rwf(price ?? 0)} each (set by the owner)`}</p>
                      </div>
                    )}
                  </div>
                ) : (
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-ink-900">{name}</p>
                      <p className="text-sm text-ink-600">{t`${rwf(price ?? 0)} each`}</p>
                      <FieldError id={`${field.id}-variant-error`} error={e?.variantId?.message} />
                    </div>
                    {item && item.variants.length > 1 ? (
                      <Button variant="outline" size="sm" className="shrink-0" onClick={() => setPicking({ index: i })} aria-label={t`Change the variant of ${name}`}>
                        {t`Change`}
                      </Button>
                    ) : null}
                  </div>
                )}
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <QuantityField form={form} index={i} name={name} max={maxQuantity(lines, i, ctx)} error={e?.quantity?.message} />
                  <div className="flex items-center gap-2">
                    <p className="text-right font-semibold text-ink-900" data-testid="line-total">
                      {rwf((price ?? 0) * quantity)}
                    </p>
                    <Button variant="ghost" size="sm" className="px-3" onClick={() => remove(i)} aria-label={t`Remove ${name}`}>
                      <BaseIcon.Trash className="size-4" />
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-600">{t`No lines yet: add a catalog item or a custom line.`}</p>
      )}
      <FieldError id="lines-error" error={listError} />
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button variant="outline" onClick={() => setPicking({})}>
          <BaseIcon.Plus className="size-4" /> {t`Add a catalog item`}
        </Button>
        {ctx.owner ? (
          <Button variant="outline" onClick={() => append({ custom: true, title: '', price: '', quantity: '1' }, { focusName: `lines.${fields.length}.title` })}>
            <BaseIcon.Plus className="size-4" /> {t`Add a custom line`}
          </Button>
        ) : (
          <p className="text-xs text-ink-600 sm:self-center">{t`Custom lines are priced by the owner.`}</p>
        )}
      </div>
      <Modal
        open={picking !== null}
        onClose={() => setPicking(null)}
        title={start ? t`Change the variant` : t`Add a catalog item`}
        className="relative max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-t-3xl bg-paper p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-2xl sm:rounded-3xl sm:pb-6"
      >
        {picking !== null ? (
          <ItemPicker
            lines={lines}
            ctx={ctx}
            start={startItem && picking.index !== undefined ? { item: startItem, variantId: start?.variantId, index: picking.index } : undefined}
            onPick={picked}
            onClose={() => setPicking(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}
