import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { AdminServiceBody, SERVICE_TRANSLATED_FIELDS, type AdminService, type Translations } from '@atelier/contracts';
import { Button, FormActions } from '@/components/button';
import { TextAreaField, TextField } from '@/components/field';
import { PageSpinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useAddService, useEditService, useReorderServices, useServices } from '../api/content';
import { ImageUpload, type StoredPicture } from './image-upload';
import { RowActions, card } from './form-bits';
import { FormTranslationFields, MissingLanguages, translationDefaults } from '@admin/components/translation-fields';

/** "Kigali, Musanze" → ["Kigali", "Musanze"] (blank parts dropped). */
const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The service form's fields as typed (lists as comma-separated text, places as text), turned into
 * the body of POST/PATCH /api/admin/services and checked by its schema, so each field shows the
 * server's own message. `hidden` is left out: the list's Hide/Show button owns it.
 */
const ServiceBody = AdminServiceBody.omit({ hidden: true });
const ServiceFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    button_label: z.string(),
    target: z.string(),
    featured: z.boolean(),
    locations: z.string(),
    types: z.string(),
    image_key: z.string().nullable(),
    places_per_slot: z.string(),
    translations: z.custom<Translations>().optional(),
  })
  .transform((v, ctx) => {
    const checked = ServiceBody.safeParse({
      ...v,
      slug: v.slug.trim() || undefined,
      target: v.target.trim() || null,
      locations: listOf(v.locations),
      types: listOf(v.types),
      places_per_slot: v.places_per_slot.trim() === '' ? null : v.places_per_slot.trim(),
    });
    if (checked.success) return checked.data;
    // Each message goes to the field it is about (a list's entry to the list's text box).
    // A translation's message goes to its language's field (translations.fr.name).
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, issue.path[0] === 'translations' ? 3 : 1) });
    return z.NEVER;
  });
type ServiceValues = z.input<typeof ServiceFormSchema>;

