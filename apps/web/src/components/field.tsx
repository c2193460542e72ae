import { t } from '@lingui/core/macro';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
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

/**
 * True where a field with a `maxLength` shows a character counter and lets a longer text in (marked
 * too long, then refused by the form's schema and the server with their message) instead of the
 * browser cutting it silently: the back office provides it (AdminProvider); the store keeps the plain
 * limit (docs/decisions/125-back-office-phone-walk.md).
 */
export const CharacterCounterContext = createContext(false);

/**
 * Hands `node` to a caller's ref, whichever kind it is (an object, or a callback with or without a
 * cleanup); returns what takes it back.
 */
function attachRef<T>(ref: Ref<T> | undefined, node: T): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => void ref(null);
  }
  if (!ref) return () => undefined;
  ref.current = node;
  return () => {
    ref.current = null;
  };
}

/**
 * A callback ref that hands the element to `elementRef` and to the caller's `ref`. It is as stable
 * as the caller's ref, a new one only when that changes, so React neither detaches nor attaches the
 * field again because of the counter, and a form's ref (react-hook-form's `register`) gets the element
 * exactly as if it were given alone: merged, never replaced.
 */
function useMergedRef<T>(elementRef: RefObject<T | null>, ref: Ref<T> | undefined) {
  return useCallback(
    (node: T) => {
      const detach = attachRef(ref, node);
      const detachOwn = attachRef(elementRef, node);
      return () => {
        detachOwn();
        detach();
      };
    },
    [elementRef, ref],
  );
}

/**
 * The counter of a field with a limit, where CharacterCounterContext is on: the props to give the
 * control in place of `maxLength`, `ref` and `onChange`, and the "12/200" line under it, which turns
 * into "5 characters too many (at most 200)" past the limit.
 *
 * The length comes from `value` when the field is controlled; otherwise from React's change event
 * (what is typed) and from the element after each render (what a form such as react-hook-form set
 * without an event: `reset`, `setValue`). The counter adds no listener of its own to the element:
 * a native `input` listener runs before React's, and the browser renders what it scheduled in
 * between, putting a controlled field's old value back before its `onChange` reads it (the lost
 * cancel reason and return reply of the first version). Its ref is merged, never replacing the
 * caller's (useMergedRef), and it keeps no element in state.
 */
function useCharacterCounter<T extends HTMLInputElement | HTMLTextAreaElement>(
  controlId: string,
  { maxLength, value, ref, onChange }: { maxLength?: number; value?: unknown; ref?: Ref<T>; onChange?: (event: ChangeEvent<T>) => void },
) {
  const on = useContext(CharacterCounterContext) && typeof maxLength === 'number' && maxLength > 0;
  const element = useRef<T | null>(null);
  const mergedRef = useMergedRef(element, ref);
  const [elementLength, setElementLength] = useState(0);
  // After every render on purpose: a form may have set the element's value without an event; the
  // state update bails out when the length is unchanged, so this settles in one pass.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (on && element.current) setElementLength(element.current.value.length);
  });
  if (!on) return { tooLong: false, counterId: undefined, control: { maxLength, ref, onChange }, counter: null };
  const length = value !== undefined && value !== null ? String(value).length : elementLength;
  const counterId = `${controlId}-count`;
  const over = length - maxLength;
  const counter = (
    <p id={counterId} className={cn('mt-1 text-right text-xs tabular-nums', over > 0 ? 'font-semibold text-clay-700' : 'text-ink-600')}>
      {over > 0 ? t`${over} characters too many (at most ${maxLength})` : `${length}/${maxLength}`}
    </p>
  );
  const control = {
    ref: mergedRef,
    onChange: (event: ChangeEvent<T>) => {
      setElementLength(event.target.value.length);
      onChange?.(event);
    },
  };
  return { tooLong: over > 0, counterId, control, counter };
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
export function TextField({ label, error, hint, describedBy, trailing, invalid, optional, id, className, ref, maxLength, onChange, ...input }: TextFieldProps) {
  const { controlId, errorId, hintId, described } = useFieldIds(id, { error, hint, describedBy });
  const count = useCharacterCounter(controlId, { maxLength, value: input.value, ref, onChange });
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} optional={optional} />
      <div className="relative">
        <input
          id={controlId}
          aria-invalid={error || invalid || count.tooLong ? true : undefined}
          aria-describedby={joinIds(described, count.counterId)}
          className={cn(inputClass, trailing ? 'pr-14' : undefined)}
          {...input}
          {...count.control}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {count.counter}
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Space-separated ids for aria-describedby; undefined when there are none. */
function joinIds(...ids: (string | undefined)[]) {
  return ids.filter(Boolean).join(' ') || undefined;
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
export function TextAreaField({ label, error, hint, optional, id, className, ref, maxLength, onChange, ...area }: TextAreaFieldProps) {
  const { controlId, errorId, hintId, described } = useFieldIds(id, { error, hint });
  const count = useCharacterCounter(controlId, { maxLength, value: area.value, ref, onChange });
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} optional={optional} />
      <textarea
        id={controlId}
        aria-invalid={error || count.tooLong ? true : undefined}
        aria-describedby={joinIds(described, count.counterId)}
        className={cn(inputClass, 'min-h-28 py-3')}
        {...area}
        {...count.control}
      />
      {count.counter}
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
