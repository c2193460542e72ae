import { useEffect } from 'react';

const SITE = 'Atelier Kigali';

/** Sets the tab title to "{title} · Atelier Kigali" (the site name alone for the home page). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE;
  }, [title]);
}
