import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import {
  AdminContactItemBody,
  AdminSocialBody,
  AdminTeamMemberBody,
  AdminValueBody,
  CONTACT_TYPES,
  type AdminContactItem,
  type AdminTeamMember,
  type AdminValue,
} from '@atelier/contracts';
import { Button, FormActions } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { errorMessage } from '@/lib/api-client';
import { useAddEntry, useEditEntry, useSaveBasic, useSaveSocial, type AdminContent } from '../api/content';
import { ImageUpload, type StoredPicture } from './image-upload';
import { OrderedListEditor, RootError, blankToNull, card } from './form-bits';

/** The company logo (issue 15 "Content"): upload a new one (saved at once) or remove it. */
export function LogoEditor({ basic }: { basic: AdminContent['basic'] }) {
  const save = useSaveBasic();
  const set = async (key: string | null, done: string) => {
    try {
      await save.mutateAsync({ company_logo_key: key });
      toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e, 'The logo could not be saved. Please try again.'));
    }
  };
  return (
    <section aria-labelledby="logo-heading" className={card}>
      <h2 id="logo-heading" className="text-lg font-semibold">
        Logo
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {basic.company_logo_url ? (
          <img src={basic.company_logo_url} alt={`${basic.company_name} logo`} className="size-20 rounded-2xl bg-sand-50 object-contain ring-1 ring-sand-200" />
        ) : (
          <p className="text-sm text-ink-600">No logo yet: the shop shows its name instead.</p>
        )}
        <div className="flex flex-wrap items-start gap-2">
          <ImageUpload label={basic.company_logo_url ? 'Replace the logo' : 'Upload a logo'} folder="content" disabled={save.isPending} onUploaded={(p) => void set(p.key, 'Logo saved')} />
          {basic.company_logo_url ? (
            <Button size="sm" variant="danger" disabled={save.isPending} onClick={() => void set(null, 'Logo removed')}>
              Remove logo
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
  } = useForm<SocialValues, unknown, z.output<typeof AdminSocialBody>>({ resolver: zodResolver(AdminSocialBody), defaultValues: social });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success('Social links saved');
    } catch (error) {
      setError('root', { message: errorMessage(error, 'The social links could not be saved. Please try again.') });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className={card} aria-labelledby="social-heading">
      <h2 id="social-heading" className="text-lg font-semibold">
        Social links
      </h2>
      <RootError message={errors.root?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="WhatsApp link" type="url" autoComplete="off" error={errors.whatsapp?.url?.message} {...register('whatsapp.url')} />
        <TextField label="WhatsApp number" optional type="tel" autoComplete="off" error={errors.whatsapp?.phone?.message} {...register('whatsapp.phone')} />
        <TextField label="Instagram link" type="url" autoComplete="off" error={errors.instagram?.url?.message} {...register('instagram.url')} />
        <TextField label="Instagram profile" type="url" autoComplete="off" error={errors.instagram?.profileUrl?.message} {...register('instagram.profileUrl')} />
        <TextField label="Instagram username" optional autoComplete="off" error={errors.instagram?.username?.message} {...register('instagram.username')} />
        <TextField label="Facebook link" type="url" autoComplete="off" error={errors.facebook?.url?.message} {...register('facebook.url')} />
        <TextField label="X (Twitter) link" type="url" autoComplete="off" error={errors.twitter?.url?.message} {...register('twitter.url')} />
        <TextField label="LinkedIn link" type="url" autoComplete="off" error={errors.linkedin?.url?.message} {...register('linkedin.url')} />
      </div>
      <Button type="submit" variant="dark" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Saving...' : 'Save social links'}
      </Button>
    </form>
  );
}

const CONTACT_TYPE_LABELS: Record<(typeof CONTACT_TYPES)[number], string> = {
  email: 'E-mail',
  support_email: 'Support e-mail',
  sales_email: 'Sales e-mail',
  press_email: 'Press e-mail',
  phone: 'Phone',
  emergency_contact: 'Emergency contact',
  whatsapp: 'WhatsApp',
  address: 'Address',
  business_hours: 'Opening hours',
  website: 'Website',
  other: 'Other',
};

type ContactValues = z.input<typeof AdminContactItemBody>;

/** Add or edit a contact item: type, what customers read, its value, and whether it is the main one. */
function ContactItemForm({ item, onDone }: { item?: AdminContactItem; onDone: () => void }) {
  const add = useAddEntry<z.output<typeof AdminContactItemBody>>('contact-items');
  const edit = useEditEntry<z.output<typeof AdminContactItemBody>>('contact-items');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, z.output<typeof AdminContactItemBody>>({
    resolver: zodResolver(AdminContactItemBody),
    defaultValues: {
      contact_type: (item?.contact_type as ContactValues['contact_type'] | undefined) ?? 'email',
      display_name: item?.display_name ?? '',
      contact_value: item?.contact_value ?? '',
      is_primary: item?.is_primary ?? false,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (item) await edit.mutateAsync({ id: item.id, body: values });
      else await add.mutateAsync(values);
      toast.success(item ? 'Contact item saved' : 'Contact item added');
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error, 'The contact item could not be saved. Please try again.') });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={item ? `Edit contact item: ${item.display_name}` : 'New contact item'}>
      <RootError message={errors.root?.message} />
      <SelectField label="Type" error={errors.contact_type?.message} {...register('contact_type')}>
        {CONTACT_TYPES.map((type) => (
          <option key={type} value={type}>
            {CONTACT_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextField label="Name shown" autoComplete="off" hint="e.g. Sales, Studio, Weekdays" error={errors.display_name?.message} {...register('display_name')} />
      <TextField label="Value" autoComplete="off" hint="The address, number or hours" error={errors.contact_value?.message} {...register('contact_value')} />
      <label className="flex min-h-11 items-center gap-3 text-base text-ink-900">
        <input type="checkbox" className="size-5 accent-clay-600" {...register('is_primary')} />
        The main one of its type
      </label>
      <FormActions submitLabel={item ? 'Save contact item' : 'Add contact item'} pending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

type TeamValues = z.input<typeof AdminTeamMemberBody>;
/** A team member's photo in the form: the stored one kept, a new upload, or none. */
type Photo = { kind: 'keep'; url: string } | { kind: 'new'; picture: StoredPicture } | { kind: 'none' };

/** Add or edit a team member: name, role, bio and photo (uploaded first, then sent by its key). */
function TeamMemberForm({ member, onDone }: { member?: AdminTeamMember; onDone: () => void }) {
  const add = useAddEntry<z.output<typeof AdminTeamMemberBody>>('team');
  const edit = useEditEntry<z.output<typeof AdminTeamMemberBody>>('team');
  const [photo, setPhoto] = useState<Photo>(member?.profile_image_url ? { kind: 'keep', url: member.profile_image_url } : { kind: 'none' });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TeamValues, unknown, z.output<typeof AdminTeamMemberBody>>({
    resolver: zodResolver(AdminTeamMemberBody),
    defaultValues: { name: member?.name ?? '', role: member?.role ?? '', bio: member?.bio ?? '' },
  });
  const choose = (next: Photo) => {
    setPhoto(next);
    // A kept photo is not sent (PATCH leaves it); a new one by its key; none as null.
    setValue('profile_image_key', next.kind === 'new' ? next.picture.key : next.kind === 'none' ? null : undefined, { shouldDirty: true });
  };
  const url = photo.kind === 'keep' ? photo.url : photo.kind === 'new' ? photo.picture.url : null;
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (member) await edit.mutateAsync({ id: member.id, body: values });
      else await add.mutateAsync(values);
      toast.success(member ? 'Team member saved' : 'Team member added');
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error, 'The team member could not be saved. Please try again.') });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={member ? `Edit team member: ${member.name}` : 'New team member'}>
      <RootError message={errors.root?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" maxLength={100} error={errors.name?.message} {...register('name')} />
        <TextField label="Role" autoComplete="off" maxLength={100} error={errors.role?.message} {...register('role')} />
      </div>
      <TextAreaField label="Bio" optional maxLength={2000} error={errors.bio?.message} {...register('bio')} />
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">
          Photo <span className="font-normal text-ink-600">(optional)</span>
        </legend>
        {url ? (
          <div className="flex flex-wrap items-center gap-3">
            <img src={url} alt={`Photo of ${member?.name ?? 'the new team member'}`} className="size-20 rounded-full object-cover" />
            <Button size="sm" variant="danger" onClick={() => choose({ kind: 'none' })}>
              Remove photo
            </Button>
          </div>
        ) : null}
        <ImageUpload label={url ? 'Replace the photo' : 'Choose a photo'} folder="content" onUploaded={(picture) => choose({ kind: 'new', picture })} />
      </fieldset>
      <FormActions submitLabel={member ? 'Save team member' : 'Add team member'} pending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

type ValueValues = z.input<typeof AdminValueBody>;

/** Add or edit a company value: title, description and an optional icon name. */
function ValueForm({ value, onDone }: { value?: AdminValue; onDone: () => void }) {
  const add = useAddEntry<z.output<typeof AdminValueBody>>('values');
  const edit = useEditEntry<z.output<typeof AdminValueBody>>('values');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ValueValues, unknown, z.output<typeof AdminValueBody>>({
    resolver: zodResolver(AdminValueBody),
    defaultValues: { title: value?.title ?? '', description: value?.description ?? '', icon: value?.icon ?? null },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (value) await edit.mutateAsync({ id: value.id, body: values });
      else await add.mutateAsync(values);
      toast.success(value ? 'Value saved' : 'Value added');
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error, 'The value could not be saved. Please try again.') });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={value ? `Edit value: ${value.title}` : 'New value'}>
      <RootError message={errors.root?.message} />
      <TextField label="Title" autoComplete="off" maxLength={100} error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Description" maxLength={1000} error={errors.description?.message} {...register('description')} />
      <TextField label="Icon" optional autoComplete="off" hint='A name such as "heart"' error={errors.icon?.message} {...register('icon', { setValueAs: blankToNull })} />
      <FormActions submitLabel={value ? 'Save value' : 'Add value'} pending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

/** The company page's lists: contact items, team members with photos, and values. */
export function CompanyLists({ content }: { content: AdminContent }) {
  return (
    <>
      <OrderedListEditor
        list="contact-items"
        title="Contact details"
        noun="contact item"
        items={content.contact_items}
        nameOf={(i) => i.display_name}
        summary={(i) => (
          <p>
            <span className="font-medium">{i.display_name}</span> <span className="text-ink-600">({CONTACT_TYPE_LABELS[i.contact_type as keyof typeof CONTACT_TYPE_LABELS] ?? i.contact_type}{i.is_primary ? ', main' : ''})</span>
            <br />
            <span className="break-all text-ink-700">{i.contact_value}</span>
          </p>
        )}
        form={(item, onDone) => <ContactItemForm item={item} onDone={onDone} />}
        emptyText="Add the e-mail, phone, address and opening hours customers see on the contact and legal pages."
      />
      <OrderedListEditor
        list="team"
        title="Team"
        noun="team member"
        items={content.team}
        nameOf={(m) => m.name}
        summary={(m) => (
          <div className="flex items-center gap-3">
            {m.profile_image_url ? <img src={m.profile_image_url} alt="" className="size-12 rounded-full object-cover" loading="lazy" /> : null}
            <p>
              <span className="font-medium">{m.name}</span>
              <br />
              <span className="text-sm text-ink-600">{m.role}</span>
            </p>
          </div>
        )}
        form={(member, onDone) => <TeamMemberForm member={member} onDone={onDone} />}
        emptyText="Add the people behind the studio; they show on the about page."
      />
      <OrderedListEditor
        list="values"
        title="Values"
        noun="value"
        items={content.values}
        nameOf={(v) => v.title}
        summary={(v) => (
          <p>
            <span className="font-medium">{v.title}</span>
            <br />
            <span className="text-sm text-ink-600">{v.description}</span>
          </p>
        )}
        form={(value, onDone) => <ValueForm value={value} onDone={onDone} />}
        emptyText="Add what the studio stands for."
      />
    </>
  );
}
