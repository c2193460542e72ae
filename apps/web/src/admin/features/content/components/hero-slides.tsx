import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { PageSpinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { useHeroSlides, useReorderSlides, useSetSlideHidden } from '../api/content';

/** The home page's hero slides: hide or show each, and move them up or down. Adding and editing slides is not here yet. */
export function HeroSlidesEditor() {
  const { data: slides, error, isPending, refetch } = useHeroSlides();
  const setHidden = useSetSlideHidden();
  const reorder = useReorderSlides();
  const busy = setHidden.isPending || reorder.isPending;
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
    return run(() => reorder.mutateAsync(ids), 'Slides reordered', 'The slides could not be reordered. Please try again.');
  };
  return (
    <section aria-labelledby="hero-heading" className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:p-6">
      <h2 id="hero-heading" className="text-lg font-semibold">
        Home page slides
      </h2>
      {isPending ? (
        <PageSpinner label="Loading the slides..." />
      ) : error ? (
        <ErrorState title="The slides could not be loaded" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} />
      ) : slides.length === 0 ? (
        <EmptyState title="No slides yet" />
      ) : (
        <ol className="grid gap-3" aria-busy={busy || undefined}>
          {slides.map((slide, index) => (
            <li key={slide.id} className="flex flex-wrap items-center gap-3 rounded-xl p-3 ring-1 ring-sand-200">
              {slide.images[0] ? <img src={slide.images[0]} alt="" className="h-12 w-20 rounded-lg object-cover" loading="lazy" /> : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium">{slide.title}</p>
                {slide.hidden ? <p className="text-sm text-ink-600">Hidden from the home page</p> : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void run(() => setHidden.mutateAsync({ id: slide.id, hidden: !slide.hidden }), slide.hidden ? 'Slide shown' : 'Slide hidden', 'The slide could not be changed. Please try again.')}
                  aria-label={`${slide.hidden ? 'Show' : 'Hide'} "${slide.title}"`}
                >
                  {slide.hidden ? 'Show' : 'Hide'}
                </Button>
                <Button type="button" size="sm" variant="ghost" disabled={busy || index === 0} onClick={() => void move(index, -1)} aria-label={`Move "${slide.title}" up`}>
                  Up
                </Button>
                <Button type="button" size="sm" variant="ghost" disabled={busy || index === slides.length - 1} onClick={() => void move(index, 1)} aria-label={`Move "${slide.title}" down`}>
                  Down
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
