import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { AdminHeroSlideBody, HERO_TRANSLATED_FIELDS, type AdminHeroSlide } from '@atelier/contracts';
import { Button, FormActions } from '@/components/button';
import { FieldError, TextField } from '@/components/field';
import { PageSpinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useAddSlide, useDeleteSlide, useEditSlide, useHeroSlides, useReorderSlides, useSetSlideHidden } from '../api/content';
import { ImageUpload, type StoredPicture } from './image-upload';
import { RowActions, blankToNull } from './form-bits';
import { FormTranslationFields, MissingLanguages, translationDefaults } from '@admin/components/translation-fields';
import { useConfirm } from '@/admin/components/confirm-dialog';

type SlideValues = z.input<typeof AdminHeroSlideBody>;
const MAX_PICTURES = 6;
/** A picture's place in the list, counted from 1. */
const place = (index: number) => index + 1;

/** A slide's pictures: thumbnails in order, each movable and removable; "Add a picture" uploads the next. */
function SlidePictures({ pictures, onChange, error }: { pictures: StoredPicture[]; onChange: (next: StoredPicture[]) => void; error?: string }) {
  const move = (index: number, by: -1 | 1) => {
    const next = [...pictures];
    const [picture] = next.splice(index, 1);
    next.splice(index + by, 0, picture!);
    onChange(next);
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{t`Pictures`}</legend>
      <p className="text-xs text-ink-600">{t`1 to ${MAX_PICTURES} pictures, shown one after another; the first one leads. JPEG, PNG, WebP or AVIF up to 5 MB.`}</p>
      {pictures.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {pictures.map((picture, index) => (
            <li key={picture.key} className="grid gap-1 rounded-xl p-2 ring-1 ring-sand-200">
              <img src={picture.url} alt={t`Picture ${place(index)}`} className="aspect-video w-full rounded-lg object-cover" />
              <div className="flex flex-wrap gap-1">
                <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t`Move picture ${place(index)} earlier`}>
                  ←
                </Button>
                <Button size="sm" variant="ghost" disabled={index === pictures.length - 1} onClick={() => move(index, 1)} aria-label={t`Move picture ${place(index)} later`}>
                  →
                </Button>
                <Button size="sm" variant="danger" onClick={() => onChange(pictures.filter((_, i) => i !== index))} aria-label={t`Remove picture ${place(index)}`}>
                  {t`Remove`}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {pictures.length < MAX_PICTURES ? <ImageUpload label={pictures.length ? t`Add a picture` : t`Choose a picture`} folder="hero" onUploaded={(p) => onChange([...pictures, p])} /> : null}
      <FieldError id="slide-pictures-error" error={error} />
    </fieldset>
  );
}

/** Add (no `slide`) or edit a hero slide: title, subtitle (and their Kinyarwanda and French), where its button leads, and its pictures. */
function SlideForm({ slide, onDone }: { slide?: AdminHeroSlide; onDone: () => void }) {
  const add = useAddSlide();
  const edit = useEditSlide();
  const [pictures, setPictures] = useState<StoredPicture[]>(() => (slide ? slide.image_keys.map((key, i) => ({ key, url: slide.images[i] ?? '' })) : []));
  const form = useForm<SlideValues, unknown, z.output<typeof AdminHeroSlideBody>>({
    resolver: translatedResolver(zodResolver(AdminHeroSlideBody)),
    defaultValues: {
      title: slide?.title ?? '',
      subtitle: slide?.subtitle ?? null,
      target: slide?.target ?? null,
      image_keys: slide?.image_keys ?? [],
      translations: translationDefaults(slide?.translations, HERO_TRANSLATED_FIELDS),
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const changePictures = (next: StoredPicture[]) => {
    setPictures(next);
    setValue(
      'image_keys',
      next.map((p) => p.key),
      { shouldValidate: isSubmitted, shouldDirty: true },
    );
  };
  const onSubmit = handleSubmit(async ({ hidden: _hidden, ...values }) => {
    try {
      if (slide) await edit.mutateAsync({ id: slide.id, ...values });
      else await add.mutateAsync(values);
      toast.success(slide ? t`Slide saved` : t`Slide added`);
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error, t`The slide could not be saved. Please try again.`) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={slide ? t`Edit slide: ${slide.title}` : t`New slide`}>
      <FormAlert message={errors.root?.message} />
      <TextField label={t`Title`} autoComplete="off" maxLength={150} error={errors.title?.message} {...register('title')} />
      <TextField label={t`Subtitle`} optional autoComplete="off" maxLength={300} error={errors.subtitle?.message} {...register('subtitle', { setValueAs: blankToNull })} />
      <TextField
        label={t`Link`}
        optional
        autoComplete="off"
        hint={t`A page of the shop such as /store or /artgallery, or an https:// address`}
        error={errors.target?.message}
        {...register('target', { setValueAs: blankToNull })}
      />
      <FormTranslationFields
        form={form}
        fields={[
          { name: 'title', label: t`Title`, maxLength: 150 },
          { name: 'subtitle', label: t`Subtitle`, maxLength: 300 },
        ]}
      />
      <SlidePictures pictures={pictures} onChange={changePictures} error={errors.image_keys?.message ?? errors.image_keys?.[0]?.message} />
      <FormActions submitLabel={slide ? t`Save slide` : t`Add slide`} pending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

/** The home page's hero slides (docs/decisions/102): add, edit, hide or show, reorder and delete. */
export function HeroSlidesEditor() {
  const { data: slides, error, isPending, refetch } = useHeroSlides();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const setHidden = useSetSlideHidden();
  const reorder = useReorderSlides();
  const remove = useDeleteSlide();
  const [confirm, confirmDialog] = useConfirm();
  const busy = setHidden.isPending || reorder.isPending || remove.isPending;
  const run = async (write: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await write();
      toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e, failed));
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = slides!.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    return run(() => reorder.mutateAsync(ids), t`Slides reordered`, t`The slides could not be reordered. Please try again.`);
  };
  const del = async (slide: AdminHeroSlide) => {
    if (!(await confirm({ title: t`Delete the slide "${slide.title}"? Hiding keeps it for later.` }))) return;
    void run(() => remove.mutateAsync(slide.id), t`Slide deleted`, t`The slide could not be deleted. Please try again.`);
  };
  return (
    <section aria-labelledby="hero-heading" className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="hero-heading" className="text-lg font-semibold">
          {t`Home page slides`}
        </h2>
        {editing !== 'new' && !isPending && !error ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            {t`Add slide`}
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? (
        <div className="rounded-xl p-3 ring-2 ring-clay-600">
          <SlideForm onDone={() => setEditing(null)} />
        </div>
      ) : null}
      {isPending ? (
        <PageSpinner label={t`Loading the slides...`} />
      ) : error ? (
        <ErrorState title={t`The slides could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : slides.length === 0 ? (
        <EmptyState title={t`No slides yet`}>{t`Add a slide with a title and a picture; it shows at the top of the home page.`}</EmptyState>
      ) : (
        <ol className="grid gap-3" aria-busy={busy || undefined}>
          {slides.map((slide, index) => (
            <li key={slide.id} className="rounded-xl p-3 ring-1 ring-sand-200">
              {editing === slide.id ? (
                <SlideForm slide={slide} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  {slide.images[0] ? <img src={slide.images[0]} alt="" className="h-12 w-20 rounded-lg object-cover" loading="lazy" /> : null}
                  <div className="min-w-48 flex-1">
                    <p className="font-medium">{slide.title}</p>
                    <p className="text-sm text-ink-600">
                      {plural(slide.images.length, { one: '# picture', other: '# pictures' })}
                      {slide.target ? ` · ${t`links to ${slide.target}`}` : ''}
                    </p>
                    {slide.hidden ? <p className="text-sm text-ink-600">{t`Hidden from the home page`}</p> : null}
                    <MissingLanguages locales={slide.missing_translations} className="mt-1 block" />
                  </div>
                  <RowActions
                    name={slide.title}
                    busy={busy}
                    hidden={slide.hidden}
                    first={index === 0}
                    last={index === slides.length - 1}
                    onEdit={() => setEditing(slide.id)}
                    onToggleHidden={() =>
                      void run(
                        () => setHidden.mutateAsync({ id: slide.id, hidden: !slide.hidden }),
                        slide.hidden ? t`Slide shown` : t`Slide hidden`,
                        t`The slide could not be changed. Please try again.`,
                      )
                    }
                    onMove={(by) => void move(index, by)}
                    onDelete={() => void del(slide)}
                  />
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
