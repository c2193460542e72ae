import { i18n } from '@lingui/core';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/*
 * The contracts' English messages the back office shows itself (client-side validation with the
 * contracts' zod schemas, the `*_MESSAGES` constants) in the active language (docs/decisions/113).
 * Their translations are the server's catalog (decision 109, contracts' SERVER_MESSAGES): it is
 * loaded with the back office's rw or fr catalog (contract-catalog.ts, its own chunk), never for
 * English. A text the catalog lacks stays as it is.
 */
const translators = new Map<string, (text: string) => string>();

/** Registers the translator of a language once its catalog is loaded. Called by loadAdminCatalog. */
export function setContractTranslator(locale: string, translate: (text: string) => string): void {
  translators.set(locale, translate);
}

/** The active language's translator, or undefined (English, or not loaded yet). */
const active = () => translators.get(i18n.locale);

/** A contracts message (`ADMIN_MESSAGES.reasonRequired`, a zod message) in the active language. */
export function adminText(text: string): string {
  return active()?.(text) ?? text;
}

/** `errors` with each `message` translated by adminText (nested fields and arrays too). */
function translateErrors<T>(errors: T): T {
  if (!errors || typeof errors !== 'object') return errors;
  if (Array.isArray(errors)) return errors.map(translateErrors) as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'ref') out[key] = value;
    else if (key === 'message' && typeof value === 'string') out[key] = adminText(value);
    else out[key] = translateErrors(value);
  }
  return out as T;
}

/** A react-hook-form resolver (zodResolver of a contracts schema) whose messages are in the active language. */
export function translatedResolver<Input extends FieldValues, Context, Output>(resolver: Resolver<Input, Context, Output>): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (!active() || !result.errors || Object.keys(result.errors).length === 0) return result;
    return { ...result, errors: translateErrors(result.errors as FieldErrors<Input>) } as typeof result;
  };
}
