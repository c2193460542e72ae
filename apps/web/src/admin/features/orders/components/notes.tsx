import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminNoteBody, type AdminOrder } from '@atelier/contracts';
import { Button } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { addNote, useOrderAction } from '../api/order-actions';
import { Card } from './card';

/** Internal notes (never shown to the customer): newest last, and a box to add one. */
export function OrderNotes({ order }: { order: AdminOrder }) {
  const action = useOrderAction(order.id, addNote);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdminNoteBody>({ resolver: zodResolver(AdminNoteBody), defaultValues: { text: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await action.mutateAsync(values);
      reset();
    } catch (error) {
      setError('text', { message: errorMessage(error, 'The note could not be saved. Please try again.') });
    }
  });

  return (
    <Card title="Internal notes">
      {order.notes.length ? (
        <ul className="mb-4 grid gap-3">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-sand-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-wrap break-words text-ink-900">{note.text}</p>
              <p className="mt-1 text-xs text-ink-600">
                {note.author?.name ?? 'Someone'} · {formatDateTime(note.created_at)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-ink-600">No notes yet. Customers never see these.</p>
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label="Add a note">
        <TextAreaField label="New note" error={errors.text?.message} maxLength={2000} {...register('text')} />
        <Button type="submit" variant="outline" disabled={action.isPending} className="justify-self-start">
          {action.isPending ? 'Saving...' : 'Add note'}
        </Button>
      </form>
    </Card>
  );
}
