import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { ReasonBody, type AdminRating } from '@atelier/contracts';
import { Button, SubmitButton } from '@/components/button';
import { TextField } from '@/components/field';
import { PageSpinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { ListPager, pageCount } from '@/components/list-pager';
import { FormAlert } from '@/components/form-alert';
import { RATINGS_PAGE_SIZE, useModerateRating, useRatings } from '../api/content';

type ReasonValues = z.input<typeof ReasonBody>;

/** "Hide Ana's rating of Blue Dress" / "Show …": the moderation button and form, named for screen readers. */
function moderateLabel(hide: boolean, rating: AdminRating): string {
  const name = rating.user_name;
  const item = rating.item_title;
  return hide ? t`Hide ${name}'s rating of ${item}` : t`Show ${name}'s rating of ${item}`;
}

/** Hides a shown rating, or shows a hidden one, with the reason the server requires. */
function ModerateForm({ rating, onDone }: { rating: AdminRating; onDone: () => void }) {
  const moderate = useModerateRating();
  const hide = !rating.hidden;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReasonValues, unknown, z.output<typeof ReasonBody>>({ resolver: translatedResolver(zodResolver(ReasonBody)), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await moderate.mutateAsync({ item_id: rating.item_id, user_id: rating.user_id, hide, reason });
      toast.success(hide ? t`Rating hidden` : t`Rating shown`);
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error, t`The rating could not be changed. Please try again.`) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-2" aria-label={moderateLabel(hide, rating)}>
      <FormAlert message={errors.root?.message} />
      <TextField label={t`Reason`} error={errors.reason?.message} {...register('reason')} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="sm" variant={hide ? 'danger' : 'dark'} pending={moderate.isPending}>
          {hide ? t`Hide rating` : t`Show rating`}
        </SubmitButton>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={moderate.isPending}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}

/** Ratings moderation (docs/decisions/102): every rating, newest first, 20 a page; hide or show each with a reason. */
export function RatingsModeration() {
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useRatings(page);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="ratings-heading" className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:p-6">
      <h2 id="ratings-heading" className="text-lg font-semibold">
        {t`Ratings`}
      </h2>
      {isPending ? (
        <PageSpinner label={t`Loading the ratings...`} />
      ) : error ? (
        <ErrorState title={t`The ratings could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : data.ratings.length === 0 ? (
        <EmptyState title={t`No ratings yet`} />
      ) : (
        <ul className="grid gap-3">
          {data.ratings.map((rating) => {
            const key = `${rating.item_id}/${rating.user_id}`;
            return (
              <li key={key} className="grid gap-2 rounded-xl p-3 ring-1 ring-sand-200">
                <p>
                  <span className="font-medium">{rating.item_title}</span>: {t`${rating.rating} of 5 stars by ${rating.user_name}`}
                </p>
                {rating.hidden ? <p className="text-sm text-ink-600">{rating.hidden_reason ? t`Hidden: ${rating.hidden_reason}` : t({ context: 'rating', message: 'Hidden' })}</p> : null}
                {open === key ? (
                  <ModerateForm rating={rating} onDone={() => setOpen(null)} />
                ) : (
                  <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={() => setOpen(key)} aria-label={moderateLabel(!rating.hidden, rating)}>
                    {rating.hidden ? t`Show` : t`Hide`}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data && data.total > RATINGS_PAGE_SIZE ? (
        <ListPager
          label={t`Rating pages`}
          page={page}
          totalPages={pageCount(data.total, RATINGS_PAGE_SIZE)}
          busy={isFetching && isPlaceholderData}
          onPage={(next) => {
            setOpen(null);
            setPage(next);
          }}
        />
      ) : null}
    </section>
  );
}
