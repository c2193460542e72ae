/**
 * Turns on the page's stylesheet, which the built HTML attaches with media="print" so it does not
 * block the first paint (vite.config.ts, docs/decisions/060), and resolves once it applies. Resolves
 * at once when there is no such link (development, tests) or the sheet has loaded already; a sheet
 * that fails to load is not waited for.
 */
export function stylesheetReady(doc: Document = document): Promise<void> {
  const link = doc.getElementById('app-css');
  if (!(link instanceof HTMLLinkElement)) return Promise.resolve();
  const ready = link.sheet
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
  link.media = 'all';
  return ready;
}
