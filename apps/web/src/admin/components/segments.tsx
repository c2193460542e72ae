import { i18n, type MessageDescriptor } from '@lingui/core';
import { cn } from '@/lib/cn';

/** Segmented buttons (a radio-like choice kept in the address). */
export function Segments<T extends string>({
  label,
  items,
  value,
  onChange,
  className,
}: {
  label: string;
  items: readonly { id: T; label: MessageDescriptor }[];
  value: T;
  onChange: (id: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn('flex min-w-0 rounded-full bg-sand-100 p-1', className)}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          aria-pressed={item.id === value}
          onClick={() => onChange(item.id)}
          className={cn('min-h-11 flex-1 rounded-full px-4 text-sm font-semibold transition-colors', item.id === value ? 'bg-ink-900 text-paper' : 'text-ink-700 hover:bg-sand-200')}
        >
          {i18n._(item.label)}
        </button>
      ))}
    </div>
  );
}
