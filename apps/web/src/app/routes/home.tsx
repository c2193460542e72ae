import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import * as Icon from '@/components/icons';
import { TypingText } from '@/components/typing-text';
import { paths } from '@/config/paths';
import { heroQueryOptions } from '@/features/catalog/api/get-hero';
import { HeroCarousel } from '@/features/catalog/components/hero-carousel';
import type { PrefetchContext } from '../prefetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

/** The hero slides, for the first render (docs/decisions/060). */
export const prefetch = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(heroQueryOptions());

/** Home (spec 02 §2 Home): hero carousel plus clear ways into the gallery and the store. */
export default function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-12">
        <p className="text-xs font-semibold tracking-[0.25em] text-clay-700 uppercase">{t`Kigali · Rwanda`}</p>
        <h1 className="mt-2 max-w-3xl text-4xl leading-[1.05] sm:text-6xl">
          {t`Wear it. Hang it.`} <TypingText text={t`Create.`} className="text-clay-600 italic" />
        </h1>
        <p className="mt-3 max-w-xl text-base text-ink-600 sm:text-lg">{t`Hand-painted shoes, custom fashion and original art from our studio in Kacyiru.`}</p>
        <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <Link to={paths.store} className={buttonClass('primary', 'lg', 'px-4 sm:px-7')}>
            {t`Shop the store`}
          </Link>
          <Link to={paths.gallery} className={buttonClass('outline', 'lg', 'px-4 sm:px-7')}>
            {t`Art gallery`}
          </Link>
        </div>
      </section>

      <div className="mt-8 sm:mt-12">
        <HeroCarousel />
      </div>

      <section aria-labelledby="home-paths" className="mx-auto mt-14 max-w-6xl px-4 sm:px-6">
        <h2 id="home-paths" className="text-2xl sm:text-3xl">
          {t`Made to order, made to last`}
        </h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <Link to={paths.store} className="group relative overflow-hidden rounded-3xl bg-ink-900 p-6 text-paper sm:p-8">
            <div className="bg-zigzag absolute inset-x-0 top-0 h-2" aria-hidden="true" />
            <p className="text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">{t`Store`}</p>
            <p className="mt-2 font-display text-2xl sm:text-3xl">{t`Bespoke shoes & fashion`}</p>
            <p className="mt-2 max-w-sm text-sm text-paper/80">{t`Sneakers painted by hand, tailored pieces and studio exclusives, priced in RWF.`}</p>
            <span className="mt-5 inline-flex items-center gap-1 text-sm font-bold text-gold-300 group-hover:underline">
              {t`Shop now`} <Icon.ChevronRight className="size-4" />
            </span>
          </Link>
          <Link to={paths.gallery} className="group relative overflow-hidden rounded-3xl border border-sand-200 bg-white p-6 sm:p-8">
            <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">{t`Art Gallery`}</p>
            <p className="mt-2 font-display text-2xl sm:text-3xl">{t`Original Rwandan art`}</p>
            <p className="mt-2 max-w-sm text-sm text-ink-600">{t`Paintings, prints and Imigongo-inspired works by artists from across the country.`}</p>
            <span className="mt-5 inline-flex items-center gap-1 text-sm font-bold text-clay-700 group-hover:underline">
              {t`View the gallery`} <Icon.ChevronRight className="size-4" />
            </span>
          </Link>
        </div>
      </section>
    </>
  );
}
