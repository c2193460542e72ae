/**
 * Runs `fn` once the browser has nothing better to do (requestIdleCallback, at most `timeoutMs`
 * later; a plain timeout where the browser lacks it, as Safari before 18 does). For code a page may
 * want soon but not for its first render, e.g. the side cart drawer. Returns a cancel function, so
 * it can be an effect's cleanup.
 */
export function whenIdle(fn: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1);
  return () => window.clearTimeout(id);
}
