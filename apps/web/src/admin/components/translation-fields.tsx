import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { CONTENT_LOCALES, missingTranslations, type ContentLocale, type Translations } from '@atelier/contracts';
import { Badge } from '@/components/badge';
import { TextAreaField, TextField } from '@/components/field';
import { cn } from '@/lib/cn';

/** The languages an owner translates into, as the back office names them (in its own language, docs/decisions/113). */
const CONTENT_LOCALE_NAMES: Record<ContentLocale, MessageDescriptor> = { rw: msg({ context: 'language name', message: 'Kinyarwanda' }), fr: msg({ context: 'language name', message: 'French' }) };

/** A content language's name in the back office's active language. */
const localeName = (locale: ContentLocale): string => i18n._(CONTENT_LOCALE_NAMES[locale]);

/** One translatable field of an editor: its wire name, label, the English text typed so far, its limit. */
export interface TranslatedField {
  name: string;
  label: string;
  english: string | null | undefined;
  maxLength: number;
  /** A textarea of this many rows; a one-line input when absent. */
  rows?: number;
  /**
   * The English text reads the same in every language (a size such as 42): its translation is
   * offered, but not counted nor marked "Missing" when left empty.
   */
  universal?: boolean;
}

/**
 * The "Missing" mark: words, not colour only (docs/decisions/112: a missing translation is
 * marked in the back office; the store shows the English text there).
 */
function MissingBadge({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <Badge tone="amber" className={className}>
      {children ?? t({ context: 'translation', message: 'Missing' })}
    </Badge>
  );
}

/**
 * The list-level hint of an item, slide or entry whose texts lack a language: "Missing: Kinyarwanda,
 * French", or nothing when every language is written.
 */
export function MissingLanguages({ locales, className }: { locales: readonly ContentLocale[] | undefined; className?: string }) {
  if (!locales?.length) return null;
  return (
    <span className={className}>
      {/* Longer in French and Kinyarwanda: it may wrap on a phone rather than overflow its card. */}
      <MissingBadge className="whitespace-normal!">{t`Missing: ${locales.map(localeName).join(', ')}`}</MissingBadge>
    </span>
  );
}

/**
 * The other languages of an editor's texts (docs/decisions/112), under the
 * English fields: a summary line that says, in words, which language lacks how many texts, and that
 * opens a compact switch between Kinyarwanda and French (tabs, usable with a thumb or the arrow keys)
 * with that language's field for each English one, the English text shown with it. A language with
 * an English text left untranslated is marked "Missing" on its tab, and each such field says so:
 * the store shows the English text there. Closed at first, so the English form stays short. `inputProps(locale, field)` wires a field to the form (e.g.
 * react-hook-form's `register`); `values` are the translations typed so far, `errors` their messages.
 */
