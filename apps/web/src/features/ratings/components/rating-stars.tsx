import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RATING_MESSAGES, RATING_STARS } from '@atelier/contracts';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useRateItem, useRatings } from '../api/ratings';
import { specText } from '../rating-messages';
import { plural, t } from '@lingui/core/macro';

function Star({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.6}>
      <path strokeLinejoin="round" d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
    </svg>
  );
}

/**
 * The 5-star rating control of the payment page (spec 02 §2, §4, §7): shows the average to one
 * decimal and the count; a signed-in customer rates once (further clicks are ignored once a rating
 * exists, loaded or just given); a signed-out click asks to log in (→ /login, coming back here).
 * After a rating the average is re-fetched and `ratings:updated` fires; failures are silent.
 */
export function RatingStars({ productId, name }: { productId: number; name: string }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const ratings = useRatings(productId);
  const rate = useRateItem(productId);
  const [hover, setHover] = useState(0);
  const [asked, setAsked] = useState(false);
  const own = ratings.data?.userRating ?? null;
  const locked = own !== null || rate.isPending;
  const shown = hover || own || Math.round(ratings.data?.average ?? 0);

  const choose = (value: number) => {
    if (status !== 'signedIn') {
      setAsked(true);
      return;
    }
    if (locked) return;
    rate.mutate(value);
  };

  return (
    <div className="flex flex-col gap-1">
      <div role="radiogroup" aria-label={own ? t`Your rating of ${name}: ${own} of ${RATING_STARS} stars` : t`Rate ${name}`} className="flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {Array.from({ length: RATING_STARS }, (_, i) => {
          const value = i + 1;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={own === value}
              aria-label={plural(value, { one: '# star', other: '# stars' })}
              aria-disabled={locked || undefined}
              onMouseEnter={() => !locked && status === 'signedIn' && setHover(value)}
              onClick={() => choose(value)}
              className={cn('-m-1 flex size-10 items-center justify-center rounded-full p-1 text-amber-600', locked ? 'cursor-default' : 'hover:bg-sand-100')}
            >
              <Star filled={value <= shown} className="size-7" />
            </button>
          );
        })}
        <p className="ml-2 text-sm text-ink-700" data-testid="rating-summary">
          {ratings.data ? (ratings.data.count > 0 ? `${ratings.data.average.toFixed(1)} (${plural(ratings.data.count, { one: '# rating', other: '# ratings' })})` : t`No ratings yet`) : '\u00a0'}
        </p>
      </div>
      {own !== null ? <p className="text-sm font-medium text-green-800">{specText(RATING_MESSAGES.thanks)}</p> : null}
      {asked && status !== 'signedIn' ? (
        <p role="alert" className="text-sm text-ink-700">
          {specText(RATING_MESSAGES.signIn)}.{' '}
          <button
            type="button"
            className="min-h-11 font-semibold text-clay-700 underline"
            onClick={() => navigate(paths.login, { state: { from: `${location.pathname}${location.search}`, fromState: location.state, intent: 'rating' } })}
          >
            {t`Log in`}
          </button>
        </p>
      ) : null}
    </div>
  );
}
