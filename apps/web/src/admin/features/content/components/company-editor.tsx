import { useState } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import {
  AdminContactItemBody,
  AdminSocialBody,
  AdminTeamMemberBody,
  AdminValueBody,
  contactItemTranslatedFields,
  CONTACT_TYPES,
  TEAM_MEMBER_TRANSLATED_FIELDS,
  VALUE_TRANSLATED_FIELDS,
  type AdminContactItem,
  type AdminTeamMember,
  type AdminValue,
} from '@atelier/contracts';
import { Button, FormActions, SubmitButton } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useSaveBasic, useSaveSocial, type AdminContent } from '../api/content';
import { ImageUpload, type StoredPicture } from './image-upload';
import { OrderedListEditor, blankToNull, card, useEntryForm } from './form-bits';
import { FormTranslationFields, MissingLanguages, translationDefaults } from '@admin/components/translation-fields';

/** The company logo (docs/decisions/104): upload a new one (saved at once) or remove it. */
export function LogoEditor({ basic }: { basic: AdminContent['basic'] }) {
  const save = useSaveBasic();
  const set = async (key: string | null, done: string) => {
    try {
      await save.mutateAsync({ company_logo_key: key });
      toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e, t`The logo could not be saved. Please try again.`));
    }
  };
  return (
    <section aria-labelledby="logo-heading" className={card}>
      <h2 id="logo-heading" className="text-lg font-semibold">
        {t`Logo`}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {basic.company_logo_url ? (
          <img src={basic.company_logo_url} alt={t`${basic.company_name} logo`} className="size-20 rounded-2xl bg-sand-50 object-contain ring-1 ring-sand-200" />
        ) : (
          <p className="text-sm text-ink-600">{t`No logo yet: the shop shows its name instead.`}</p>
        )}
        <div className="flex flex-wrap items-start gap-2">
          <ImageUpload label={basic.company_logo_url ? t`Replace the logo` : t`Upload a logo`} folder="content" disabled={save.isPending} onUploaded={(p) => void set(p.key, t`Logo saved`)} />
          {basic.company_logo_url ? (
            <Button size="sm" variant="danger" disabled={save.isPending} onClick={() => void set(null, t`Logo removed`)}>
              {t`Remove logo`}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

type SocialValues = z.input<typeof AdminSocialBody>;

/** Social links (PUT /api/admin/content/social): every network's https address, the WhatsApp number and the Instagram name. */
export function SocialForm({ social }: { social: AdminContent['social'] }) {
  const save = useSaveSocial();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SocialValues, unknown, z.output<typeof AdminSocialBody>>({ resolver: translatedResolver(zodResolver(AdminSocialBody)), defaultValues: social });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t`Social links saved`);
    } catch (error) {
      setError('root', { message: errorMessage(error, t`The social links could not be saved. Please try again.`) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className={card} aria-labelledby="social-heading">
      <h2 id="social-heading" className="text-lg font-semibold">
        {t`Social links`}
      </h2>
      <FormAlert message={errors.root?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t`WhatsApp link`} type="url" autoComplete="off" error={errors.whatsapp?.url?.message} {...register('whatsapp.url')} />
        <TextField label={t`WhatsApp number`} optional type="tel" autoComplete="off" error={errors.whatsapp?.phone?.message} {...register('whatsapp.phone')} />
        <TextField label={t`Instagram link`} type="url" autoComplete="off" error={errors.instagram?.url?.message} {...register('instagram.url')} />
        <TextField label={t`Instagram profile`} type="url" autoComplete="off" error={errors.instagram?.profileUrl?.message} {...register('instagram.profileUrl')} />
        <TextField label={t`Instagram username`} optional autoComplete="off" error={errors.instagram?.username?.message} {...register('instagram.username')} />
        <TextField label={t`Facebook link`} type="url" autoComplete="off" error={errors.facebook?.url?.message} {...register('facebook.url')} />
        <TextField label={t`X (Twitter) link`} type="url" autoComplete="off" error={errors.twitter?.url?.message} {...register('twitter.url')} />
        <TextField label={t`LinkedIn link`} type="url" autoComplete="off" error={errors.linkedin?.url?.message} {...register('linkedin.url')} />
      </div>
      <SubmitButton variant="dark" pending={isSubmitting} className="justify-self-start">
        {t`Save social links`}
      </SubmitButton>
    </form>
  );
}

/** A contact item's type names, read with `i18n._`. */
const CONTACT_TYPE_LABELS: Record<(typeof CONTACT_TYPES)[number], MessageDescriptor> = {
  email: msg({ context: 'contact type', message: 'E-mail' }),
  support_email: msg({ context: 'contact type', message: 'Support e-mail' }),
  sales_email: msg({ context: 'contact type', message: 'Sales e-mail' }),
  press_email: msg({ context: 'contact type', message: 'Press e-mail' }),
  phone: msg({ context: 'contact type', message: 'Phone' }),
  emergency_contact: msg({ context: 'contact type', message: 'Emergency contact' }),
  whatsapp: msg({ context: 'contact type', message: 'WhatsApp' }),
  address: msg({ context: 'contact type', message: 'Address' }),
  business_hours: msg({ context: 'contact type', message: 'Opening hours' }),
  website: msg({ context: 'contact type', message: 'Website' }),
  other: msg({ context: 'contact type', message: 'Other' }),
};
/** A contact type's name in the active language, or the raw type when it has none. */
const contactTypeLabel = (type: string) => {
  const label = (CONTACT_TYPE_LABELS as Record<string, MessageDescriptor | undefined>)[type];
  return label ? i18n._(label) : type;
};

type ContactValues = z.input<typeof AdminContactItemBody>;

/** Add or edit a contact item: type, what customers read (also in Kinyarwanda and French), its value, and whether it is the main one. */
function ContactItemForm({ item, onDone }: { item?: AdminContactItem; onDone: () => void }) {
  const { form, onSubmit } = useEntryForm(
    'contact-items',
    AdminContactItemBody,
    item,
    {
      contact_type: (item?.contact_type as ContactValues['contact_type'] | undefined) ?? 'email',
      display_name: item?.display_name ?? '',
      contact_value: item?.contact_value ?? '',
      is_primary: item?.is_primary ?? false,
      // A value in words (the opening hours) is written per language too; a number is not, so it is not sent.
      translations: translationDefaults(item?.translations, contactItemTranslatedFields(item?.contact_type ?? '')),
    },
    { saved: t`Contact item saved`, added: t`Contact item added`, failed: t`The contact item could not be saved. Please try again.` },
    onDone,
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const contactType = useWatch({ control: form.control, name: 'contact_type' }) ?? '';
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={item ? t`Edit contact item: ${item.display_name}` : t`New contact item`}>
      <FormAlert message={errors.root?.message} />
      <SelectField label={t`Type`} error={errors.contact_type?.message} {...register('contact_type')}>
        {CONTACT_TYPES.map((type) => (
          <option key={type} value={type}>
            {contactTypeLabel(type)}
          </option>
        ))}
      </SelectField>
      <TextField label={t`Name shown`} autoComplete="off" hint={t`e.g. Sales, Studio, Weekdays`} error={errors.display_name?.message} {...register('display_name')} />
      <TextField label={t`Value`} autoComplete="off" hint={t`The address, number or hours`} error={errors.contact_value?.message} {...register('contact_value')} />
      <FormTranslationFields
        form={form}
        fields={[
          { name: 'display_name', label: t`Name shown`, maxLength: 100 },
          // The opening hours are words: a visitor reads them in her language (docs/decisions/112).
          ...(contactItemTranslatedFields(contactType).includes('contact_value') ? [{ name: 'contact_value', label: t`Value`, maxLength: 300 }] : []),
        ]}
      />
      <label className="flex min-h-11 items-center gap-3 text-base text-ink-900">
        <input type="checkbox" className="size-5 accent-clay-600" {...register('is_primary')} />
        {t`The main one of its type`}
      </label>
      <FormActions submitLabel={item ? t`Save contact item` : t`Add contact item`} pending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

type TeamValues = z.input<typeof AdminTeamMemberBody>;
/** A team member's photo in the form: the stored one kept, a new upload, or none. */
type Photo = { kind: 'keep'; url: string } | { kind: 'new'; picture: StoredPicture } | { kind: 'none' };

/** Add or edit a team member: name, role, bio and photo (uploaded first, then sent by its key). */
function TeamMemberForm({ member, onDone }: { member?: AdminTeamMember; onDone: () => void }) {
  const [photo, setPhoto] = useState<Photo>(member?.profile_image_url ? { kind: 'keep', url: member.profile_image_url } : { kind: 'none' });
  const { form, onSubmit } = useEntryForm(
    'team',
    AdminTeamMemberBody,
    member,
    { name: member?.name ?? '', role: member?.role ?? '', bio: member?.bio ?? '', translations: translationDefaults(member?.translations, TEAM_MEMBER_TRANSLATED_FIELDS) } satisfies TeamValues,
    { saved: t`Team member saved`, added: t`Team member added`, failed: t`The team member could not be saved. Please try again.` },
    onDone,
  );
  const {
    register,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const choose = (next: Photo) => {
    setPhoto(next);
    // A kept photo is not sent (PATCH leaves it); a new one by its key; none as null.
    setValue('profile_image_key', next.kind === 'new' ? next.picture.key : next.kind === 'none' ? null : undefined, { shouldDirty: true });
  };
  const url = photo.kind === 'keep' ? photo.url : photo.kind === 'new' ? photo.picture.url : null;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={member ? t`Edit team member: ${member.name}` : t`New team member`}>
      <FormAlert message={errors.root?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t`Name`} autoComplete="off" maxLength={100} error={errors.name?.message} {...register('name')} />
        <TextField label={t`Role`} autoComplete="off" maxLength={100} error={errors.role?.message} {...register('role')} />
      </div>
      <TextAreaField label={t`Bio`} optional maxLength={2000} error={errors.bio?.message} {...register('bio')} />
      <FormTranslationFields
        form={form}
        fields={[
          { name: 'role', label: t`Role`, maxLength: 100 },
          { name: 'bio', label: t`Bio`, maxLength: 2000, rows: 4 },
        ]}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">
          {t`Photo`} <span className="font-normal text-ink-600">{t`(optional)`}</span>
        </legend>
        {url ? (
          <div className="flex flex-wrap items-center gap-3">
            <img src={url} alt={member ? t`Photo of ${member.name}` : t`Photo of the new team member`} className="size-20 rounded-full object-cover" />
            <Button size="sm" variant="danger" onClick={() => choose({ kind: 'none' })}>
              {t`Remove photo`}
            </Button>
          </div>
        ) : null}
        <ImageUpload label={url ? t`Replace the photo` : t`Choose a photo`} folder="content" onUploaded={(picture) => choose({ kind: 'new', picture })} />
      </fieldset>
      <FormActions submitLabel={member ? t`Save team member` : t`Add team member`} pending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

type ValueValues = z.input<typeof AdminValueBody>;

/** Add or edit a company value: title and description (also in Kinyarwanda and French), and an optional icon name. */
function ValueForm({ value, onDone }: { value?: AdminValue; onDone: () => void }) {
  const { form, onSubmit } = useEntryForm(
    'values',
    AdminValueBody,
    value,
    {
      title: value?.title ?? '',
      description: value?.description ?? '',
      icon: value?.icon ?? null,
      translations: translationDefaults(value?.translations, VALUE_TRANSLATED_FIELDS),
    } satisfies ValueValues,
    { saved: t`Value saved`, added: t`Value added`, failed: t`The value could not be saved. Please try again.` },
    onDone,
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={value ? t`Edit value: ${value.title}` : t`New value`}>
      <FormAlert message={errors.root?.message} />
      <TextField label={t`Title`} autoComplete="off" maxLength={100} error={errors.title?.message} {...register('title')} />
      <TextAreaField label={t`Description`} maxLength={1000} error={errors.description?.message} {...register('description')} />
      <TextField label={t`Icon`} optional autoComplete="off" hint={t`A name such as "heart"`} error={errors.icon?.message} {...register('icon', { setValueAs: blankToNull })} />
      <FormTranslationFields
        form={form}
        fields={[
          { name: 'title', label: t`Title`, maxLength: 100 },
          { name: 'description', label: t`Description`, maxLength: 1000, rows: 3 },
        ]}
      />
      <FormActions submitLabel={value ? t`Save value` : t`Add value`} pending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

/** The company page's lists: contact items, team members with photos, and values. */
export function CompanyLists({ content }: { content: AdminContent }) {
  return (
    <>
      <OrderedListEditor
        list="contact-items"
        title={t`Contact details`}
        texts={{
          add: t`Add contact item`,
          none: t`No contact items yet`,
          deleted: t`Contact item deleted`,
          reorderFailed: t`The contact items could not be reordered. Please try again.`,
          deleteFailed: t`The contact item could not be deleted. Please try again.`,
          confirmDelete: (name) => t`Delete the contact item "${name}"?`,
        }}
        items={content.contact_items}
        nameOf={(i) => i.display_name}
        summary={(i) => (
          <p>
            <span className="font-medium">{i.display_name}</span>{' '}
            <span className="text-ink-600">
              ({contactTypeLabel(i.contact_type)}
              {i.is_primary ? t`, main` : ''})
            </span>
            <br />
            <span className="break-all text-ink-700">{i.contact_value}</span>
            <MissingLanguages locales={i.missing_translations} className="mt-1 block" />
          </p>
        )}
        form={(item, onDone) => <ContactItemForm item={item} onDone={onDone} />}
        emptyText={t`Add the e-mail, phone, address and opening hours customers see on the contact and legal pages.`}
      />
      <OrderedListEditor
        list="team"
        title={t`Team`}
        texts={{
          add: t`Add team member`,
          none: t`No team members yet`,
          deleted: t`Team member deleted`,
          reorderFailed: t`The team members could not be reordered. Please try again.`,
          deleteFailed: t`The team member could not be deleted. Please try again.`,
          confirmDelete: (name) => t`Delete the team member "${name}"?`,
        }}
        items={content.team}
        nameOf={(m) => m.name}
        summary={(m) => (
          <div className="flex items-center gap-3">
            {m.profile_image_url ? <img src={m.profile_image_url} alt="" className="size-12 rounded-full object-cover" loading="lazy" /> : null}
            <p>
              <span className="font-medium">{m.name}</span>
              <br />
              <span className="text-sm text-ink-600">{m.role}</span>
              <MissingLanguages locales={m.missing_translations} className="mt-1 block" />
            </p>
          </div>
        )}
        form={(member, onDone) => <TeamMemberForm member={member} onDone={onDone} />}
        emptyText={t`Add the people behind the studio; they show on the about page.`}
      />
      <OrderedListEditor
        list="values"
        title={t`Values`}
        texts={{
          add: t`Add value`,
          none: t`No values yet`,
          deleted: t`Value deleted`,
          reorderFailed: t`The values could not be reordered. Please try again.`,
          deleteFailed: t`The value could not be deleted. Please try again.`,
          confirmDelete: (name) => t`Delete the value "${name}"?`,
        }}
        items={content.values}
        nameOf={(v) => v.title}
        summary={(v) => (
          <p>
            <span className="font-medium">{v.title}</span>
            <br />
            <span className="text-sm text-ink-600">{v.description}</span>
            <MissingLanguages locales={v.missing_translations} className="mt-1 block" />
          </p>
        )}
        form={(value, onDone) => <ValueForm value={value} onDone={onDone} />}
        emptyText={t`Add what the studio stands for.`}
      />
    </>
  );
}
