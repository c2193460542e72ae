import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

/**
 * How many async-hook `init` callbacks Node runs for every new promise, nextTick and timer of the
 * process (0 while none is on). Read from Node's own counter: no public API tells.
 */
function initHooks(): number {
  const asyncWrap = (process as unknown as { binding(name: 'async_wrap'): { async_hook_fields: Uint32Array; constants: { kInit: number } } }).binding('async_wrap');
  return asyncWrap.async_hook_fields[asyncWrap.constants.kInit]!;
}

describe('the server renderer (docs/decisions/135)', () => {
  it('renders a page without turning on async hooks, which would slow every later request of the server', async () => {
    expect(initHooks()).toBe(0);
    const page = await render('/404', new Map());
    expect(page.html).toContain('<');
    expect(initHooks()).toBe(0);
  });
});
