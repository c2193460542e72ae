import { lazy, useEffect, useState, type ComponentType } from 'react';
import { useOnline } from './connection';

/**
 * A part of the layout that is not the page itself (the footer, the chat button) loaded as a chunk of
 * its own, as `React.lazy` loads it, but one whose chunk cannot be fetched (the network dropped before
 * it came: docs/decisions/136) renders `Fallback` instead of throwing: the route's error boundary would
 * otherwise put "Connection problem" in place of the whole page the customer is reading. It asks for
 * its chunk again once the shop is back online (lib/connection.ts) and then renders the part.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType = Nothing) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: (props: P) => <RetryWhenOnline load={load} props={props} Fallback={Fallback} /> };
    }
  });
}

function Nothing() {
  return null;
}

/** `Fallback` until `load` works: tried when this mounts online, and each time the shop comes back online. */
function RetryWhenOnline<P extends object>({ load, props, Fallback }: { load: () => Promise<ComponentType<P>>; props: P; Fallback: ComponentType }) {
  const online = useOnline();
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!online || Part) return;
    let current = true;
    load().then(
      (loaded) => {
        if (current) setPart(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [online, Part, load]);
  return Part ? <Part {...props} /> : <Fallback />;
}
