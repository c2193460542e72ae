import { Suspense, lazy, useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { CHAT_FIRST_VISIT_MS } from '@atelier/contracts';
import * as Icon from '@/components/icons';
import { cn } from '@/lib/cn';
import { DRAG_THRESHOLD_PX, HAS_VISITED_KEY, clampPosition, defaultPosition, readStoredPosition, storePosition, type Point } from './chat-position';
import { useClearSpot } from './clear-spot';
import { t } from '@lingui/core/macro';
import { lazyPart } from '@/lib/lazy-part';

// The window (messages, form, the call) is its own chunk, loaded on the first open or hover, so it
// never weighs on a page's first load.
const loadWindow = () => import('./chat-window');
const ChatWindow = lazy(loadWindow);
// The first-visit greeting (and its placement) is a chunk of its own, loaded only on a first visit;
// offline before it came, there is no greeting rather than a failed page (lib/lazy-part.tsx).
const ChatGreeting = lazyPart(() => import('./chat-greeting').then((m) => m.default));

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * True once, on the very first visit: `hasVisited` is stored then (spec 01 §2 Chat assistant). The
 * render only reads the key and the effect stores it, so a render React throws away (the button is
 * loaded lazily, and its greeting too) cannot use up the first visit.
 */
function useFirstVisit(): boolean {
  const [first, setFirst] = useState(() => {
    try {
      return !localStorage.getItem(HAS_VISITED_KEY);
    } catch {
      return false;
    }
  });
  useEffect(() => {
    if (!first) return;
    try {
      localStorage.setItem(HAS_VISITED_KEY, 'true');
    } catch {
      /* storage refused (private mode): the greeting shows once per page load */
    }
    const timer = setTimeout(() => setFirst(false), CHAT_FIRST_VISIT_MS);
    return () => clearTimeout(timer);
  }, [first]);
  return first;
}

/**
 * The chat assistant's round button (spec 01 §2 Chat assistant, §9): on every shared-layout page,
 * draggable with mouse or finger; its place is kept under `chatbotButtonPos` and clamped 8 px inside
 * the viewport (also after a resize); at its default place it steps up or down its column off any
 * control or amount it would cover (docs/decisions/124). A press that moved more than 6 px is a drag and never opens
 * the window. It is drawn once its first place is found, so it never stands over an amount while the
 * page loads. On the first visit (`hasVisited` unset) it bounces and greets for 4 s, the greeting
 * drawn only where it covers no interactive element (chat-greeting.tsx). The window
 * loads lazily.
 */
export function ChatButton() {
  // The wanted place, and the viewport it is clamped to when drawn: a passing tiny viewport (a
  // minimised window, a full-page screenshot) moves the button only while it lasts.
  const [wanted, setPosition] = useState<Point>(() => readStoredPosition() ?? defaultPosition(viewport()));
  const [size, setSize] = useState(viewport);
  const position = clampPosition(wanted, size);
  const [open, setOpen] = useState(false);
  // At its default place the button steps aside from the controls and amounts under it (clear-spot.ts);
  // a place the customer dragged it to stays theirs.
  const [firstPlace] = useState(wanted);
  const [storedPlace] = useState(() => readStoredPosition() !== null);
  const byHand = storedPlace || wanted !== firstPlace;
  const firstVisit = useFirstVisit();
  const drag = useRef<{ pointer: number; startX: number; startY: number; from: Point; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // It appears in its first place without sliding there; later moves slide (`glides`).
  const { point: shown, hidden, placed, glides } = useClearSpot(button, position, !byHand && !open);

  useEffect(() => {
    const onResize = () => {
      const next = viewport();
      if (next.width > 0 && next.height > 0) setSize(next);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    suppressClick.current = false;
    drag.current = { pointer: event.pointerId, startX: event.clientX, startY: event.clientY, from: position, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    const dx = event.clientX - d.startX;
    const dy = event.clientY - d.startY;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    d.moved = true;
    setPosition(clampPosition({ x: d.from.x + dx, y: d.from.y + dy }, viewport()));
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    drag.current = null;
    if (d.moved) {
      // A mouse or pen drag ends in a click, which the flag swallows; a finger drag ends in none (and
      // a finger's clicks are ignored), so it sets no flag that could swallow a later Enter.
      suppressClick.current = event.pointerType !== 'touch';
      const final = clampPosition({ x: d.from.x + event.clientX - d.startX, y: d.from.y + event.clientY - d.startY }, viewport());
      setPosition(final);
      storePosition(final);
    } else if (event.type === 'pointerup' && event.pointerType === 'touch') {
      // A finger's tap opens as the finger lifts: right after a finger drag, Chromium sometimes sends
      // no click for the next tap (spec 01 §2: the tap after a drag opens). The click a tap may still
      // send is left to onClick, which ignores clicks from a finger.
      setOpen((o) => !o);
    }
  };
  const onClick = (event: ReactMouseEvent<HTMLButtonElement>) => {
    // A finger's tap was handled as it lifted (onPointerEnd); a mouse click and Enter or Space come here.
    if ((event.nativeEvent as Partial<PointerEvent>).pointerType === 'touch') return;
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    setOpen((o) => !o);
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="chat-button"
        aria-label={open ? t`Close chat assistant` : t`Open chat assistant`}
        aria-expanded={open}
        aria-controls={open ? 'chat-window' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={onClick}
        onPointerEnter={() => void loadWindow()}
        onFocus={() => void loadWindow()}
        style={{ left: shown.x, top: shown.y }}
        className={cn(
          'no-print fixed z-[60] flex size-14 touch-none items-center justify-center rounded-full bg-clay-600 text-white shadow-xl select-none hover:bg-clay-700 focus-visible:outline-offset-4',
          firstVisit && 'motion-safe:animate-bounce',
          !byHand && glides && 'motion-safe:transition-[top] motion-safe:duration-200',
          (hidden || !placed) && 'invisible',
        )}
      >
        {open ? <Icon.Close className="size-7" /> : <Icon.Chat className="size-7" />}
      </button>
      {firstVisit && !open ? (
        <Suspense fallback={null}>
          <ChatGreeting button={button} />
        </Suspense>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ChatWindow onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
