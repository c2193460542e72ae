import { catalogFor, matchMessage, type Locale } from '@atelier/contracts';

/**
 * The translator of the contracts' messages into `locale` (decision 109's catalog: id → ICU text).
 * Its own chunk, loaded only for rw and fr. The catalog's entries use plain `{0}` placeholders; ICU's
 * doubled apostrophe is read as one.
 */
export function contractTranslator(locale: Locale): (text: string) => string {
  const catalog = catalogFor(locale);
  return (text) => {
    const match = matchMessage(text);
    const message = match ? catalog[match.id] : undefined;
    if (!match || !message) return text;
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => match.values[name] ?? whole).replace(/''/g, "'");
  };
}
