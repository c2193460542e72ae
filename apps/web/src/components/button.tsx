import { t } from '@lingui/core/macro';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'dark' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold tracking-wide text-balance transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-clay-600 text-white hover:bg-clay-700 active:bg-clay-800',
  dark: 'bg-ink-900 text-paper hover:bg-ink-700',
  outline: 'border border-ink-900/25 bg-white text-ink-900 hover:border-ink-900 hover:bg-sand-50',
  ghost: 'text-ink-900 hover:bg-sand-100',
  danger: 'text-clay-700 hover:bg-clay-50',
};
// Every size keeps a 44 px minimum tap target. A label too long for a phone (French runs long)
// wraps inside the button instead of pushing the page sideways; the padding keeps it off the edges.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 py-2 text-sm',
  md: 'min-h-11 px-5 py-2 text-sm',
  lg: 'min-h-12 px-7 py-2.5 text-base',
};

/** Class names of a button look, for `<button>` and for links styled as buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize; ref?: Ref<HTMLButtonElement> };

/** A `<button>` (type="button" unless told) in one of the shop's looks. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/**
 * A form's submit button that says it is working: disabled while `pending` (and whenever `disabled`
 * says so), and reading `pendingLabel` ('Saving...' unless given) instead of its label meanwhile.
 */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...props }: Omit<ButtonProps, 'type'> & { pending: boolean; pendingLabel?: ReactNode }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? (pendingLabel ?? t`Saving...`) : children}
    </Button>
  );
}

/**
 * The Cancel + submit row at the foot of a form: stacked with the submit on top on a phone, side by
 * side (at the right unless `className` says otherwise) from `sm`. Both are disabled while `pending`,
 * when the submit reads 'Saving...'.
 */
export function FormActions({ submitLabel, pending, onCancel, className }: { submitLabel: string; pending: boolean; onCancel: () => void; className?: string }) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t`Cancel`}
      </Button>
      <SubmitButton variant="dark" pending={pending}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
