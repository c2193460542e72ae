import { type Locale } from './locale.js';
import { SERVER_MESSAGES, type ServerMessageId } from './server-messages.js';

/**
 * Messages addressable by id (docs/decisions/109): the id of a text is its English form with the
 * run-time values written `{0}`, `{1}`. `matchMessage` finds the id and the values of a text the
 * contracts or the API produced ("Must be at most 200 characters" → "Must be at most {0} characters",
 * { 0: "200" }), so a finished English message can be translated after the fact, by the server
 * before it answers and by the web for its client-side validation.
 */

const PLACEHOLDER = /\{(\d+)\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  id: ServerMessageId;
  pattern: RegExp;
  names: string[];
  literal: number;
}

let templates: Template[] | undefined;
function allTemplates(): Template[] {
  if (templates) return templates;
  templates = (Object.keys(SERVER_MESSAGES) as ServerMessageId[])
    .filter((id) => /\{\d+\}/.test(id))
    .map((id) => {
      const names: string[] = [];
      const source = id
        .split(PLACEHOLDER)
        .map((part, i) => (i % 2 ? (names.push(part), '(.+?)') : escape(part)))
        .join('');
      return { id, pattern: new RegExp(`^${source}$`, 's'), names, literal: id.replace(PLACEHOLDER, '').length };
    })
    // The most specific template first: "{0} must be at most {1} characters" before "{0} must be text".
    .sort((a, b) => b.literal - a.literal);
  return templates;
}

/** The catalog id and run-time values of an English message, or undefined for a text the catalog lacks. */
export function matchMessage(text: string): { id: ServerMessageId; values: Record<string, string> } | undefined {
  if (Object.hasOwn(SERVER_MESSAGES, text)) return { id: text as ServerMessageId, values: {} };
  for (const t of allTemplates()) {
    const m = t.pattern.exec(text);
    if (m) return { id: t.id, values: Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]!])) };
  }
  return undefined;
}

/**
 * One language's catalog in Lingui's shape (id → ICU message, not yet compiled): for `en` each id
 * maps to itself, so English stays exactly as the contracts write it.
 */
export function catalogFor(locale: Locale): Record<string, string> {
  const index = locale === 'rw' ? 0 : locale === 'fr' ? 1 : -1;
  return Object.fromEntries(Object.entries(SERVER_MESSAGES).map(([id, t]) => [id, index < 0 ? id : (t as readonly string[])[index]!]));
}
