import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { WEB_PAGES } from '@atelier/contracts';
import { routes } from './router';

/** The router is built from the page table the server answers from: they cannot disagree. */
describe('route table', () => {
  const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

  it('routes every address of WEB_PAGES to a page of its own, and any other to the 404 page', () => {
    for (const row of WEB_PAGES) {
      const url = row.path.replace(':slug', 'some-item').replace(':orderId', 'ATL-7K3QX9');
      const route = leaf(url);
      expect(route?.path, url).not.toBe('*');
      expect(route?.element, url).toBeTruthy();
    }
    for (const url of ['/no-such-page', '/store/a/b', '/orders']) expect(leaf(url)?.path, url).toBe('*');
  });
});
