import { useState, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { useAddEntry, useDeleteEntry, useEditEntry, useReorderEntries, type ContentList } from '../api/content';
import { translatedResolver } from '@admin/i18n/contract-messages';
import { useConfirm } from '@/admin/components/confirm-dialog';

/** The content screens' card. */
export const card = 'grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:p-6';

/** An empty or blank text field's value as null (the server's "not set"). */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A row's buttons as a screen reader hears them, naming the row: Edit "Team", Move "Team" up. */
const editLabel = (name: string) => t`Edit "${name}"`;
const showLabel = (name: string) => t`Show "${name}"`;
const hideLabel = (name: string) => t`Hide "${name}"`;
const upLabel = (name: string) => t`Move "${name}" up`;
const downLabel = (name: string) => t`Move "${name}" down`;
const deleteLabel = (name: string) => t`Delete "${name}"`;

/**
 * The scaffolding every list entry's form shares (FAQ, contact item, team member, value):
 * react-hook-form checked by the list's contract schema (its messages in the back office's
 * language), and a submit that adds the entry (no `entry`) or edits it, says so and closes, or shows
 * the server's refusal above the form. `texts` are the list's own sentences; `pending` is true while
 * the write runs.
 */
export function useEntryForm<I extends FieldValues, O>(
  list: ContentList,
  schema: z.ZodType<O, I>,
  entry: { id: number } | undefined,
  defaultValues: DefaultValues<I>,
  texts: { saved: string; added: string; failed: string },
  onDone: () => void,
) {
  const add = useAddEntry<O>(list);
  const edit = useEditEntry<O>(list);
  const form = useForm<I, unknown, O>({ resolver: translatedResolver(zodResolver(schema)), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (entry) await edit.mutateAsync({ id: entry.id, body: values });
      else await add.mutateAsync(values);
      toast.success(entry ? texts.saved : texts.added);
      onDone();
    } catch (error) {
      form.setError('root', { message: errorMessage(error, texts.failed) });
    }
  });
  return { form, onSubmit, pending: add.isPending || edit.isPending };
}

/** An ordered list's own sentences (each list names its entries: "FAQ", "contact item", "team member", "value"). */
export interface ListTexts<T> {
  /** The add button: "Add team member". */
  add: string;
  /** The empty list's title: "No team members yet". */
  none: string;
  /** After a delete: "Team member deleted". */
  deleted: string;
  reorderFailed: string;
  deleteFailed: string;
  /** The delete confirmation for `entry`, called `name`. */
  confirmDelete: (name: string, entry: T) => string;
}

/**
 * One ordered list of the content screens (the help page's FAQs; the company page's contact items,
 * team and values): each entry's summary with Edit, Up, Down and Delete, an "Add" button, and the
 * entry form in place of the summary while editing. Moves send every id in the new order
 * (PUT /api/admin/content/{list}/order).
 */
export function OrderedListEditor<T extends { id: number }>({
  list,
  title,
  texts,
  items,
  nameOf,
  summary,
  form,
  emptyText,
}: {
  list: ContentList;
  title: string;
  /** The list's sentences naming its entries, in the active language. */
  texts: ListTexts<T>;
  items: T[];
  nameOf: (item: T) => string;
  summary: (item: T) => ReactNode;
  form: (item: T | undefined, onDone: () => void) => ReactNode;
  emptyText: string;
}) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useDeleteEntry(list);
  const [confirm, confirmDialog] = useConfirm();
  const reorder = useReorderEntries(list);
  const busy = remove.isPending || reorder.isPending;
  const headingId = `${list}-heading`;
  const move = async (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    try {
      await reorder.mutateAsync(ids);
    } catch (error) {
      toast.error(errorMessage(error, texts.reorderFailed));
    }
  };
  const del = async (item: T) => {
    if (!(await confirm({ title: texts.confirmDelete(nameOf(item), item) }))) return;
    try {
      await remove.mutateAsync(item.id);
      toast.success(texts.deleted);
    } catch (error) {
      toast.error(errorMessage(error, texts.deleteFailed));
    }
  };
  return (
    <section aria-labelledby={headingId} className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {editing !== 'new' ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            {texts.add}
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? <div className="rounded-xl p-3 ring-2 ring-clay-600">{form(undefined, () => setEditing(null))}</div> : null}
      {items.length === 0 ? (
        <EmptyState title={texts.none}>{emptyText}</EmptyState>
      ) : (
        <ol className="grid gap-3" aria-busy={busy || undefined}>
          {items.map((item, index) => (
            <li key={item.id} className="rounded-xl p-3 ring-1 ring-sand-200">
              {editing === item.id ? (
                form(item, () => setEditing(null))
              ) : (
                <div className="grid gap-2">
                  {summary(item)}
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(item.id)} aria-label={editLabel(nameOf(item))}>
                      {t`Edit`}
                    </Button>
                    <Button size="sm" variant="ghost" disabled={busy || index === 0} onClick={() => void move(index, -1)} aria-label={upLabel(nameOf(item))}>
                      {t`Up`}
                    </Button>
                    <Button size="sm" variant="ghost" disabled={busy || index === items.length - 1} onClick={() => void move(index, 1)} aria-label={downLabel(nameOf(item))}>
                      {t`Down`}
                    </Button>
                    <Button size="sm" variant="danger" disabled={busy} onClick={() => void del(item)} aria-label={deleteLabel(nameOf(item))}>
                      {t`Delete`}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {confirmDialog}
    </section>
  );
}

/**
 * A list row's actions on the slides and services screens: Edit, Show/Hide, Up, Down and (when given)
 * Delete, each labelled with the row's `name` for screen readers; all disabled while `busy`.
 */
export function RowActions(p: {
  name: string;
  busy: boolean;
  hidden: boolean;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onToggleHidden: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete?: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" disabled={p.busy} onClick={p.onEdit} aria-label={editLabel(p.name)}>
        {t`Edit`}
      </Button>
      <Button size="sm" variant="outline" disabled={p.busy} onClick={p.onToggleHidden} aria-label={p.hidden ? showLabel(p.name) : hideLabel(p.name)}>
        {p.hidden ? t`Show` : t`Hide`}
      </Button>
      <Button size="sm" variant="ghost" disabled={p.busy || p.first} onClick={() => p.onMove(-1)} aria-label={upLabel(p.name)}>
        {t`Up`}
      </Button>
      <Button size="sm" variant="ghost" disabled={p.busy || p.last} onClick={() => p.onMove(1)} aria-label={downLabel(p.name)}>
        {t`Down`}
      </Button>
      {p.onDelete ? (
        <Button size="sm" variant="danger" disabled={p.busy} onClick={p.onDelete} aria-label={deleteLabel(p.name)}>
          {t`Delete`}
        </Button>
      ) : null}
    </div>
  );
}
