import { useEffect, useState } from 'react';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useForm, useWatch, type ResolverResult } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminText, translatedResolver } from '@admin/i18n/contract-messages';
import type { z } from 'zod';
import { AdminCatalogCreateBody, CATALOG_KINDS, VARIANT_MESSAGES, CATALOG_STATES, CONTENT_LOCALES, slugify, type AdminCatalogItem, type Translations } from '@atelier/contracts';
import { Button, SubmitButton } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { Spinner } from '@/components/spinner';
import { FormAlert } from '@/components/form-alert';
import { TranslationFields, type TranslatedField } from '@admin/components/translation-fields';
import { STATE_LABELS } from '@admin/components/badges';
import { kindLabel } from '../labels';
import { optionDraft, variantDraft, variantsFitOptions, type OptionDraft, type VariantDraft } from '../variants';
import { VariantEditor, type VariantFormValues } from './variant-editor';

/** The editor's schema: the contracts' create body (the edit sends the same fields but `kind`). */
const ItemSchema = AdminCatalogCreateBody;
type Body = z.input<typeof ItemSchema>;
/** The form's values: the body's fields, with options and variants as the variant editor holds them. */
type Values = Omit<Body, 'options' | 'variants'> & VariantFormValues;
export type ItemValues = z.output<typeof ItemSchema>;

const blank = (v: string | null | undefined) => (v === null || v === undefined || v.trim() === '' ? null : v.trim());

/**
 * The body the form's values make (docs/decisions/127). An item without options sends its `stock` as
 * before (one variant), and no variants unless it had options (then its one variant without values);
 * with options it sends them and the whole set of variants (the server matches them by their values),
 * and no item `stock`, which lives on the variants.
 */
function toBody(values: Values, hadOptions: boolean): Body {
  const { options, variants, ...rest } = values;
  if (rest.kind === 'artwork') return { ...rest, options: [] };
  if (!options || options.length === 0)
    return hadOptions ? { ...rest, stock: undefined, options: [], variants: [{ options: {}, stock: blank(rest.stock as unknown as string | null) }] } : { ...rest, options: [] };
  return {
    ...rest,
    stock: undefined,
    options: options.map((o: OptionDraft) => ({
      name: o.name,
      values: o.values,
      translations: { rw: { name: o.translations.rw.name, values: o.translations.rw.values }, fr: { name: o.translations.fr.name, values: o.translations.fr.values } },
    })),
    variants: (variants ?? []).map((v: VariantDraft) => ({
      options: v.options,
      ...(v.sku.trim() ? { sku: v.sku.trim() } : {}),
      price: blank(v.price),
      compare_at_price: blank(v.compare_at_price),
      stock: blank(v.stock),
      image_id: v.image_id ? Number(v.image_id) : null,
    })) as Body['variants'],
  };
}

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const STATE_HINTS = { draft: msg`Only the back office sees it`, published: msg`Customers see it in the shop, search and the sitemap`, archived: msg`Withdrawn: customers no longer see it` } as const;

/** Every translatable field of every language, "" where not translated (the inputs stay controlled). */
function translationValues(saved: Translations | undefined): Translations {
  const fields = ['title', 'description', 'material', 'size', 'medium_description'];
  return Object.fromEntries(CONTENT_LOCALES.map((l) => [l, Object.fromEntries(fields.map((f) => [f, saved?.[l]?.[f] ?? '']))]));
}

/** The form's starting values: an item's own, or a new draft product. */
function defaults(item?: AdminCatalogItem): Values {
  if (!item)
    return {
      kind: 'product',
      title: '',
      slug: '',
      description: '',
      category: 'general',
      price: '' as unknown as number,
      compare_at_price: null,
      material: null,
      size: null,
      washable: true,
      artist: null,
      medium_description: null,
      state: 'draft',
      stock: null,
      translations: translationValues(undefined),
      options: [],
      variants: [],
    };
  return {
    kind: item.kind,
    title: item.title,
    slug: item.slug,
    description: item.description,
    category: item.category,
    price: String(item.price) as unknown as number,
    compare_at_price: item.compare_at_price === null ? null : (String(item.compare_at_price) as unknown as number),
    material: item.material,
    size: item.size,
    washable: item.washable,
    artist: item.artist,
    medium_description: item.medium_description,
    state: item.state,
    stock: item.stock === null ? null : (String(item.stock) as unknown as number),
    translations: translationValues(item.translations),
    options: (item.options ?? []).map(optionDraft),
    variants: item.options?.length ? item.variants.map(variantDraft) : [],
  };
}

