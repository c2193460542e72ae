import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IdSchema, INT32_MAX, PageQuery, wireNumber } from './common.js';

describe('wireNumber: numbers on the wire are numbers or decimal strings (docs/decisions/093)', () => {
  const n = wireNumber(z.number({ error: 'not a number' }));
  it.each([
    [5, 5],
    ['5', 5],
    ['-3', -3],
    ['2.5', 2.5],
    ['007', 7],
  ])('takes %j as %j', (input, expected) => {
    expect(n.parse(input)).toBe(expected);
  });

  it.each(['0x10', '1e3', '', ' 5', '5 ', '+5', '.5', '5.', 'Infinity', 'NaN', true, false, [2], { valueOf: 2 }, null, '9'.repeat(400), Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %j with the schema message',
    (input) => {
      const r = n.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('not a number');
    },
  );
});

describe('IdSchema: a positive PostgreSQL integer', () => {
  it('takes 1 to 2^31 - 1, as numbers or decimal strings', () => {
    expect(IdSchema.parse(1)).toBe(1);
    expect(IdSchema.parse(String(INT32_MAX))).toBe(INT32_MAX);
  });

  it.each([0, -1, 1.5, INT32_MAX + 1, 2 ** 53, '2147483648', '0x10', true])('refuses %j', (input) => {
    expect(IdSchema.safeParse(input).success).toBe(false);
  });
});

describe('PageQuery', () => {
  it('defaults, and refuses what is not a decimal page', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, limit: 100 });
    expect(PageQuery.parse({ page: '3', limit: '20' })).toEqual({ page: 3, limit: 20 });
    expect(PageQuery.safeParse({ page: '0x2' }).success).toBe(false);
    expect(PageQuery.safeParse({ limit: '1e2' }).success).toBe(false);
  });
});
