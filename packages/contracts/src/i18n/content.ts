import { z } from 'zod';
import type { Locale } from './locale.js';

/**
 * The owner's texts in every language (docs/decisions/112). English is the
 * original and stays in each record's own fields; Kinyarwanda and French live beside it in
 * `translations`, fields named as on the wire: `{ "rw": { "title": "…" }, "fr": { … } }`. A field
 * without a translation falls back to English, and the back office marks it as missing.
 */

/** The languages an owner translates into (English is the original). */
export const CONTENT_LOCALES = ['rw', 'fr'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** Stored and sent translations: language → field (wire name) → text. Absent: not translated. */
export type Translations = Partial<Record<ContentLocale, Record<string, string>>>;

/**
 * One translated field: the English field's text rules without "required" (the same `max`, and the
 * contracts' messages "`name` must be text" / "`name` must be at most `max` characters").
 * "" or null says "no translation".
 */
export const translatedText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .nullable()
    .transform((v) => v ?? '');

/**
 * The `translations` of a write: for rw and fr, any of `fields` (each a `translatedText`). Each field
 * sent replaces that text; "" or null removes it (the field falls back to English); fields and
 * languages not sent keep what they had (`mergeTranslations`).
 */
export function translationsSchema<F extends string>(fields: Record<F, ReturnType<typeof translatedText>>) {
  const one = z.strictObject(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (v as z.ZodType).optional()])) as Record<F, z.ZodOptional<ReturnType<typeof translatedText>>>, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? TRANSLATION_MESSAGES.unknownField(issue.keys.join(', ')) : undefined),
  });
  return z.strictObject(
    { rw: one.optional(), fr: one.optional() },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? TRANSLATION_MESSAGES.unknownLanguage(issue.keys.join(', ')) : undefined) },
  );
}

/** The refusals of a `translationsSchema`: a language the shop does not write, a field that has no translation. */
const TRANSLATION_MESSAGES = {
  unknownLanguage: (keys: string) => `Unknown language ${keys}: translations are in rw (Kinyarwanda) or fr (French)`,
  unknownField: (keys: string) => `${keys} has no translation here`,
} as const;

/** The `translations` of a reply: for rw and fr, the fields translated so far. */
export const TranslationsReply = z.object({ rw: z.record(z.string(), z.string()).optional(), fr: z.record(z.string(), z.string()).optional() });
/** What the back office's reply of a translatable record adds: its rw/fr texts and the languages still lacking one. */
export const translatedReply = { translations: TranslationsReply, missing_translations: z.array(z.enum(CONTENT_LOCALES)) };

/** `before` with a write's `patch` applied: a text replaces, "" removes; the result keeps no empty language. */
export function mergeTranslations(before: Translations | null | undefined, patch: Partial<Record<ContentLocale, Partial<Record<string, string | null | undefined>>>> | undefined): Translations {
  const out: Translations = {};
  for (const locale of CONTENT_LOCALES) {
    const fields: Record<string, string> = { ...(before?.[locale] ?? {}) };
    for (const [field, text] of Object.entries(patch?.[locale] ?? {})) {
      if (text === undefined) continue;
      if (text === null || text.trim() === '') delete fields[field];
      else fields[field] = text;
    }
    if (Object.keys(fields).length > 0) out[locale] = fields;
  }
  return out;
}

/**
 * Per language, the fields that have English text but no translation (what the back office marks as
 * missing). `english` holds the wire fields' English values; empty English needs no translation.
 */
export function missingTranslations(english: Record<string, string | null | undefined>, translations: Translations | null | undefined, fields: readonly string[]): Record<ContentLocale, string[]> {
  const out = { rw: [] as string[], fr: [] as string[] };
  for (const field of fields) {
    const text = english[field];
    if (!text || !text.trim()) continue;
    for (const locale of CONTENT_LOCALES) if (!translations?.[locale]?.[field]) out[locale].push(field);
  }
  return out;
}

/** The languages in which at least one of `fields` lacks its translation (the lists' hint). */
export function missingLocales(english: Record<string, string | null | undefined>, translations: Translations | null | undefined, fields: readonly string[]): ContentLocale[] {
  const missing = missingTranslations(english, translations, fields);
  return CONTENT_LOCALES.filter((l) => missing[l].length > 0);
}

/**
 * `record` as a visitor of `locale` reads it: each of `fields` (keys of `record`, named in
 * `translations` by `wire[field]` or the field's own name) replaced by its translation when there is
 * one, else left in English. English (`en`) returns `record` unchanged.
 */
export function localize<T extends object>(
  record: T,
  translations: Translations | null | undefined,
  locale: Locale,
  fields: ReadonlyArray<keyof T & string>,
  wire: Partial<Record<keyof T & string, string>> = {},
): T {
  if (locale === 'en') return record;
  const texts = translations?.[locale];
  if (!texts) return record;
  const out = { ...record } as Record<string, unknown>;
  for (const field of fields) {
    const text = texts[wire[field] ?? field];
    if (text) out[field] = text;
  }
  return out as T;
}