export function TranslationFields({
  fields,
  values,
  errors,
  inputProps,
  compact = false,
  onOpenChange,
  label,
}: {
  fields: readonly TranslatedField[];
  values: Translations | undefined;
  errors?: Partial<Record<ContentLocale, Partial<Record<string, { message?: string }>>>>;
  inputProps: (locale: ContentLocale, field: string) => Record<string, unknown>;
  /**
   * Tighter padding, a smaller title and badges that wrap, for a narrow place such as a picture's
   * tile on a phone (whose owner may widen the place while the languages are open: `onOpenChange`).
   */
  compact?: boolean;
  /** Told when the languages open or close (by the summary, or by a refused translation). */
  onOpenChange?: (open: boolean) => void;
  /** The region's name, unique on the page when several are shown ("Other languages" by default). */
  label?: string;
}) {
  const [active, setActive] = useState<ContentLocale>('rw');
  const [open, setOpen] = useState(false);
  // The owner of the place hears of it after the render (a refused translation opens it while rendering).
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);
  // A refused translation opens its language, so the message is seen (state adjusted while
  // rendering when the form's errors change, as React recommends over an effect).
  const refused = CONTENT_LOCALES.find((l) => errors?.[l] && Object.keys(errors[l]!).length > 0);
  const [seenErrors, setSeenErrors] = useState(errors);
  if (errors !== seenErrors) {
    setSeenErrors(errors);
    if (refused) {
      setOpen(true);
      setActive(refused);
    }
  }
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const english = Object.fromEntries(fields.map((f) => [f.name, f.english]));
  const missing = missingTranslations(
    english,
    values,
    fields.filter((f) => !f.universal).map((f) => f.name),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + CONTENT_LOCALES.length) % CONTENT_LOCALES.length;
    setActive(CONTENT_LOCALES[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-label={label ?? t`Other languages`} className={cn('grid rounded-2xl bg-sand-50 ring-1 ring-sand-200', compact ? 'gap-3 p-3 text-sm' : 'gap-4 p-4')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-languages`}
        onClick={() => setOpen(!open)}
        className="-m-2 flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-xl p-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600"
      >
        <span className="font-semibold text-ink-900">{t`Kinyarwanda and French`}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm">
          {CONTENT_LOCALES.map((locale) =>
            missing[locale].length > 0 ? (
              <MissingBadge key={locale} className={compact ? 'whitespace-normal!' : undefined}>
                {t`${localeName(locale)}: ${missing[locale].length} missing`}
              </MissingBadge>
            ) : (
              <Badge key={locale} tone="green" className={compact ? 'whitespace-normal!' : undefined}>
                {t`${localeName(locale)}: complete`}
              </Badge>
            ),
          )}
          <span aria-hidden="true" className="text-ink-600">
            {open ? '▲' : '▼'}
          </span>
        </span>
      </button>
      {open ? (
        <div id={`${id}-languages`} className={cn('grid', compact ? 'gap-3' : 'gap-4')}>
          <p className="text-xs text-ink-600">{t`Left empty, the store shows the English text.`}</p>
          <div role="tablist" aria-label={t`Language of the texts`} className="grid grid-cols-2 gap-1 rounded-xl bg-white p-1 ring-1 ring-sand-200">
            {CONTENT_LOCALES.map((locale, index) => {
              const selected = locale === active;
              const count = missing[locale].length;
              return (
                <button
                  key={locale}
                  ref={(el) => {
                    tabs.current[index] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${id}-tab-${locale}`}
                  aria-selected={selected}
                  aria-controls={`${id}-panel-${locale}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setActive(locale)}
                  onKeyDown={(e) => onKeyDown(e, index)}
                  className={cn(
                    'flex min-h-11 flex-wrap items-center justify-center gap-x-2 gap-y-0.5 rounded-lg px-2 py-1 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600',
                    selected ? 'bg-ink-900 text-white' : 'text-ink-800 hover:bg-sand-100',
                  )}
                >
                  <span>{localeName(locale)}</span>
                  {count > 0 ? (
                    <MissingBadge>{t`${count} missing`}</MissingBadge>
                  ) : (
                    <span className={cn('text-xs font-medium', selected ? 'text-sand-100' : 'text-ink-600')}>{t({ context: 'translation', message: 'Complete' })}</span>
                  )}
                </button>
              );
            })}
          </div>
          {CONTENT_LOCALES.map((locale) => (
            <div key={locale} role="tabpanel" id={`${id}-panel-${locale}`} aria-labelledby={`${id}-tab-${locale}`} hidden={locale !== active} className="grid gap-4">
              {fields.map((field) => {
                const isMissing = missing[locale].includes(field.name);
                const name = localeName(locale);
                const label = t`${field.label} (${name})`;
                const hint = (
                  <span className="flex flex-wrap items-center gap-2">
                    {isMissing ? <MissingBadge /> : null}
                    <span className="min-w-0 break-words">{field.english ? t`English: ${truncate(field.english)}` : t`No English text yet.`}</span>
                  </span>
                );
                const common = {
                  label,
                  optional: true,
                  lang: locale,
                  autoComplete: 'off',
                  maxLength: field.maxLength,
                  hint,
                  error: errors?.[locale]?.[field.name]?.message,
                  ...inputProps(locale, field.name),
                };
                return field.rows ? <TextAreaField key={field.name} rows={field.rows} {...common} /> : <TextField key={field.name} {...common} />;
              })}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** A long English text cut for a hint line. */
function truncate(text: string, max = 140): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

/** A form's starting `translations`: every field of every language, "" where not translated (the inputs stay controlled). */
export function translationDefaults(saved: Translations | undefined, fields: readonly string[]): Translations {
  return Object.fromEntries(CONTENT_LOCALES.map((l) => [l, Object.fromEntries(fields.map((f) => [f, saved?.[l]?.[f] ?? '']))]));
}

/**
 * `TranslationFields` wired to a react-hook-form form whose values hold the English `fields` (same
 * names) and `translations` (`translations.{locale}.{field}`, started with `translationDefaults`):
 * the English texts and the translations typed so far are watched, each input registered, and a
 * refused translation's message shown on its own field. The forms of the company lists, the
 * sections and the company basics use it.
 */
export function FormTranslationFields<T extends FieldValues, O>({ form, fields }: { form: UseFormReturn<T, unknown, O>; fields: ReadonlyArray<Omit<TranslatedField, 'english'>> }) {
  const watched = useWatch({ control: form.control, name: [...fields.map((f) => f.name), 'translations'] as Array<Path<T>> }) as unknown[];
  return (
    <TranslationFields
      fields={fields.map((f, i) => ({ ...f, english: watched[i] as string | null | undefined }))}
      values={watched[fields.length] as Translations | undefined}
      errors={(form.formState.errors as { translations?: unknown }).translations as Parameters<typeof TranslationFields>[0]['errors']}
      inputProps={(locale, field) => form.register(`translations.${locale}.${field}` as Path<T>)}
    />
  );
}
