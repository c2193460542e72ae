import { useEffect, useState } from 'react';
import * as Icon from './contact-icons';
import { t } from '@lingui/core/macro';

/** The studio in Kacyiru, Kigali: where the embedded map is centred. */
const STUDIO = { lat: -1.9367, lon: 30.085 };
const EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${STUDIO.lon - 0.01}%2C${STUDIO.lat - 0.007}%2C${STUDIO.lon + 0.01}%2C${STUDIO.lat + 0.007}&layer=mapnik&marker=${STUDIO.lat}%2C${STUDIO.lon}`;
/** One small tile from the server the embed draws from: if it loads, the embed can too. */
const PROBE_URL = 'https://tile.openstreetmap.org/0/0/0.png';

/** A link that opens the address in OpenStreetMap (works for whatever address the settings hold). */
function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * The embedded map of the contact page (spec 02 §2): an OpenStreetMap embed (no key) laid over a
 * tidy placeholder with the address. The embed is added only once a tile from the map server has
 * loaded, so offline (or when the map server is unreachable) the placeholder stays, never a
 * browser error page inside a frame.
 */
export function ContactMap({ address }: { address: string }) {
  const [online, setOnline] = useState(false);
  useEffect(() => {
    const probe = new Image();
    probe.onload = () => setOnline(true);
    probe.src = PROBE_URL;
    return () => {
      probe.onload = null;
    };
  }, []);
  return (
    <figure className="grid gap-2">
      <div className="relative h-72 overflow-hidden rounded-3xl border border-sand-200 bg-sand-100 sm:h-96">
        <div data-testid="map-placeholder" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <div
            aria-hidden="true"
            className="absolute inset-0 opacity-50 [background-image:linear-gradient(var(--color-sand-200)_1px,transparent_1px),linear-gradient(90deg,var(--color-sand-200)_1px,transparent_1px)] [background-size:32px_32px]"
          />
          <span className="relative flex size-14 items-center justify-center rounded-full bg-clay-600 text-white shadow-md">
            <Icon.MapPin />
          </span>
          <p className="relative max-w-xs">
            <span className="block text-xs font-semibold uppercase tracking-[0.15em] text-clay-700">{t`Our studio`}</span>
            <span className="mt-1 block font-display text-lg text-ink-900">{address}</span>
          </p>
        </div>
        {online ? <iframe title={t`Map of the studio: ${address}`} src={EMBED_URL} loading="lazy" referrerPolicy="no-referrer" className="absolute inset-0 size-full border-0" /> : null}
      </div>
      <figcaption className="text-sm">
        <a href={mapSearchUrl(address)} target="_blank" rel="noreferrer" className="font-semibold text-clay-700 underline underline-offset-4">
          {t`Open in OpenStreetMap`}
          <span className="sr-only"> {t`(opens in a new tab)`}</span>
        </a>
      </figcaption>
    </figure>
  );
}