/**
 * An item's fields (docs/decisions/101), checked with the contracts' AdminCatalogCreateBody: title,
 * address (slug: made from the title while it is new and untouched, editable; a changed slug keeps
 * the old address as a redirect), description, category, price and compare-at price in whole RWF
 * (disabled with the reason for staff: prices are the owner's), material, size, washable, artist,
 * medium, kind (fixed once created), state, and stock (products; artworks are one of a kind); the
 * texts in Kinyarwanda and French beside them, each missing one marked (TranslationFields, docs/decisions/112).
 * `onSave` gets the parsed values and returns the server's refusal text, or null when saved.
 */
export function ItemForm({ item, canEditPrice, onSave, submitLabel }: { item?: AdminCatalogItem; canEditPrice: boolean; onSave: (values: ItemValues) => Promise<string | null>; submitLabel: string }) {
  const form = useForm<Values, unknown, ItemValues>({
    // A disabled input reads as undefined: the fixed kind and locked prices are checked and sent as
    // the item has them (the server treats an unchanged price as no change).
    resolver: translatedResolver<Values, unknown, ItemValues>((values, context, options) => {
      const body = toBody(item ? { ...values, kind: item.kind, ...(canEditPrice ? {} : { price: item.price, compare_at_price: item.compare_at_price }) } : values, Boolean(item?.options?.length));
      const result = zodResolver(ItemSchema)(body, context, options as unknown as Parameters<ReturnType<typeof zodResolver<Body, unknown, ItemValues>>>[2]) as unknown as Promise<
        ResolverResult<Values, ItemValues>
      >;
      // Options edited after the variants were made: the server would refuse them (decision 127); say so here.
      if (values.kind === 'product' && values.options?.length && !variantsFitOptions(values.options, values.variants ?? []))
        return result.then(
          (r) => ({ values: {}, errors: { ...r.errors, variants: { type: 'custom', message: adminText(VARIANT_MESSAGES.variantOptionsMismatch) } } }) as ResolverResult<Values, ItemValues>,
        );
      return result;
    }),
    defaultValues: defaults(item),
  });
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  const title = useWatch({ control, name: 'title' });
  const state = useWatch({ control, name: 'state' }) ?? 'draft';
  const english = useWatch({ control, name: ['description', 'material', 'size', 'medium_description'] });
  const translations = useWatch({ control, name: 'translations' }) as Translations | undefined;
  const translated: TranslatedField[] = [
    { name: 'title', label: t`Title`, english: title, maxLength: 200 },
    { name: 'description', label: t`Description`, english: english[0], maxLength: 5000, rows: 4 },
    ...(kind === 'artwork' ? [{ name: 'medium_description', label: t`Medium`, english: english[3], maxLength: 500 }] : []),
    { name: 'material', label: t`Material`, english: english[1], maxLength: 200 },
    { name: 'size', label: t`Size`, english: english[2], maxLength: 200 },
  ];
  const optionCount = useWatch({ control, name: 'options' })?.length ?? 0;
  const [slugTouched, setSlugTouched] = useState(Boolean(item));

  // A new item's address follows its title until someone edits the address.
  useEffect(() => {
    if (!slugTouched) setValue('slug', title ? slugify(title) : '');
  }, [title, slugTouched, setValue]);
  // An artwork is one of a kind: it never has a stock count.
  useEffect(() => {
    if (kind === 'artwork') setValue('stock', null);
  }, [kind, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    const refusal = await onSave(values);
    if (refusal) setError('root', { message: refusal });
  });
  const priceHint = canEditPrice ? undefined : t`Only the owner can change prices: ask the owner to change this one.`;
  const path = kind === 'artwork' ? '/artgallery/' : '/store/';

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-5" aria-label={item ? t`Edit ${item.title}` : t`New item`}>
      <FormAlert message={errors.root?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t`Kind`} disabled={Boolean(item)} error={errors.kind?.message} {...register('kind')}>
          {CATALOG_KINDS.map((k) => (
            <option key={k} value={k}>
              {kindLabel(k)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`State`} hint={i18n._(STATE_HINTS[state])} error={errors.state?.message} {...register('state')}>
          {CATALOG_STATES.map((s) => (
            <option key={s} value={s}>
              {i18n._(STATE_LABELS[s])}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label={t`Title`} autoComplete="off" maxLength={200} error={errors.title?.message} {...register('title')} />
      <TextField
        label={t`Address (slug)`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={120}
        hint={item ? t`The page is ${path}<slug>; a changed address still leads here from the old one.` : t`Made from the title; the page will be ${path}<slug>.`}
        error={errors.slug?.message}
        {...register('slug', {
          onChange: () => setSlugTouched(true),
          setValueAs: (v: string) => (v === '' && !item ? undefined : v),
        })}
      />
      <TextAreaField label={t`Description`} rows={6} maxLength={5000} error={errors.description?.message} {...register('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Price (RWF)`} inputMode="numeric" autoComplete="off" disabled={!canEditPrice} hint={priceHint} error={errors.price?.message} {...register('price')} />
        <TextField
          label={t`Compare-at price (RWF)`}
          optional
          inputMode="numeric"
          autoComplete="off"
          disabled={!canEditPrice}
          hint={priceHint ?? t`The former price, shown struck through; more than the price`}
          error={errors.compare_at_price?.message}
          {...register('compare_at_price', { setValueAs: blankToNull })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {kind === 'artwork' ? (
          <div className="rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-700 ring-1 ring-sand-200">
            <p className="font-semibold text-ink-900">{t`One of a kind`}</p>
            <p>{t`An artwork is unique: it is reserved by the first order and sold once.`}</p>
          </div>
        ) : optionCount === 0 ? (
          <div className="grid gap-2">
            <TextField
              label={t`Stock`}
              optional
              inputMode="numeric"
              autoComplete="off"
              hint={t`Units left; empty when made to order (not counted). 0 shows Sold out.`}
              error={errors.stock?.message}
              {...register('stock', { setValueAs: blankToNull })}
            />
            <Button variant="outline" className="justify-self-start" onClick={() => setValue('options', [optionDraft()], { shouldDirty: true })}>
              <BaseIcon.Plus className="size-4" /> {t`Add options (sizes, colours)`}
            </Button>
          </div>
        ) : null}
        <TextField label={t`Category`} autoComplete="off" maxLength={60} hint={t`e.g. custom-shoes, fashion, painting`} error={errors.category?.message} {...register('category')} />
      </div>
      {kind === 'product' && optionCount > 0 ? (
        <VariantEditor form={form as unknown as Parameters<typeof VariantEditor>[0]['form']} canEditPrice={canEditPrice} images={item?.images ?? []} itemPrice={item?.price ?? null} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {kind === 'artwork' ? (
          <>
            <TextField label={t`Artist`} optional autoComplete="off" maxLength={200} error={errors.artist?.message} {...register('artist', { setValueAs: blankToNull })} />
            <TextField
              label={t`Medium`}
              optional
              autoComplete="off"
              maxLength={500}
              hint={t`e.g. Acrylic on canvas`}
              error={errors.medium_description?.message}
              {...register('medium_description', { setValueAs: blankToNull })}
            />
          </>
        ) : null}
        <TextField label={t`Material`} optional autoComplete="off" maxLength={200} error={errors.material?.message} {...register('material', { setValueAs: blankToNull })} />
        <TextField label={t`Size`} optional autoComplete="off" maxLength={200} error={errors.size?.message} {...register('size', { setValueAs: blankToNull })} />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-base text-ink-900">
        <input type="checkbox" className="size-5 accent-clay-600" {...register('washable')} />
        {t`Washable`}
      </label>
      <TranslationFields
        fields={translated}
        values={translations}
        errors={errors.translations as Parameters<typeof TranslationFields>[0]['errors']}
        inputProps={(locale, field) => register(`translations.${locale}.${field}` as 'translations.rw.title')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <SubmitButton
          variant="dark"
          size="lg"
          pending={isSubmitting}
          pendingLabel={
            <>
              <Spinner className="size-4" /> {t`Saving...`}
            </>
          }
          disabled={Boolean(item) && !isDirty}
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
