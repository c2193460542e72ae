import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { AdminBasicBody, AdminFaqBody, AdminSectionBody, type AdminFaq, type AdminSection } from '@atelier/contracts';
import { Button } from '@/components/button';
import { TextAreaField, TextField } from '@/components/field';
import { EmptyState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { useAddFaq, useDeleteFaq, useEditFaq, useReorderFaqs, useSaveBasic, useSaveSection, type AdminContent } from '../api/content';

const card = 'grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:p-6';
/** Shown above the HTML textareas: there is no rich-text editor, the server sanitises what is saved. */
export const HTML_HINT = 'Long texts are HTML such as <p>, <strong> or <a href>; anything unsafe is removed when saved.';

function RootError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="rounded-xl bg-clay-50 px-4 py-3 text-sm font-medium text-clay-800">
      {message}
    </p>
  ) : null;
}

type FaqValues = z.input<typeof AdminFaqBody>;

/** The question-and-answer form, for a new FAQ (`faq` undefined) or an existing one. */
function FaqForm({ faq, onDone }: { faq?: AdminFaq; onDone: () => void }) {
  const add = useAddFaq();
  const edit = useEditFaq();
  const pending = add.isPending || edit.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FaqValues, unknown, z.output<typeof AdminFaqBody>>({ resolver: zodResolver(AdminFaqBody), defaultValues: { title: faq?.title ?? '', content: faq?.content ?? '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (faq) await edit.mutateAsync({ id: faq.id, ...values });
      else await add.mutateAsync(values);
      toast.success(faq ? 'FAQ saved' : 'FAQ added');
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error, 'The FAQ could not be saved. Please try again.') });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={faq ? `Edit FAQ: ${faq.title}` : 'New FAQ'}>
      <RootError message={errors.root?.message} />
      <TextField label="Question" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Answer (HTML)" error={errors.content?.message} {...register('content')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="dark" size="sm" disabled={pending}>
          {pending ? 'Saving...' : faq ? 'Save FAQ' : 'Add FAQ'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The help center's FAQs: list, add, edit, delete, and move up or down (PUT …/faqs/order). */
export function FaqsEditor({ faqs }: { faqs: AdminFaq[] }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useDeleteFaq();
  const reorder = useReorderFaqs();
  const busy = remove.isPending || reorder.isPending;
  const move = async (index: number, by: -1 | 1) => {
    const ids = faqs.map((f) => f.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    try {
      await reorder.mutateAsync(ids);
    } catch (error) {
      toast.error(errorMessage(error, 'The FAQs could not be reordered. Please try again.'));
    }
  };
  const del = async (faq: AdminFaq) => {
    if (!window.confirm(`Delete the FAQ "${faq.title}"?`)) return;
    try {
      await remove.mutateAsync(faq.id);
      toast.success('FAQ deleted');
    } catch (error) {
      toast.error(errorMessage(error, 'The FAQ could not be deleted. Please try again.'));
    }
  };
  return (
    <section aria-labelledby="faqs-heading" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="faqs-heading" className="text-lg font-semibold">
          Help center FAQs
        </h2>
        {editing !== 'new' ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing('new')}>
            Add FAQ
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? <FaqForm onDone={() => setEditing(null)} /> : null}
      {faqs.length === 0 ? (
        <EmptyState title="No FAQs yet">Add the questions customers ask most; they appear on the help page.</EmptyState>
      ) : (
        <ol className="grid gap-3" aria-busy={busy || undefined}>
          {faqs.map((faq, index) => (
            <li key={faq.id} className="rounded-xl p-3 ring-1 ring-sand-200">
              {editing === faq.id ? (
                <FaqForm faq={faq} onDone={() => setEditing(null)} />
              ) : (
                <div className="grid gap-2">
                  <p className="font-medium">{faq.title}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button type="button" size="sm" variant="outline" onClick={() => setEditing(faq.id)} aria-label={`Edit "${faq.title}"`}>
                      Edit
                    </Button>
                    <Button type="button" size="sm" variant="ghost" disabled={busy || index === 0} onClick={() => void move(index, -1)} aria-label={`Move "${faq.title}" up`}>
                      Up
                    </Button>
                    <Button type="button" size="sm" variant="ghost" disabled={busy || index === faqs.length - 1} onClick={() => void move(index, 1)} aria-label={`Move "${faq.title}" down`}>
                      Down
                    </Button>
                    <Button type="button" size="sm" variant="danger" disabled={busy} onClick={() => void del(faq)} aria-label={`Delete "${faq.title}"`}>
                      Delete
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type SectionValues = z.input<typeof AdminSectionBody>;

/** One section (terms, legal, help introduction, privacy): its title and HTML, saved with PUT …/sections/{key}. */
export function SectionForm({ section, label }: { section: AdminSection; label: string }) {
  const save = useSaveSection();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SectionValues, unknown, z.output<typeof AdminSectionBody>>({ resolver: zodResolver(AdminSectionBody), defaultValues: { title: section.title, content: section.content } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ key: section.key, ...values });
      toast.success(`${label} saved`);
    } catch (error) {
      setError('root', { message: errorMessage(error, 'The section could not be saved. Please try again.') });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={label}>
      <RootError message={errors.root?.message} />
      <TextField label="Title" optional error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Text (HTML)" optional error={errors.content?.message} {...register('content')} />
      <Button type="submit" variant="dark" size="sm" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? 'Saving...' : 'Save section'}
      </Button>
    </form>
  );
}

type BasicValues = z.input<typeof AdminBasicBody>;

/** Company basics: name, tagline, description, mission, vision (PUT …/content/basic). */
export function BasicForm({ basic }: { basic: AdminContent['basic'] }) {
  const save = useSaveBasic();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BasicValues, unknown, z.output<typeof AdminBasicBody>>({
    resolver: zodResolver(AdminBasicBody),
    defaultValues: {
      company_name: basic.company_name,
      company_tagline: basic.company_tagline,
      company_description: basic.company_description,
      mission_statement: basic.mission_statement,
      vision_statement: basic.vision_statement,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success('Company basics saved');
    } catch (error) {
      setError('root', { message: errorMessage(error, 'The company basics could not be saved. Please try again.') });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className={card} aria-label="Company basics">
      <h2 className="text-lg font-semibold">Company basics</h2>
      <RootError message={errors.root?.message} />
      <TextField label="Company name" error={errors.company_name?.message} {...register('company_name')} />
      <TextField label="Tagline" optional error={errors.company_tagline?.message} {...register('company_tagline')} />
      <TextAreaField label="Description (HTML)" optional error={errors.company_description?.message} {...register('company_description')} />
      <TextAreaField label="Mission (HTML)" optional error={errors.mission_statement?.message} {...register('mission_statement')} />
      <TextAreaField label="Vision (HTML)" optional error={errors.vision_statement?.message} {...register('vision_statement')} />
      <Button type="submit" variant="dark" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? 'Saving...' : 'Save company basics'}
      </Button>
    </form>
  );
}
