import { useId, useState, type ChangeEvent } from 'react';
import { plural, t } from '@lingui/core/macro';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import toast from 'react-hot-toast';
import { ADMIN_UPLOAD_MAX_FILES, CATALOG_MAX_IMAGES, type AdminCatalogImage, type AdminCatalogItem, type ContentLocale, type Translations } from '@atelier/contracts';
import { Button } from '@/components/button';
import { inputClass } from '@/components/field';
import * as BaseIcon from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { TranslationFields, translationDefaults } from '@admin/components/translation-fields';
import { useConfirm } from '@admin/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { deleteImage, orderImages, uploadImages, useItemWrite } from '../api/catalog';
import { shrinkPicture } from '../shrink-picture';

/** A picture the server refused, by its file name, with the reason in the active language. */
interface RefusedPicture {
  name: string;
  message: string;
}

/** Thrown by the upload when no picture of the batch was added (each one's reason is on screen). */
class NonePictureAdded extends Error {}

/** A drag handle's six dots. */
const Grip = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

/** The picture's alt text in rw and fr: the one field of its "Other languages" (docs/decisions/112). */
const ALT_FIELDS = ['alt'] as const;

/**
 * One picture tile: the drag handle (pointer or keyboard), the cover mark or "Make cover", alt text
 * (English, then Kinyarwanda and French behind a compact summary that marks a missing one), delete.
 */
