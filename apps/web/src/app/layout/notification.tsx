import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as Icon from '@/components/icons';
import { cn } from '@/lib/cn';
import { t } from '@lingui/core/macro';
import { NOTIFICATION_REGION, NOTIFY_EVENT } from './notification-region';

/** Spec 01 §2 Toasts and notifications, §9: the bounds and default (the event's name: notification-host.tsx). */
const NOTIFY_DEFAULT_MS = 3500;
const NOTIFY_MIN_MS = 1500;
const NOTIFY_MAX_MS = 8000;
const NOTIFY_TITLE_MAX = 120;
const NOTIFY_MESSAGE_MAX = 300;
const TYPES = ['success', 'error', 'warning', 'info'] as const;
export type NotificationType = (typeof TYPES)[number];

export interface AppNotification {
  title: string;
  message: string;
  type: NotificationType;
  /** How long it stays, ms (1500–8000). */
  duration: number;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * Turns any `notify` event detail into a notification: title cut to 120 characters, message to
 * 300, type success/error/warning/info (anything else → info), duration clamped to 1500–8000 ms
 * (not a finite number → 3500). Returns null when there is neither title nor message.
 */
export function normalizeNotification(detail: unknown): AppNotification | null {
  const d = (detail && typeof detail === 'object' ? detail : {}) as Record<string, unknown>;
  const title = text(d.title, NOTIFY_TITLE_MAX);
  const message = text(d.message, NOTIFY_MESSAGE_MAX);
  if (!title && !message) return null;
  const type = TYPES.includes(d.type as NotificationType) ? (d.type as NotificationType) : 'info';
  const raw = typeof d.duration === 'number' && Number.isFinite(d.duration) ? d.duration : NOTIFY_DEFAULT_MS;
  return { title, message, type, duration: Math.min(NOTIFY_MAX_MS, Math.max(NOTIFY_MIN_MS, raw)) };
}

/** Shows a notification: `window.dispatchEvent(new CustomEvent('notify', { detail }))`. */
export function notify(detail: { title?: string; message?: string; type?: NotificationType; duration?: number }): void {
  window.dispatchEvent(new CustomEvent(NOTIFY_EVENT, { detail }));
}

const STYLES: Record<NotificationType, string> = {
  success: 'border-l-emerald-600',
  error: 'border-l-clay-700',
  warning: 'border-l-gold-400',
  info: 'border-l-ink-700',
};

/**
 * The separate notification toast (spec 01 §2): listens for the window event `notify`, shows the
 * latest one with a Dismiss button and hides it after its duration; the time stands still while the
 * pointer or the focus is on it.
 */
export function NotificationToast() {
  return (
    <div aria-live="polite" className={NOTIFICATION_REGION}>
      <LatestNotification />
    </div>
  );
}

/**
 * The toast inside the live region: `initial` is the detail of a `notify` event sent before this
 * module had loaded (NotificationHost loads it with the first one), shown at once; later events
 * arrive through its own listener.
 */
export function LatestNotification({ initial }: { initial?: unknown }) {
  const [current, setCurrent] = useState<(AppNotification & { id: number }) | null>(() => {
    const first = initial === undefined ? null : normalizeNotification(initial);
    return first ? { ...first, id: -1 } : null;
  });

  // Listening from the commit on (a layout effect): an event sent between the toast's first paint and
  // the passive effects reached only the host's listener, which cannot change a mounted toast, and
  // was lost.
  useLayoutEffect(() => {
    let n = 0;
    const onNotify = (event: Event) => {
      const next = normalizeNotification((event as CustomEvent).detail);
      if (next) setCurrent({ ...next, id: ++n });
    };
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => window.removeEventListener(NOTIFY_EVENT, onNotify);
  }, []);

  // While the pointer rests on it or focus is inside it, the toast stays (WCAG 2.2.1, as Radix and
  // Sonner toasts do); let go, it hides after what was left of its duration.
  const [heldId, setHeldId] = useState<number | null>(null);
  const held = current !== null && heldId === current.id;
  const remaining = useRef({ id: 0, ms: 0 });
  useEffect(() => {
    if (!current || held) return;
    if (remaining.current.id !== current.id) remaining.current = { id: current.id, ms: current.duration };
    const left = remaining.current;
    const started = Date.now();
    const timer = setTimeout(() => setCurrent(null), left.ms);
    return () => {
      clearTimeout(timer);
      left.ms = Math.max(0, left.ms - (Date.now() - started));
    };
  }, [current, held]);

  return current ? (
    <div
      key={current.id}
      role={current.type === 'error' ? 'alert' : 'status'}
      data-type={current.type}
      data-testid="notification"
      onMouseEnter={() => setHeldId(current.id)}
      onMouseLeave={() => setHeldId(null)}
      onFocus={() => setHeldId(current.id)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeldId(null);
      }}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border border-l-4 border-sand-200 bg-white p-4 shadow-xl motion-safe:animate-fade-in',
        STYLES[current.type],
      )}
    >
      <div className="min-w-0 flex-1 break-words">
        {current.title ? <p className="font-semibold text-ink-900">{current.title}</p> : null}
        {current.message ? <p className="mt-0.5 text-sm text-ink-700">{current.message}</p> : null}
      </div>
      <button
        type="button"
        aria-label={t`Dismiss notification`}
        onClick={() => setCurrent(null)}
        className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-sand-100"
      >
        <Icon.Close className="size-5" />
      </button>
    </div>
  ) : null;
}
