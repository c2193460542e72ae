import { Suspense, lazy, useEffect, useState, type ComponentProps } from 'react';
import type { default as hotToast, Toaster as HotToaster } from 'react-hot-toast';
import { whenIdle } from './idle';

/*
 * The store's toasts (spec 01 §2 Toasts) through react-hot-toast, loaded when the first toast is
 * shown or the browser is idle after the first render, whichever comes first: its ~4 KB (gzip, with
 * its CSS-in-JS) are not part of the store's first JavaScript (docs/decisions/108). The library keeps
 * its toasts in a store of its own, so a toast raised before the container arrives shows as soon as
 * it does.
 */

type Hot = typeof hotToast;
type Message = Parameters<Hot['success']>[0];
type Options = Parameters<Hot['success']>[1];

let loading: Promise<Hot> | undefined;
const waiting = new Set<() => void>();
function load(): Promise<Hot> {
  if (!loading) {
    loading = import('react-hot-toast').then((m) => m.default);
    for (const show of waiting) show();
  }
  return loading;
}

/** `toast(message)`, `toast.success(message, options)`, `toast.error(message, options)`: react-hot-toast's, loaded on first use. */
export const toast = Object.assign((message: Message, options?: Options) => void load().then((hot) => hot(message, options)), {
  success: (message: Message, options?: Options) => void load().then((hot) => hot.success(message, options)),
  error: (message: Message, options?: Options) => void load().then((hot) => hot.error(message, options)),
});

const LazyToaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** react-hot-toast's container, mounted with the first toast or when the browser is idle (same props). */
export function Toaster(props: ComponentProps<typeof HotToaster>) {
  const [on, setOn] = useState(() => loading !== undefined);
  useEffect(() => {
    if (on) return;
    const show = () => setOn(true);
    waiting.add(show);
    const cancel = whenIdle(() => void load());
    return () => {
      waiting.delete(show);
      cancel();
    };
  }, [on]);
  return on ? (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  ) : null;
}
