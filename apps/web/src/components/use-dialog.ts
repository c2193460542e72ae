import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What every dialog here does while `open`: focus moves into `container` (its `[data-autofocus]`
 * element, else its first focusable one), Tab and Shift+Tab cycle inside it, the page behind does
 * not scroll, and focus returns where it was on close. Every other key goes to `onKey` (Escape,
 * arrows).
 */
export function useDialog(container: RefObject<HTMLElement | null>, open: boolean, onKey: (event: KeyboardEvent) => void) {
  const handleKey = useEffectEvent(onKey);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = container.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return handleKey(event);
      const items = node ? Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
      if (items.length === 0) return event.preventDefault();
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open, container]);
}
