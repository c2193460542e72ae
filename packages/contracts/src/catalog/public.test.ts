import { describe, expect, it } from 'vitest';
import { isWashable, truncateWords } from './public.js';

describe('catalog rules (spec 02 §2, §3)', () => {
  it('cuts descriptions to 14 words', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';
    expect(truncateWords(text)).toBe('one two three four five six seven eight nine ten eleven twelve thirteen fourteen…');
    expect(truncateWords('  short   text ')).toBe('short text');
  });

  it('reads washable as yes for 1, "1", true, "true", and by default', () => {
    for (const v of [1, '1', true, 'true', undefined, null, '']) expect(isWashable(v)).toBe(true);
    for (const v of [0, '0', false, 'false', 'no']) expect(isWashable(v)).toBe(false);
  });
});
