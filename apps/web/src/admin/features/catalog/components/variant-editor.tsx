import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { plural, t } from '@lingui/core/macro';
import { useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { MAX_OPTIONS, MAX_OPTION_VALUES, VARIANT_MESSAGES, type AdminCatalogImage, type Translations } from '@atelier/contracts';
import { Button } from '@/components/button';
import { TextField, inputClass } from '@/components/field';
import * as BaseIcon from '@/components/icons';
import { cn } from '@/lib/cn';
import { adminText } from '@admin/i18n/contract-messages';
import { rwf } from '@admin/components/format';
import { TranslationFields, type TranslatedField } from '@admin/components/translation-fields';
import { draftTitle, generateVariants, optionDraft, splitValues, variantsFitOptions, type OptionDraft, type VariantDraft } from '../variants';

/** The part of the item form this editor reads and writes. */
export interface VariantFormValues {
  options: OptionDraft[];
  variants: VariantDraft[];
}

// The editor works on any form holding VariantFormValues (the item form's values are wider).
type Form = UseFormReturn<VariantFormValues, unknown, unknown>;
type VariantErrors = FieldErrors<VariantFormValues>;

const cellInput = cn(inputClass, 'min-h-11 px-3 text-base');

/**
 * One input of a variant: on a phone (a card) its short label shows above it; in the wide layout (a
 * table row under a header) the label is hidden, and the input's name always says which variant it is
 * ("SKU of 42").
 */
function Cell({ id, label, fullLabel, error, className, children }: { id: string; label: string; fullLabel: string; error?: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <span aria-hidden="true" className="mb-1 block text-xs font-semibold text-ink-700 @3xl:hidden">
        {label}
      </span>
      <label htmlFor={id} className="sr-only">
        {fullLabel}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-clay-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One option: its English name, its values as chips (typed one by one with Enter, or several at once
 * with commas), and the name and values in Kinyarwanda and French (TranslationFields, as the item's
 * own texts).
 */
function OptionEditor({ form, index, onRemove, errors }: { form: Form; index: number; onRemove: () => void; errors?: VariantErrors['options'] }) {
  const id = useId();
  const option = useWatch({ control: form.control, name: `options.${index}` }) as OptionDraft | undefined;
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState<string | null>(null);
  if (!option) return null;
  const name = option.name.trim() || t`Option ${index + 1}`;
  const error = errors?.[index];

  const setValues = (values: string[], keep: (i: number) => number | undefined) => {
    const translations = Object.fromEntries(
      (['rw', 'fr'] as const).map((l) => [l, { name: option.translations[l].name, values: values.map((_, i) => (keep(i) === undefined ? '' : (option.translations[l].values[keep(i)!] ?? ''))) }]),
    ) as OptionDraft['translations'];
    form.setValue(`options.${index}.values`, values, { shouldDirty: true });
    form.setValue(`options.${index}.translations`, translations, { shouldDirty: true });
  };
  const add = () => {
    const fresh = splitValues(typed).filter((v, i, all) => all.findIndex((w) => w.toLowerCase() === v.toLowerCase()) === i);
    const added = fresh.filter((v) => !option.values.some((w) => w.toLowerCase() === v.toLowerCase()));
    const room = MAX_OPTION_VALUES - option.values.length;
    if (added.length === 0) {
      setNote(fresh.length ? t`Already listed.` : null);
      return;
    }
    const values = [...option.values, ...added.slice(0, Math.max(room, 0))];
    setValues(values, (i) => (i < option.values.length ? i : undefined));
    setTyped('');
    setNote(added.length > room ? adminText(VARIANT_MESSAGES.tooManyValues) : null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && typed === '' && option.values.length > 0) {
      const values = option.values.slice(0, -1);
      setValues(values, (i) => i);
    }
  };
  const removeValue = (at: number) =>
    setValues(
      option.values.filter((_, i) => i !== at),
      (i) => (i < at ? i : i + 1),
    );

  const fields: TranslatedField[] = [
    { name: 'name', label: t`Option name`, english: option.name, maxLength: 40 },
    // A value without letters (a size such as 42) reads the same in every language: not "missing".
    ...option.values.map((value, i) => ({ name: `v${i}`, label: t`Value “${value}”`, english: value, maxLength: 40, universal: !/\p{L}/u.test(value) })),
  ];
  const translationValues = Object.fromEntries(
    (['rw', 'fr'] as const).map((l) => [l, { name: option.translations[l].name, ...Object.fromEntries(option.translations[l].values.map((v, i) => [`v${i}`, v])) }]),
  ) as Translations;
  const translationErrors = Object.fromEntries(
    (['rw', 'fr'] as const).map((l) => {
      const e = error?.translations?.[l];
      const values = (e?.values ?? []) as Array<{ message?: string } | undefined>;
      return [l, { ...(e?.name ? { name: e.name } : {}), ...Object.fromEntries(values.map((v, i) => [`v${i}`, v]).filter(([, v]) => v)) }];
    }),
  );
  const valuesError = (error?.values as { message?: string } | undefined)?.message ?? (error?.values as Array<{ message?: string }> | undefined)?.find?.((v) => v?.message)?.message;

  return (
    <fieldset className="grid gap-3 rounded-2xl bg-white p-3 ring-1 ring-sand-200 sm:p-4">
      <legend className="sr-only">{t`Option ${index + 1}: ${name}`}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-semibold text-ink-600">
          {t`Option ${index + 1}`}
        </p>
        <Button variant="ghost" size="sm" className="-my-1 px-3" aria-label={t`Remove the option ${name}`} onClick={onRemove}>
          <BaseIcon.Trash className="size-4" /> {t`Remove`}
        </Button>
      </div>
      <TextField
        label={t`Option name`}
        autoComplete="off"
        maxLength={40}
        list={`${id}-names`}
        hint={index === 0 ? t`e.g. Size, Colour` : undefined}
        error={error?.name?.message}
        {...form.register(`options.${index}.name`)}
      />
      <datalist id={`${id}-names`}>
        <option value="Size" />
        <option value="Colour" />
        <option value="Material" />
      </datalist>
      <div>
        <p id={`${id}-values`} className="mb-1.5 block text-sm font-semibold text-ink-800">
          {t`Values of ${name}`}
        </p>
        {option.values.length ? (
          <ul aria-labelledby={`${id}-values`} className="mb-2 flex flex-wrap gap-2">
            {option.values.map((value, i) => (
              <li key={`${value}-${i}`} className="inline-flex min-h-9 items-center gap-1 rounded-full bg-sand-100 py-1 pr-1 pl-3 text-sm font-semibold text-ink-900 ring-1 ring-sand-300">
                {value}
                <button
                  type="button"
                  aria-label={t`Remove ${value}`}
                  onClick={() => removeValue(i)}
                  className="inline-flex size-8 items-center justify-center rounded-full text-ink-700 hover:bg-sand-200 focus-visible:outline-2 focus-visible:outline-clay-600"
                >
                  <BaseIcon.Close className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex gap-2">
          <input
            id={`${id}-add`}
            aria-label={t`Add values to ${name}`}
            className={cn(inputClass, 'min-w-0 flex-1')}
            value={typed}
            autoComplete="off"
            enterKeyHint="done"
            placeholder={t`e.g. 40, 41, 42`}
            aria-describedby={`${id}-hint${valuesError || note ? ` ${id}-error` : ''}`}
            aria-invalid={Boolean(valuesError) || undefined}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => typed.trim() && add()}
          />
          <Button variant="outline" className="shrink-0" onClick={add}>
            {t`Add`}
          </Button>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
          {t`Press Enter after each value, or type several separated by commas.`}
        </p>
        {valuesError || note ? (
          <p id={`${id}-error`} className="mt-1 text-xs font-medium text-clay-700" role={note ? 'status' : undefined}>
            {valuesError ?? note}
          </p>
        ) : null}
      </div>
      <TranslationFields
        compact
        label={t`${name} in Kinyarwanda and French`}
        fields={fields}
        values={translationValues}
        errors={translationErrors as Parameters<typeof TranslationFields>[0]['errors']}
        inputProps={(locale, field) => form.register(field === 'name' ? `options.${index}.translations.${locale}.name` : `options.${index}.translations.${locale}.values.${Number(field.slice(1))}`)}
      />
    </fieldset>
  );
}

/**
 * The item form's "Options and variants" (docs/decisions/127), for products: up to three options with
 * their values and translations; "Generate variants" makes every combination, keeping what an existing
 * variant with the same values had; then each variant's SKU, price and compare-at price (the owner's
 * alone: read-only for staff, as the item's), stock (empty: not counted), picture (one of the item's),
 * set one by one or in bulk for the selected (or all) variants, and removed. One card per variant on a
 * phone; a table row each where the form is wide (container query). Saved with the item.
 */
export function VariantEditor({ form, canEditPrice, images, itemPrice }: { form: Form; canEditPrice: boolean; images: readonly AdminCatalogImage[]; itemPrice: number | null }) {
  const id = useId();
  const options = useFieldArray({ control: form.control, name: 'options' });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const watchedOptions = (useWatch({ control: form.control, name: 'options' }) ?? []) as OptionDraft[];
  const watchedVariants = (useWatch({ control: form.control, name: 'variants' }) ?? []) as VariantDraft[];
  const errors = form.formState.errors as VariantErrors;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkStock, setBulkStock] = useState('');
  const [bulkPrice, setBulkPrice] = useState('');
  const [announce, setAnnounce] = useState('');

  const fits = variantsFitOptions(watchedOptions, watchedVariants);
  const selectedIndexes = variants.fields.map((f, i) => (selected.has(f.id) ? i : -1)).filter((i) => i >= 0);
  const targets = selectedIndexes.length ? selectedIndexes : variants.fields.map((_, i) => i);
  const allSelected = variants.fields.length > 0 && selectedIndexes.length === variants.fields.length;
  const priceText = itemPrice === null ? '' : String(itemPrice);
  const wide = images.length
    ? '@3xl:grid-cols-[2.75rem_minmax(4rem,0.7fr)_minmax(9rem,1.3fr)_7rem_7rem_6rem_11rem_3rem]'
    : '@3xl:grid-cols-[2.75rem_minmax(4rem,0.7fr)_minmax(9rem,1.3fr)_7rem_7rem_6rem_3rem]';

  const generate = () => {
    const next = generateVariants(form.getValues('options'), form.getValues('variants'));
    variants.replace(next);
    setSelected(new Set());
    setAnnounce(plural(next.length, { one: '# variant ready: set its stock and save.', other: '# variants ready: set their stock and save.' }));
  };
  const setForTargets = (field: 'stock' | 'price', value: string) => {
    for (const i of targets) form.setValue(`variants.${i}.${field}`, value === '' ? null : value.trim(), { shouldDirty: true });
    setAnnounce(
      field === 'stock'
        ? plural(targets.length, { one: 'Stock set for # variant.', other: 'Stock set for # variants.' })
        : plural(targets.length, { one: 'Price set for # variant.', other: 'Price set for # variants.' }),
    );
  };
  const bulkLabel = selectedIndexes.length
    ? plural(selectedIndexes.length, { one: 'For the # selected variant', other: 'For the # selected variants' })
    : plural(variants.fields.length, { one: 'For the variant', other: 'For all # variants' });
  const variantsError = (errors.variants as { message?: string; root?: { message?: string } } | undefined)?.message ?? (errors.variants as { root?: { message?: string } } | undefined)?.root?.message;
  const optionsError = (errors.options as { message?: string } | undefined)?.message;

  return (
    <section aria-labelledby={`${id}-title`} className="@container grid gap-4 rounded-2xl bg-sand-50 p-3 ring-1 ring-sand-200 sm:p-4">
      <div>
        <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-ink-900">
          {t`Options and variants`}
        </h3>
        <p className="text-sm text-ink-600">{t`Up to 3 options, such as Size or Colour. Each combination of their values is a variant with its own SKU, price and stock.`}</p>
      </div>
      {optionsError ? <p className="text-sm font-medium text-clay-700">{optionsError}</p> : null}
      {options.fields.map((field, index) => (
        <OptionEditor
          key={field.id}
          form={form}
          index={index}
          errors={errors.options}
          onRemove={() => {
            options.remove(index);
            if (options.fields.length === 1) variants.replace([]);
          }}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        {options.fields.length < MAX_OPTIONS ? (
          <Button variant="outline" onClick={() => options.append(optionDraft())}>
            <BaseIcon.Plus className="size-4" /> {t`Add an option`}
          </Button>
        ) : null}
        <Button variant="dark" onClick={generate} disabled={watchedOptions.every((o) => !o.name.trim() || o.values.length === 0)}>
          {t`Generate variants`}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announce}
      </p>
      {!fits && watchedVariants.length > 0 ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-ink-900 ring-1 ring-amber-200">{t`The options changed: press Generate variants to match them.`}</p>
      ) : null}
      {variantsError ? (
        <p role="alert" className="text-sm font-medium text-clay-700">
          {variantsError}
        </p>
      ) : null}

      {variants.fields.length ? (
        <>
          <div className="grid gap-3 rounded-2xl bg-white p-3 ring-1 ring-sand-200" role="group" aria-label={t`Set several variants at once`}>
            <div className="flex flex-wrap items-center gap-x-3">
              <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink-900">
                <input type="checkbox" className="size-5 accent-clay-600" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(variants.fields.map((f) => f.id)))} />
                {t`Select all variants`}
              </label>
              <span className="text-sm text-ink-600">{plural(selectedIndexes.length, { one: '# selected', other: '# selected' })}</span>
            </div>
            <p className="text-xs text-ink-600">{bulkLabel}</p>
            <div className="grid gap-3 @xl:grid-cols-2">
              <div className="flex items-end gap-2">
                <TextField className="flex-1" label={t`Stock`} inputMode="numeric" autoComplete="off" placeholder={t`Not counted`} value={bulkStock} onChange={(e) => setBulkStock(e.target.value)} />
                <Button variant="outline" className="mb-0.5 shrink-0" onClick={() => setForTargets('stock', bulkStock)}>
                  {t`Set stock`}
                </Button>
              </div>
              {canEditPrice ? (
                <div className="flex items-end gap-2">
                  <TextField
                    className="flex-1"
                    label={t`Price (RWF)`}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={priceText}
                    value={bulkPrice}
                    onChange={(e) => setBulkPrice(e.target.value)}
                  />
                  <Button variant="outline" className="mb-0.5 shrink-0" onClick={() => setForTargets('price', bulkPrice)}>
                    {t`Set price`}
                  </Button>
                </div>
              ) : null}
            </div>
            <p className="text-xs text-ink-600">
              {canEditPrice ? t`An empty stock is not counted (made to order); an empty price is the item’s.` : t`An empty stock is not counted (made to order). Only the owner can change prices.`}
            </p>
          </div>

          <div>
            <div aria-hidden="true" className={cn('hidden gap-2 px-3 pb-1 text-xs font-semibold text-ink-600 @3xl:grid', wide)}>
              <span />
              <span>{t`Variant`}</span>
              <span>{t`SKU`}</span>
              <span>{t`Price (RWF)`}</span>
              <span>{t`Compare-at (RWF)`}</span>
              <span>{t`Stock`}</span>
              {images.length ? <span>{t`Picture`}</span> : null}
              <span />
            </div>
            <ul aria-label={t`Variants`} className="grid gap-2">
              {variants.fields.map((field, index) => {
                const draft = watchedVariants[index] ?? field;
                const title = draftTitle(draft, watchedOptions) || t`The only variant`;
                const e = errors.variants?.[index];
                const cell = (name: string) => `${id}-${field.id}-${name}`;
                const picture = images.find((img) => String(img.id) === draft.image_id);
                return (
                  <li
                    key={field.id}
                    aria-label={title}
                    className={cn('grid grid-cols-2 items-start gap-x-3 gap-y-2 rounded-2xl bg-white p-3 ring-1 ring-sand-200 @3xl:items-center @3xl:gap-2 @3xl:rounded-xl @3xl:py-2', wide)}
                  >
                    <div className="col-span-2 flex items-center gap-3 @3xl:contents">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0 accent-clay-600 @3xl:justify-self-center"
                        aria-label={t`Select ${title}`}
                        checked={selected.has(field.id)}
                        onChange={() => {
                          const next = new Set(selected);
                          if (next.has(field.id)) next.delete(field.id);
                          else next.add(field.id);
                          setSelected(next);
                        }}
                      />
                      <p className="min-w-0 flex-1 font-semibold break-words text-ink-900">
                        {title}
                        {draft.stock === '0' ? <span className="ml-2 text-xs font-semibold text-clay-700">{t({ context: 'item stock', message: 'Sold out' })}</span> : null}
                      </p>
                      <button
                        type="button"
                        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600 disabled:cursor-not-allowed disabled:opacity-40 @3xl:order-last"
                        aria-label={t`Remove the variant ${title}`}
                        disabled={variants.fields.length === 1}
                        onClick={() => {
                          variants.remove(index);
                          setAnnounce(draft.ordered ? t`${title} removed: orders hold it, so it is kept for them and no longer sold.` : t`${title} removed.`);
                        }}
                      >
                        <BaseIcon.Trash className="size-5" />
                      </button>
                    </div>
                    <Cell id={cell('sku')} label={t`SKU`} fullLabel={t`SKU of ${title}`} error={e?.sku?.message} className="col-span-2 @3xl:col-span-1">
                      <input
                        id={cell('sku')}
                        className={cellInput}
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        placeholder={t`Made when saved`}
                        aria-invalid={Boolean(e?.sku) || undefined}
                        aria-describedby={e?.sku ? `${cell('sku')}-error` : undefined}
                        {...form.register(`variants.${index}.sku`)}
                      />
                    </Cell>
                    <Cell id={cell('price')} label={t`Price (RWF)`} fullLabel={t`Price of ${title} (RWF)`} error={e?.price?.message}>
                      {canEditPrice ? (
                        <input
                          id={cell('price')}
                          className={cellInput}
                          inputMode="numeric"
                          autoComplete="off"
                          placeholder={priceText}
                          aria-invalid={Boolean(e?.price) || undefined}
                          aria-describedby={e?.price ? `${cell('price')}-error` : undefined}
                          {...form.register(`variants.${index}.price`)}
                        />
                      ) : (
                        <input id={cell('price')} className={cellInput} readOnly disabled value={draft.price ? rwf(Number(draft.price)) : itemPrice === null ? '' : rwf(itemPrice)} />
                      )}
                    </Cell>
                    <Cell id={cell('compare')} label={t`Compare-at (RWF)`} fullLabel={t`Compare-at price of ${title} (RWF)`} error={e?.compare_at_price?.message}>
                      {canEditPrice ? (
                        <input
                          id={cell('compare')}
                          className={cellInput}
                          inputMode="numeric"
                          autoComplete="off"
                          aria-invalid={Boolean(e?.compare_at_price) || undefined}
                          aria-describedby={e?.compare_at_price ? `${cell('compare')}-error` : undefined}
                          {...form.register(`variants.${index}.compare_at_price`)}
                        />
                      ) : (
                        <input id={cell('compare')} className={cellInput} readOnly disabled value={draft.compare_at_price ? rwf(Number(draft.compare_at_price)) : ''} />
                      )}
                    </Cell>
                    <Cell id={cell('stock')} label={t`Stock`} fullLabel={t`Stock of ${title}`} error={e?.stock?.message}>
                      <input
                        id={cell('stock')}
                        className={cellInput}
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder={t`Not counted`}
                        aria-invalid={Boolean(e?.stock) || undefined}
                        aria-describedby={e?.stock ? `${cell('stock')}-error` : undefined}
                        {...form.register(`variants.${index}.stock`)}
                      />
                    </Cell>
                    {images.length ? (
                      <Cell id={cell('image')} label={t`Picture`} fullLabel={t`Picture of ${title}`} error={e?.image_id?.message}>
                        <div className="flex items-center gap-2">
                          {picture ? <img src={picture.url} alt="" className="size-11 shrink-0 rounded-lg bg-sand-100 object-cover" /> : null}
                          <select id={cell('image')} className={cn(cellInput, 'min-w-0 pr-8')} {...form.register(`variants.${index}.image_id`)}>
                            <option value="">{t`None`}</option>
                            {images.map((img, n) => (
                              <option key={img.id} value={String(img.id)}>
                                {t`Picture ${n + 1}`}
                              </option>
                            ))}
                          </select>
                        </div>
                      </Cell>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        </>
      ) : null}
    </section>
  );
}