/** Add (no `service`) or edit a service: name, address, description, button (and their Kinyarwanda and French), link, places, types, picture. */
function ServiceEditForm({ service, onDone }: { service?: AdminService; onDone: () => void }) {
  const add = useAddService();
  const edit = useEditService();
  const [picture, setPicture] = useState<StoredPicture | null>(service?.image_key ? { key: service.image_key, url: service.image ?? '' } : null);
  const form = useForm<ServiceValues, unknown, z.output<typeof ServiceFormSchema>>({
    resolver: translatedResolver(zodResolver(ServiceFormSchema)),
    defaultValues: {
      name: service?.name ?? '',
      slug: service?.slug ?? '',
      description: service?.description ?? '',
      button_label: service?.button_label ?? 'Book now',
      // A new service's button opens the booking form with it chosen (the services page shows no button without a link).
      target: service ? (service.target ?? '') : '/book',
      featured: service?.featured ?? false,
      locations: service?.locations.join(', ') ?? '',
      types: service?.types.join(', ') ?? '',
      image_key: service?.image_key ?? null,
      places_per_slot: service?.places_per_slot == null ? '' : String(service.places_per_slot),
      translations: translationDefaults(service?.translations, SERVICE_TRANSLATED_FIELDS),
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const choose = (next: StoredPicture | null) => {
    setPicture(next);
    setValue('image_key', next?.key ?? null, { shouldDirty: true });
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (service) await edit.mutateAsync({ id: service.id, ...values });
      else await add.mutateAsync(values);
      toast.success(service ? t`Service saved` : t`Service added`);
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error, t`The service could not be saved. Please try again.`) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={service ? t`Edit service: ${service.name}` : t`New service`}>
      <FormAlert message={errors.root?.message} />
      <TextField label={t`Name`} autoComplete="off" maxLength={100} error={errors.name?.message} {...register('name')} />
      <TextField
        label={t`Address`}
        optional
        autoComplete="off"
        maxLength={80}
        hint={t`The end of its link, such as custom-tailoring; made from the name when empty`}
        error={errors.slug?.message}
        {...register('slug')}
      />
      <TextAreaField label={t`Description`} maxLength={2000} error={errors.description?.message} {...register('description')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t`Button label`} autoComplete="off" maxLength={50} error={errors.button_label?.message} {...register('button_label')} />
        <TextField label={t`Button link`} optional autoComplete="off" hint={t`A page such as /book, or an https:// address`} error={errors.target?.message} {...register('target')} />
        <TextField label={t`Locations`} optional autoComplete="off" hint={t`Separated by commas: Studio, At your home`} error={errors.locations?.message} {...register('locations')} />
        <TextField label={t`Types`} optional autoComplete="off" hint={t`Separated by commas: Fitting, Consultation`} error={errors.types?.message} {...register('types')} />
        <TextField
          label={t`Places per slot`}
          optional
          inputMode="numeric"
          hint={t`People one half-hour slot takes; empty: the shop's default`}
          error={errors.places_per_slot?.message}
          {...register('places_per_slot')}
        />
      </div>
      <FormTranslationFields
        form={form}
        fields={[
          { name: 'name', label: t`Name`, maxLength: 100 },
          { name: 'description', label: t`Description`, maxLength: 2000, rows: 4 },
          { name: 'button_label', label: t`Button label`, maxLength: 50 },
        ]}
      />
      <label className="flex min-h-11 items-center gap-3 text-base text-ink-900">
        <input type="checkbox" className="size-5 accent-clay-600" {...register('featured')} />
        {t`Featured on the services page`}
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">
          {t`Picture`} <span className="font-normal text-ink-600">{t`(optional)`}</span>
        </legend>
        {picture ? (
          <div className="flex flex-wrap items-center gap-3">
            <img src={picture.url} alt={service ? t`Picture of ${service.name}` : t`Picture of the new service`} className="h-20 w-32 rounded-lg object-cover" />
            <Button size="sm" variant="danger" onClick={() => choose(null)}>
              {t`Remove picture`}
            </Button>
          </div>
        ) : null}
        <ImageUpload label={picture ? t`Replace the picture` : t`Choose a picture`} folder="services" onUploaded={choose} />
      </fieldset>
      <FormActions submitLabel={service ? t`Save service` : t`Add service`} pending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

/** The bookable services (docs/decisions/102, 104): add, edit, hide or show, reorder. Services are never deleted (bookings name them). */
export function ServicesEditor() {
  const { data: services, error, isPending, refetch } = useServices();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const edit = useEditService();
  const reorder = useReorderServices();
  const busy = edit.isPending || reorder.isPending;
  const run = async (write: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await write();
      toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e, failed));
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = services!.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    return run(() => reorder.mutateAsync(ids), t`Services reordered`, t`The services could not be reordered. Please try again.`);
  };
  return (
    <section aria-labelledby="services-heading" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="services-heading" className="text-lg font-semibold">
          {t`Services`}
        </h2>
        {editing !== 'new' && !isPending && !error ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            {t`Add service`}
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? (
        <div className="rounded-xl p-3 ring-2 ring-clay-600">
          <ServiceEditForm onDone={() => setEditing(null)} />
        </div>
      ) : null}
      {isPending ? (
        <PageSpinner label={t`Loading the services...`} />
      ) : error ? (
        <ErrorState title={t`The services could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : services.length === 0 ? (
        <EmptyState title={t`No services yet`}>{t`Add what customers can book; it shows on the services page.`}</EmptyState>
      ) : (
        <ol className="grid gap-3" aria-busy={busy || undefined}>
          {services.map((service, index) => (
            <li key={service.id} className="rounded-xl p-3 ring-1 ring-sand-200">
              {editing === service.id ? (
                <ServiceEditForm service={service} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  {service.image ? <img src={service.image} alt="" className="h-12 w-20 rounded-lg object-cover" loading="lazy" /> : null}
                  <div className="min-w-48 flex-1">
                    <p className="font-medium">{service.name}</p>
                    <p className="text-sm text-ink-600">
                      /{service.slug}
                      {service.places_per_slot ? ` · ${t`${service.places_per_slot} per slot`}` : ''}
                      {service.featured ? ` · ${t`featured`}` : ''}
                    </p>
                    {service.hidden ? <p className="text-sm text-ink-600">{t`Hidden: not offered or bookable`}</p> : null}
                    <MissingLanguages locales={service.missing_translations} className="mt-1 block" />
                  </div>
                  <RowActions
                    name={service.name}
                    busy={busy}
                    hidden={service.hidden}
                    first={index === 0}
                    last={index === services.length - 1}
                    onEdit={() => setEditing(service.id)}
                    onToggleHidden={() =>
                      void run(
                        () => edit.mutateAsync({ id: service.id, hidden: !service.hidden }),
                        service.hidden ? t`Service shown` : t`Service hidden`,
                        t`The service could not be changed. Please try again.`,
                      )
                    }
                    onMove={(by) => void move(index, by)}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
