import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<Id extends string = string> {
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
 * keeps the selection (e.g. in the URL). On narrow screens the list scrolls sideways and keeps the
 * selected tab in view.
 */
export function Tabs<Id extends string>({ tabs, selected, onSelect, label, children, className }: TabsProps<Id>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

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
      <div className="-mx-4 overflow-x-auto px-4 scrollbar-none sm:mx-0 sm:px-0">
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
      <div id={panelId(selected)} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className="pt-6 outline-none focus-visible:outline-2 sm:pt-8">
        {children}
      </div>
    </div>
  );
}
