import { useEffect, useState } from 'react';
import type { PageMessage } from './components/form-message';

/** Spec 01 §9: a message on the login page clears after 5 seconds. */
const PAGE_MESSAGE_MS = 5000;

/** A page message that clears itself 5 s after it is set. */
export function usePageMessage(initial: PageMessage = null) {
  const [message, setMessage] = useState<PageMessage>(initial);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), PAGE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}
