import { t } from '@lingui/core/macro';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const inputClass =
  'block w-full min-h-12 rounded-xl border border-sand-300 bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 shadow-sm transition-colors focus:border-clay-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-clay-600 disabled:bg-sand-100 aria-[invalid=true]:border-clay-600 aria-[invalid=true]:bg-clay-50/40';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Ids of further elements that describe the field (e.g. a form-level alert). */
  describedBy?: string;
  /** Shown after the input, inside the field box (e.g. a show-password button). */
  trailing?: ReactNode;
  invalid?: boolean;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The ids a field wires together: its control, its error line and hint, and the aria-describedby
 * list naming whichever of them (and any outside `describedBy`) are present.
 */
function useFieldIds(id: string | undefined, { error, hint, describedBy }: { error?: string; hint?: ReactNode; describedBy?: string }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return { controlId, errorId, hintId, described };
}

/** A field's visible label, with "(optional)" when asked. */
function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink-800">
      {label}
      {optional ? <span className="font-normal text-ink-600"> {t`(optional)`}</span> : null}
    </label>
  );
}

/** A field's hint line; nothing when there is none. */
function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="mt-1.5 text-xs text-ink-600">
      {hint}
    </p>
  ) : null;
}

/** A labelled input: visible `<label>`, error text linked by aria-describedby, aria-invalid. */
export function TextField({ label, error, hint, describedBy, trailing, invalid, optional, id, className, ref, ...input }: TextFieldProps) {
  const { controlId, errorId, hintId, described } = useFieldIds(id, { error, hint, describedBy });
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} optional={optional} />
      <div className="relative">
        <input ref={ref} id={controlId} aria-invalid={error || invalid ? true : undefined} aria-describedby={described} className={cn(inputClass, trailing ? 'pr-14' : undefined)} {...input} />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error line (the `id` its input names in `aria-describedby`); nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-clay-700">
      {error}
    </p>
  ) : null;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  describedBy?: string;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled `<select>` with the same error, hint and aria wiring as TextField. */
export function SelectField({ label, error, hint, describedBy, invalid, id, className, ref, children, ...select }: SelectFieldProps) {
  const { controlId, errorId, hintId, described } = useFieldIds(id, { error, hint, describedBy });
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} />
      <select ref={ref} id={controlId} aria-invalid={error || invalid ? true : undefined} aria-describedby={described} className={cn(inputClass, 'appearance-auto pr-3')} {...select}>
        {children}
      </select>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled `<textarea>` (notes, messages) with TextField's hint and error wiring. */
export function TextAreaField({ label, error, hint, optional, id, className, ref, ...area }: TextAreaFieldProps) {
  const { controlId, errorId, hintId, described } = useFieldIds(id, { error, hint });
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} optional={optional} />
      <textarea ref={ref} id={controlId} aria-invalid={error ? true : undefined} aria-describedby={described} className={cn(inputClass, 'min-h-28 py-3')} {...area} />
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
