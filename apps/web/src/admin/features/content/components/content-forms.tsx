import { msg, t } from '@lingui/core/macro';
import { Controller, useForm, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { AdminBasicBody, AdminFaqBody, AdminSectionBody, BASIC_TRANSLATED_FIELDS, FAQ_TRANSLATED_FIELDS, SECTION_TRANSLATED_FIELDS, type AdminFaq, type AdminSection } from '@atelier/contracts';
import { Button, SubmitButton } from '@/components/button';
import { TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { OrderedListEditor, card, useEntryForm } from './form-bits';
import { RichTextField } from '@admin/components/rich-text-editor';
import { FormTranslationFields, MissingLanguages, translationDefaults } from '@admin/components/translation-fields';
import { useSaveBasic, useSaveSection, type AdminContent } from '../api/content';

/** Shown above the rich-text fields: what the editor keeps and what the server removes. */
export const HTML_HINT = msg`Format long texts with the toolbar, or paste HTML with "Edit HTML"; "Preview" shows them as customers will. Anything unsafe is removed when saved.`;

/** A react-hook-form field shown as the back office's rich-text editor (HTML in the form's value). */
function RichTextController<T extends FieldValues>({
  control,
  name,
  label,
  optional,
  previewTitle,
  previewPlace,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  optional?: boolean;
  previewTitle?: string;
  previewPlace?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextField
          label={label}
          optional={optional}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          previewTitle={previewTitle}
          previewPlace={previewPlace}
        />
      )}
    />
  );
}

type FaqValues = z.input<typeof AdminFaqBody>;

