import { t } from '@lingui/core/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import { AdminNoteBody } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { Card } from '@admin/components/card';

/** One written entry of a record: its text, who wrote it and when (ISO time). */
export type WrittenEntry = { id: string; text: string; author: { name: string } | null; at: string };

/** Written entries (notes, replies sent), oldest first as given: the text, then "author · time". */
export function EntryList({ entries, className }: { entries: WrittenEntry[]; className?: string }) {
  return (
    <ul className={className ?? 'grid gap-3'}>
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl bg-sand-50 px-3 py-2 text-sm">
          <p className="whitespace-pre-wrap break-words text-ink-900">{entry.text}</p>
          <p className="mt-1 text-xs text-ink-600">
            {entry.author?.name ?? t`Someone`} · {formatDateTime(entry.at)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Internal notes on a record (an order, a customer), never shown to the customer: newest last, and
 * a box to add one, checked with the contracts' note schema (1–2000 characters). `add` saves
 * one; its failure is shown under the box.
 */
export function InternalNotes({
  notes,
  add,
  pending,
}: {
  notes: { id: string; text: string; author: { name: string } | null; created_at: string }[];
  add: (body: AdminNoteBody) => Promise<unknown>;
  pending: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdminNoteBody>({ resolver: translatedResolver(zodResolver(AdminNoteBody)), defaultValues: { text: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add(values);
      reset();
    } catch (error) {
      setError('text', { message: errorMessage(error, t`The note could not be saved. Please try again.`) });
    }
  });

  return (
    <Card title={t`Internal notes`}>
      {notes.length ? (
        <EntryList className="mb-4 grid gap-3" entries={notes.map((n) => ({ id: n.id, text: n.text, author: n.author, at: n.created_at }))} />
      ) : (
        <p className="mb-4 text-sm text-ink-600">{t`No notes yet. Customers never see these.`}</p>
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={t`Add a note`}>
        <TextAreaField label={t`New note`} error={errors.text?.message} maxLength={2000} {...register('text')} />
        <SubmitButton variant="outline" pending={pending} className="justify-self-start">
          {t`Add note`}
        </SubmitButton>
      </form>
    </Card>
  );
}
