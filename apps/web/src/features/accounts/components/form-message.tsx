import { cn } from '@/lib/cn';

export type PageMessage = { kind: 'success' | 'error' | 'info'; text: string } | null;

/** The login page's message line (success in green, errors in red, announced to screen readers). */
export function FormMessage({ message, id }: { message: PageMessage; id?: string }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={message.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl px-4 py-3 text-sm font-medium',
        message.kind === 'error' && 'bg-clay-50 text-clay-800',
        message.kind === 'success' && 'bg-green-50 text-green-800',
        message.kind === 'info' && 'bg-sand-100 text-ink-800',
      )}
    >
      {message.text}
    </p>
  );
}