function PictureTile({
  image,
  index,
  busy,
  onAlt,
  onAltTranslation,
  onCover,
  onDelete,
}: {
  image: AdminCatalogImage;
  index: number;
  busy: boolean;
  onAlt: (id: number, alt: string) => void;
  onAltTranslation: (id: number, locale: ContentLocale, alt: string) => void;
  onCover: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: image.id });
  const [alt, setAlt] = useState(image.alt);
  const [savedAlt, setSavedAlt] = useState(image.alt);
  const [translations, setTranslations] = useState<Translations>(() => translationDefaults(image.translations, ALT_FIELDS));
  const [savedTranslations, setSavedTranslations] = useState(image.translations);
  // Open, the languages take the tile across the whole row: half a phone's width is too narrow for them.
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const altId = useId();
  // The server's answer wins: a new stored alt text replaces the field's draft.
  if (savedAlt !== image.alt) {
    setSavedAlt(image.alt);
    setAlt(image.alt);
  }
  if (savedTranslations !== image.translations) {
    setSavedTranslations(image.translations);
    setTranslations(translationDefaults(image.translations, ALT_FIELDS));
  }
  // Each language's alt text is saved when its field is left, like the English one.
  const translatedInput = (locale: ContentLocale) => ({
    value: translations[locale]?.alt ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => setTranslations((d) => ({ ...d, [locale]: { ...d[locale], alt: e.target.value } })),
    onBlur: () => {
      const text = (translations[locale]?.alt ?? '').trim();
      if (text !== (image.translations[locale]?.alt ?? '')) onAltTranslation(image.id, locale, text);
    },
  });
  const place = index + 1;
  const label = image.alt ? t`Picture ${place}: ${image.alt}` : t`Picture ${place}`;
  // The buttons name the picture in lower case, as they always have (e2e selects "Move picture 2").
  const lowerAlt = image.alt.toLowerCase();
  const moveLabel = lowerAlt ? t`Move picture ${place}: ${lowerAlt}` : t`Move picture ${place}`;
  const deleteLabel = lowerAlt ? t`Delete picture ${place}: ${lowerAlt}` : t`Delete picture ${place}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200', languagesOpen && 'col-span-full', isDragging && 'z-10 shadow-xl ring-2 ring-clay-600')}
      aria-label={label}
    >
      <div className="relative aspect-square bg-sand-100">
        <img src={image.url} alt={image.alt} className="size-full object-cover" />
        {index === 0 ? <span className="absolute left-2 top-2 rounded-full bg-ink-900 px-3 py-1 text-xs font-semibold text-paper">{t`Cover`}</span> : null}
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={moveLabel}
          aria-roledescription={t`sortable picture`}
          className="absolute right-2 top-2 flex size-11 touch-none cursor-grab items-center justify-center rounded-full bg-white/95 text-ink-900 shadow ring-1 ring-sand-300 active:cursor-grabbing"
        >
          <Grip />
        </button>
      </div>
      <div className="grid gap-2 p-3">
        <label htmlFor={altId} className="text-sm font-semibold text-ink-800">
          {t`Alt text`}
        </label>
        <input
          id={altId}
          value={alt}
          maxLength={300}
          onChange={(e) => setAlt(e.target.value)}
          onBlur={() => {
            if (alt.trim() !== image.alt) onAlt(image.id, alt.trim());
          }}
          placeholder={t`What the picture shows`}
          className={cn(inputClass, 'min-h-11 text-sm')}
        />
        <TranslationFields
          compact
          onOpenChange={setLanguagesOpen}
          label={t`Picture ${place}: other languages`}
          fields={[{ name: 'alt', label: t`Alt text`, english: alt, maxLength: 300 }]}
          values={translations}
          inputProps={(locale) => translatedInput(locale)}
        />
        <div className="flex flex-wrap gap-2">
          {index > 0 ? (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onCover(image.id)}>
              {t`Make cover`}
            </Button>
          ) : null}
          <Button variant="danger" size="sm" disabled={busy} onClick={() => onDelete(image.id)} aria-label={deleteLabel}>
            <BaseIcon.Trash className="size-4" /> {t`Delete`}
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * An item's pictures (docs/decisions/101, 125): add several at once (up to 10 a time, 5 MB each) with a
 * progress bar; reorder by dragging the handle, or from the keyboard (focus the handle, Space to lift,
 * arrows to move, Space to drop); the first is the cover ("Make cover" moves one there); alt text per
 * picture in English, Kinyarwanda and French (each saved when its field is left; a missing one is
 * marked, and the item's "Missing" hint counts it); delete. Every change is the server's answer; a refused one
 * puts the order back and shows the server's message.
 */
export function Pictures({ item }: { item: AdminCatalogItem }) {
  const [order, setOrder] = useState(item.images);
  const [stored, setStored] = useState(item.images);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<RefusedPicture[]>([]);
  // The server's answer wins: a new stored order replaces the one on screen.
  if (stored !== item.images) {
    setStored(item.images);
    setOrder(item.images);
  }
  const write = useItemWrite((run: () => Promise<AdminCatalogItem>) => run());
  const busy = write.isPending || progress !== null;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const inputId = useId();
  const [confirm, confirmDialog] = useConfirm();
  const room = CATALOG_MAX_IMAGES - order.length;

  const save = (run: () => Promise<AdminCatalogItem>, failure: string, success?: string) =>
    write.mutate(run, {
      onSuccess: () => (success ? toast.success(success) : undefined),
      onError: (error) => {
        setOrder(item.images);
        toast.error(errorMessage(error, failure));
      },
    });
  const saveOrder = (next: AdminCatalogImage[], success: string) => {
    setOrder(next);
    save(() => orderImages(item.id, { image_ids: next.map((image) => image.id) }), t`The new order could not be saved. Please try again.`, success);
  };
  const place = (id: UniqueIdentifier | undefined) => order.findIndex((image) => image.id === id) + 1;
  /** What a screen reader hears while a picture moves (dnd-kit's live region). */
  const announcements: Announcements = {
    onDragStart: ({ active }) => t`Picked up picture ${place(active.id)} of ${order.length}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ over }) => (over ? t`Picture is over position ${place(over.id)} of ${order.length}.` : t`Picture is no longer over a position.`),
    onDragEnd: ({ over }) => (over ? t`Picture dropped at position ${place(over.id)} of ${order.length}.` : t`Picture dropped where it was.`),
    onDragCancel: () => t`Moving cancelled: the picture is back where it was.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((image) => image.id === active.id);
    const to = order.findIndex((image) => image.id === over.id);
    saveOrder(arrayMove(order, from, to), t`Picture order saved`);
  };
  const onCover = (id: number) => saveOrder([...order.filter((image) => image.id === id), ...order.filter((image) => image.id !== id)], t`Cover changed`);
  const onAlt = (id: number, alt: string) =>
    save(() => orderImages(item.id, { image_ids: order.map((image) => image.id), alt: { [String(id)]: alt } }), t`The alt text could not be saved. Please try again.`, t`Alt text saved`);
  const onAltTranslation = (id: number, locale: ContentLocale, alt: string) =>
    save(
      () => orderImages(item.id, { image_ids: order.map((image) => image.id), alt_translations: { [String(id)]: { [locale]: { alt } } } }),
      t`The alt text could not be saved. Please try again.`,
      t`Alt text saved`,
    );
  const onDelete = async (id: number) => {
    if (!(await confirm({ title: t`Delete this picture? This cannot be undone.` }))) return;
    save(() => deleteImage(item.id, id), t`The picture could not be deleted. Please try again.`, t`Picture deleted`);
  };
  /**
   * Each picture is shrunk (shrinkPicture) and sent on its own, so a refused one keeps only its own
   * error and the others are added; answers the item after the last picture added.
   */
  const uploadEach = async (files: File[]): Promise<{ item: AdminCatalogItem; added: number }> => {
    let latest: AdminCatalogItem | null = null;
    let added = 0;
    const failures: RefusedPicture[] = [];
    for (const [index, file] of files.entries()) {
      try {
        const ready = await shrinkPicture(file);
        latest = await uploadImages(item.id, [ready], (fraction) => setProgress((index + fraction) / files.length));
        added += 1;
      } catch (error) {
        failures.push({ name: file.name, message: errorMessage(error, t`The picture could not be uploaded. Please try again.`) });
      }
    }
    setRefused(failures);
    if (!latest) throw new NonePictureAdded();
    return { item: latest, added };
  };
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > ADMIN_UPLOAD_MAX_FILES) {
      toast.error(t`Please choose at most ${ADMIN_UPLOAD_MAX_FILES} pictures at once`);
      return;
    }
    setRefused([]);
    setProgress(0);
    let added = 0;
    write.mutate(
      () =>
        uploadEach(files)
          .then((result) => {
            added = result.added;
            return result.item;
          })
          .finally(() => setProgress(null)),
      {
        onSuccess: () => toast.success(plural(added, { one: 'Picture added', other: '# pictures added' })),
        onError: (error) => {
          setOrder(item.images);
          if (!(error instanceof NonePictureAdded)) toast.error(errorMessage(error, t`The pictures could not be uploaded. Please try again.`));
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${inputId}-title`} className="font-sans text-lg font-semibold text-ink-900">
            {t`Pictures`}
          </h2>
          <p className="text-sm text-ink-600">{t`The first is the cover. Drag the handle, or focus it and use Space and the arrow keys, to reorder.`}</p>
        </div>
        <div>
          <input id={inputId} type="file" accept="image/jpeg,image/png,image/gif,image/webp,image/heic,image/heif" multiple className="peer sr-only" onChange={onFiles} disabled={busy || room <= 0} />
          <label
            htmlFor={inputId}
            className={cn(
              'inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-full bg-ink-900 px-6 text-sm font-semibold text-paper hover:bg-ink-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-clay-600',
              (busy || room <= 0) && 'cursor-not-allowed opacity-60',
            )}
          >
            <BaseIcon.Plus className="size-5" /> {t`Add pictures`}
          </label>
        </div>
      </div>
      {progress !== null ? (
        <div className="grid gap-1" role="status">
          <div className="flex items-center gap-2 text-sm text-ink-700">
            <Spinner className="size-4" /> {progress < 1 ? t`Uploading... ${Math.round(progress * 100)}%` : t`Processing the pictures...`}
          </div>
          <progress className="h-2 w-full overflow-hidden rounded-full accent-clay-600" max={100} value={Math.round(progress * 100)} aria-label={t`Upload progress`} />
        </div>
      ) : write.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
          <Spinner className="size-4" /> {t`Saving...`}
        </p>
      ) : null}
      {refused.length > 0 ? (
        <div role="alert" className="rounded-2xl bg-clay-50 p-4 text-sm text-clay-800 ring-1 ring-clay-200">
          <p className="font-semibold">{plural(refused.length, { one: 'This picture was not added:', other: 'These # pictures were not added:' })}</p>
          <ul className="mt-2 grid gap-1" aria-label={t`Pictures not added`}>
            {refused.map((failure, index) => (
              <li key={`${index}-${failure.name}`} className="break-words">
                <span className="font-semibold">{failure.name}</span>: {failure.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {order.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-10 text-center text-sm text-ink-600">
          {t`No pictures yet. Add up to ${ADMIN_UPLOAD_MAX_FILES} at once (JPEG, PNG, WebP or HEIF, 5 MB each).`}
        </p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
          <SortableContext items={order.map((image) => image.id)} strategy={rectSortingStrategy}>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-2" aria-label={t`Pictures, in order`}>
              {order.map((image, index) => (
                <PictureTile key={image.id} image={image} index={index} busy={busy} onAlt={onAlt} onAltTranslation={onAltTranslation} onCover={onCover} onDelete={(id) => void onDelete(id)} />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {confirmDialog}
    </section>
  );
}