/** The question-and-answer form, for a new FAQ (`faq` undefined) or an existing one; both also in Kinyarwanda and French (the answers' HTML is sanitised like the English). */
function FaqForm({ faq, onDone }: { faq?: AdminFaq; onDone: () => void }) {
  const { form, onSubmit, pending } = useEntryForm(
    'faqs',
    AdminFaqBody,
    faq,
    { title: faq?.title ?? '', content: faq?.content ?? '', translations: translationDefaults(faq?.translations, FAQ_TRANSLATED_FIELDS) } satisfies FaqValues,
    { saved: t`FAQ saved`, added: t`FAQ added`, failed: t`The FAQ could not be saved. Please try again.` },
    onDone,
  );
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const title = useWatch({ control, name: 'title' });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={faq ? t`Edit FAQ: ${faq.title}` : t`New FAQ`}>
      <FormAlert message={errors.root?.message} />
      <TextField label={t`Question`} error={errors.title?.message} {...register('title')} />
      <RichTextController control={control} name="content" label={t`Answer`} previewTitle={title} previewPlace={t`the help page`} />
      <FormTranslationFields
        form={form}
        fields={[
          { name: 'title', label: t`Question`, maxLength: 300 },
          { name: 'content', label: t`Answer (text or HTML)`, maxLength: 50_000, rows: 5 },
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="dark" size="sm" pending={pending}>
          {faq ? t`Save FAQ` : t`Add FAQ`}
        </SubmitButton>
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={pending}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}

/** The help center's FAQs: list, add, edit, delete, and move up or down (PUT …/faqs/order). */
export function FaqsEditor({ faqs }: { faqs: AdminFaq[] }) {
  return (
    <OrderedListEditor
      list="faqs"
      title={t`Help center FAQs`}
      texts={{
        add: t`Add FAQ`,
        none: t`No FAQs yet`,
        deleted: t`FAQ deleted`,
        reorderFailed: t`The FAQs could not be reordered. Please try again.`,
        deleteFailed: t`The FAQ could not be deleted. Please try again.`,
        // The catalogs' message reads the title from the entry ({0}).
        confirmDelete: (_name, faq) => t`Delete the FAQ "${faq.title}"?`,
      }}
      items={faqs}
      nameOf={(faq) => faq.title}
      summary={(faq) => (
        <>
          <p className="font-medium">{faq.title}</p>
          <MissingLanguages locales={faq.missing_translations} />
        </>
      )}
      form={(faq, onDone) => <FaqForm faq={faq} onDone={onDone} />}
      emptyText={t`Add the questions customers ask most; they appear on the help page.`}
    />
  );
}

type SectionValues = z.input<typeof AdminSectionBody>;

/** One section (terms, legal, help introduction, privacy): its title and HTML, also in Kinyarwanda and French, saved with PUT …/sections/{key}. */
export function SectionForm({ section, label, previewPlace }: { section: AdminSection; label: string; previewPlace?: string }) {
  const save = useSaveSection();
  const form = useForm<SectionValues, unknown, z.output<typeof AdminSectionBody>>({
    resolver: translatedResolver(zodResolver(AdminSectionBody)),
    defaultValues: { title: section.title, content: section.content, translations: translationDefaults(section.translations, SECTION_TRANSLATED_FIELDS) },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const title = useWatch({ control, name: 'title' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ key: section.key, ...values });
      toast.success(t`${label} saved`);
    } catch (error) {
      setError('root', { message: errorMessage(error, t`The section could not be saved. Please try again.`) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={label}>
      <FormAlert message={errors.root?.message} />
      <TextField label={t`Title`} optional error={errors.title?.message} {...register('title')} />
      <RichTextController control={control} name="content" label={t`Text`} optional previewTitle={title || label} previewPlace={previewPlace} />
      <FormTranslationFields
        form={form}
        fields={[
          { name: 'title', label: t`Title`, maxLength: 200 },
          { name: 'content', label: t`Text`, maxLength: 50_000, rows: 6 },
        ]}
      />
      <SubmitButton variant="dark" size="sm" pending={save.isPending} className="justify-self-start">
        {t`Save section`}
      </SubmitButton>
    </form>
  );
}

type BasicValues = z.input<typeof AdminBasicBody>;

/**
 * Company basics: name, tagline, founded year, description, mission, vision, the four texts also in
 * Kinyarwanda and French (PUT …/content/basic); the logo has its own card.
 */
export function BasicForm({ basic }: { basic: AdminContent['basic'] }) {
  const save = useSaveBasic();
  const form = useForm<BasicValues, unknown, z.output<typeof AdminBasicBody>>({
    resolver: translatedResolver(zodResolver(AdminBasicBody)),
    defaultValues: {
      company_name: basic.company_name,
      company_tagline: basic.company_tagline,
      founded_year: basic.founded_year,
      company_description: basic.company_description,
      mission_statement: basic.mission_statement,
      vision_statement: basic.vision_statement,
      translations: translationDefaults(basic.translations, BASIC_TRANSLATED_FIELDS),
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t`Company basics saved`);
    } catch (error) {
      setError('root', { message: errorMessage(error, t`The company basics could not be saved. Please try again.`) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className={card} aria-label={t`Company basics`}>
      <h2 className="text-lg font-semibold">{t`Company basics`}</h2>
      <FormAlert message={errors.root?.message} />
      <TextField label={t`Company name`} error={errors.company_name?.message} {...register('company_name')} />
      <TextField label={t`Tagline`} optional error={errors.company_tagline?.message} {...register('company_tagline')} />
      <TextField label={t`Founded year`} inputMode="numeric" error={errors.founded_year?.message} {...register('founded_year')} />
      <RichTextController control={control} name="company_description" label={t`Description`} optional previewTitle={t`Our story`} previewPlace={t`the about page`} />
      <RichTextController control={control} name="mission_statement" label={t`Mission`} optional previewTitle={t`Our mission`} previewPlace={t`the about page`} />
      <RichTextController control={control} name="vision_statement" label={t`Vision`} optional previewTitle={t`Our vision`} previewPlace={t`the about page`} />
      <FormTranslationFields
        form={form}
        fields={[
          { name: 'company_tagline', label: t`Tagline`, maxLength: 300 },
          { name: 'company_description', label: t`Description`, maxLength: 50_000, rows: 5 },
          { name: 'mission_statement', label: t`Mission`, maxLength: 50_000, rows: 4 },
          { name: 'vision_statement', label: t`Vision`, maxLength: 50_000, rows: 4 },
        ]}
      />
      <SubmitButton variant="dark" pending={save.isPending} className="justify-self-start">
        {t`Save company basics`}
      </SubmitButton>
    </form>
  );
}
