import { useEffect } from 'react';

const SITE = 'Atelier Kigali';

/** "{title} · Atelier Kigali", or the site name alone (the home page). */
const fullTitle = (title?: string) => (title ? `${title} · ${SITE}` : SITE);

/** The title the page being rendered on the server asked for (one render at a time, entry-server.tsx). */
let serverTitle: string | undefined;
const tellServer = (title: string) => {
  serverTitle = title;
};

/**
 * Sets the tab title to "{title} · Atelier Kigali" (the site name alone for the home page). Rendered
 * on the server, it tells the title to the server renderer instead, which writes it into the page's
 * `<title>` (docs/decisions/135).
 */
export function useDocumentTitle(title?: string): void {
  if (import.meta.env.SSR) tellServer(fullTitle(title));
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}

/** The title of the last server render, then forgotten (entry-server.tsx). */
export function takeServerTitle(): string | undefined {
  const title = serverTitle;
  serverTitle = undefined;
  return title;
}
