import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './server-messages.js';
import { catalogFor, matchMessage } from './translate.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();

describe('the server catalog (docs/decisions/109)', () => {
  it('has a Kinyarwanda and a French text for every key, with the same placeholders', () => {
    const problems: string[] = [];
    for (const [id, [rw, fr]] of Object.entries(SERVER_MESSAGES)) {
      for (const [lang, text] of [
        ['rw', rw],
        ['fr', fr],
      ] as const) {
        if (typeof text !== 'string' || !text.trim()) problems.push(`${lang} missing: ${id}`);
        else if (placeholders(text).join() !== placeholders(id).join()) problems.push(`${lang} placeholders differ: ${id}`);
        else if (text === id && !/^[a-z_]+ must|^\{0\}/.test(id)) problems.push(`${lang} left in English: ${id}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps English as the id itself', () => {
    expect(catalogFor('en')['Passwords do not match']).toBe('Passwords do not match');
  });

  it('finds the id and values of a finished English message', () => {
    expect(matchMessage('Passwords do not match')).toEqual({ id: 'Passwords do not match', values: {} });
    expect(matchMessage('Must be at most 200 characters')).toEqual({ id: 'Must be at most {0} characters', values: { 0: '200' } });
    expect(matchMessage('The title must be at most 200 characters')?.id).toBe('The title must be at most 200 characters');
    expect(matchMessage('Slogan must be at most 80 characters')).toEqual({ id: '{0} must be at most {1} characters', values: { 0: 'Slogan', 1: '80' } });
    expect(matchMessage('Only 2 of “Imigongo sneakers” left')).toEqual({ id: 'Only {0} of “{1}” left', values: { 0: '2', 1: 'Imigongo sneakers' } });
    expect(matchMessage('Something nobody wrote')).toBeUndefined();
  });
});
