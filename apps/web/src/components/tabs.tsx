import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as Icon from './icons';
import { cn } from '@/lib/cn';

/** Room (px) the selected tab keeps from an edge of the strip, so a fade never hides it. */
const EDGE_ROOM = 48;

interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
}

export interface TabsProps<Id extends string> {
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: a `tablist` of `tab` buttons with one tab stop (roving
 * tabindex), Left/Right arrows move and select (wrapping), Home/End jump to the ends; the selected
 * tab's `tabpanel` is labelled by it and focusable. Only the selected panel is rendered. The owner
 * keeps the selection (e.g. in the URL). On narrow screens the list scrolls sideways, keeps the
 * selected tab in view, and shows that it scrolls: a fade with an arrow on each side that has more
 * tabs (`data-more="start|end"`); the arrow scrolls the strip (the keyboard's arrows already move
 * along the tabs, so the arrow buttons are not tab stops).
 */
export function Tabs<Id extends string>({ tabs, selected, onSelect, label, children, className }: TabsProps<Id>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  // Which sides have tabs out of view: read on scroll and whenever the strip or its tabs change size.
  useEffect(() => {
    const strip = scroller.current;
    if (!strip) return;
    const update = () => {
      const max = strip.scrollWidth - strip.clientWidth;
      const next = { start: strip.scrollLeft > 1, end: strip.scrollLeft < max - 1 };
      setMore((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(strip);
    if (list.current) observer?.observe(list.current);
    return () => {
      strip.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  // The selected tab in view, clear of the fades; only the strip scrolls, never the page.
  useEffect(() => {
    const strip = scroller.current;
    const tab = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!strip || !tab) return;
    const box = strip.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < box.left + EDGE_ROOM) strip.scrollLeft -= box.left + EDGE_ROOM - at.left;
    else if (at.right > box.right - EDGE_ROOM) strip.scrollLeft += at.right - (box.right - EDGE_ROOM);
  }, [selected]);

  const scrollBy = (direction: 1 | -1) => scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.6, behavior: 'smooth' });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    document.getElementById(tabId(tab.id))?.focus();
  };

  return (
    <div className={className}>
      <div className="relative -mx-4 sm:mx-0" data-more={[more.start && 'start', more.end && 'end'].filter(Boolean).join(' ') || undefined}>
        <div ref={scroller} className="overflow-x-auto px-4 scrollbar-none sm:px-0">
          <div ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex min-w-max gap-1 border-b border-sand-200">
            {tabs.map((tab) => {
              const active = tab.id === selected;
              return (
                <button
                  key={tab.id}
                  id={tabId(tab.id)}
                  type="button"
                  role="tab"
                  aria-selected={active}
                  aria-controls={active ? panelId(tab.id) : undefined}
                  tabIndex={active ? 0 : -1}
                  onClick={() => onSelect(tab.id)}
                  className={cn(
                    '-mb-px min-h-12 border-b-2 px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                    active ? 'border-clay-600 text-ink-900' : 'border-transparent text-ink-600 hover:border-sand-300 hover:text-ink-900',
                  )}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>
        </div>
        {(['start', 'end'] as const).map((side) =>
          more[side] ? (
            <div
              key={side}
              aria-hidden="true"
              data-testid={`tabs-more-${side}`}
              className={cn(
                'pointer-events-none absolute inset-y-0 flex w-16 items-center',
                side === 'start' ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l',
                'from-paper from-40% to-transparent',
              )}
            >
              <button
                type="button"
                tabIndex={-1}
                onClick={() => scrollBy(side === 'start' ? -1 : 1)}
                className="pointer-events-auto flex size-11 items-center justify-center text-ink-700 hover:text-ink-900"
              >
                {side === 'start' ? <Icon.ChevronLeft className="size-5" /> : <Icon.ChevronRight className="size-5" />}
              </button>
            </div>
          ) : null,
        )}
      </div>
      <div id={panelId(selected)} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className="pt-6 outline-none focus-visible:outline-2 sm:pt-8">
        {children}
      </div>
    </div>
  );
}
