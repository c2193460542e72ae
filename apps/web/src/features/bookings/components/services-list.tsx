import { Link } from 'react-router';
import type { Service } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import { ResponsiveImage } from '@/components/responsive-image';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { choiceLabel } from '../choice-labels';
import { t } from '@lingui/core/macro';

/** What /services hands to /book in navigation state (spec 02 §2: locations and service types). */
export interface BookingNavigationState {
  service: string;
  name: string;
  locations: string[];
  types: string[];
}

/** The service's button: BOOK NOW carries the service, its locations and types to /book. */
function ServiceAction({ service, size }: { service: Service; size: 'md' | 'lg' }) {
  if (!service.target) return null;
  const label = choiceLabel(service.button_label);
  if (service.target === paths.book) {
    const state: BookingNavigationState = { service: service.slug, name: service.name, locations: service.locations, types: service.types };
    return (
      <Link to={`${paths.book}?service=${encodeURIComponent(service.slug)}`} state={state} className={buttonClass('primary', size)} aria-label={t`${label}: ${service.name}`}>
        {label}
      </Link>
    );
  }
  return (
    <Link to={service.target} className={buttonClass(service.featured ? 'primary' : 'dark', size)} aria-label={t`${label}: ${service.name}`}>
      {label}
    </Link>
  );
}

function Choices({ service }: { service: Service }) {
  const groups = [
    { key: 'types', label: service.locations.length > 0 ? t`Sessions` : t`Styles`, items: service.types, chip: 'bg-clay-50 text-clay-800' },
    { key: 'where', label: t`Where`, items: service.locations, chip: 'bg-sand-100 text-ink-700' },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="mt-3 grid gap-2">
      {groups.map((g) => (
        <div key={g.key} className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold uppercase tracking-[0.12em] text-ink-600">{g.label}</span>
          <ul className="flex flex-wrap gap-2" aria-label={`${service.name} ${g.label.toLocaleLowerCase()}`}>
            {g.items.map((item) => (
              <li key={item} className={cn('rounded-full px-3 py-1 text-xs font-semibold', g.chip)}>
                {choiceLabel(item)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** A picture for a service, or the studio's zigzag band when it has none. */
function ServicePicture({ service, className, priority, sizes }: { service: Service; className: string; priority?: boolean; sizes: string }) {
  return (
    <div className={cn('relative overflow-hidden bg-ink-900', className)}>
      <div className="bg-zigzag absolute inset-0 opacity-80" aria-hidden="true" />
      <ResponsiveImage src={service.image} alt="" width={640} height={480} sizes={sizes} priority={priority} className="relative size-full object-cover" />
    </div>
  );
}

/**
 * The services page body (spec 02 §2 Services page): the featured service as the main card, the
 * others as a list, each with its button (BUY NOW → /store, ORDER NOW / SHOP NOW → /soon, BOOK NOW
 * → /book with the service's locations and types in navigation state). Data from GET /api/services.
 */
export function ServicesList({ services }: { services: Service[] }) {
  const main = services.find((s) => s.featured) ?? services[0];
  const others = services.filter((s) => s !== main);
  return (
    <div className="grid gap-6 lg:grid-cols-[1.1fr_1fr] lg:gap-10">
      {main ? (
        <article aria-labelledby={`service-${main.slug}`} className="overflow-hidden rounded-3xl bg-ink-900 text-paper shadow-sm lg:self-start">
          <ServicePicture service={main} className="aspect-[16/10] w-full sm:aspect-[4/3]" priority sizes="(min-width: 1024px) 50vw, 100vw" />
          <div className="p-6 sm:p-8">
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">{t`Our signature service`}</p>
            <h2 id={`service-${main.slug}`} className="mt-2 text-3xl text-paper sm:text-4xl">
              {main.name}
            </h2>
            <p className="mt-3 text-base text-sand-200">{main.description}</p>
            <Choices service={main} />
            <div className="mt-6">
              <ServiceAction service={main} size="lg" />
            </div>
          </div>
        </article>
      ) : null}
      <ul className="grid content-start gap-4" aria-label={t`More services`}>
        {others.map((service) => (
          <li key={service.slug}>
            <article aria-labelledby={`service-${service.slug}`} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
              <ServicePicture service={service} className="size-20 shrink-0 rounded-xl sm:size-28" sizes="112px" />
              <div className="flex min-w-0 flex-1 flex-col">
                <h2 id={`service-${service.slug}`} className="text-xl sm:text-2xl">
                  {service.name}
                </h2>
                <p className="mt-1 text-sm text-ink-600">{service.description}</p>
                <Choices service={service} />
                <div className="mt-3">
                  <ServiceAction service={service} size="md" />
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Placeholder shapes while the services load. */
export function ServicesSkeleton() {
  return (
    <div role="status" aria-label={t`Loading services`} className="grid gap-6 lg:grid-cols-[1.1fr_1fr] lg:gap-10">
      <div className="aspect-[4/3] animate-pulse rounded-3xl bg-sand-200" />
      <div className="grid content-start gap-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-2xl bg-sand-100" />
        ))}
      </div>
    </div>
  );
}
