import { z } from 'zod';

/** Spec 01 §5 and §8 messages shared by several forms. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
} as const;

/** A required, trimmed string whose every failure (missing, wrong type, blank) reads `message`. */
export function requiredString(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** A trimmed e-mail address with the spec's two messages; lower-cased so comparisons ignore case. */
export function emailField(required: string = MESSAGES.emailRequired, invalid: string = MESSAGES.emailInvalid) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email(invalid))
    .transform((v) => v.toLowerCase());
}

/** A decimal number as text: optional minus, digits, optional fraction. No hex, exponent, blanks or sign `+`. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number as the wire carries it: a JSON number, or a decimal string ("12", "-3", "2.5") as
 * paths, query strings and forms do. Anything else — "0x10", "1e3", "", true, [2], null — is
 * refused with `schema`'s own message rather than guessed at (docs/decisions/093); `schema` gives the
 * range and the messages. The one way numbers are coerced in the contracts.
 */
export function wireNumber<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess<unknown, T, number | string>((v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v), schema);
}

/** The largest value of a PostgreSQL `integer` column: ids above it name nothing and must not reach SQL. */
export const INT32_MAX = 2_147_483_647;

/**
 * A catalog, line or other integer id (a positive PostgreSQL `integer`), as a number or a decimal
 * string; `name` names it in the messages. Ids of 2^31 and more are refused with a 400 instead of
 * overflowing the column (docs/decisions/093).
 */
export function idSchema(name = 'id') {
  return wireNumber(
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .positive(`${name} must be positive`)
      .max(INT32_MAX, `${name} is not a known id`),
  );
}

/** The shared integer id: `/api/products/{id}/ratings`, `/api/wishlist/{id}`. */
export const IdSchema = idSchema();

/** Positive integer id in a path (`/api/products/{id}`); a readable 400 otherwise. */
export const IntIdParams = z.object({ id: IdSchema });
export type IntIdParams = z.infer<typeof IntIdParams>;

/** A catalog id or slug in a path (`/api/products/12` or `/api/products/imigongo-high-top-sneakers`). */
export const IdOrSlugParams = z.object({
  id: z.union([
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
    z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a product id')
      .max(120),
  ]),
});
export type IdOrSlugParams = z.output<typeof IdOrSlugParams>;

/** An opaque id in a path (`/api/orders/{id}`); services answer 404 for ids that name nothing. */
export const OpaqueIdParams = z.object({ id: z.string().min(1).max(64) });
/**
 * A back-office path's uuid (`/api/admin/orders/{id}`): anything else is a readable 404 from the service, never a database error.
 * @alias OpaqueIdParams, under the back office's name (knip: not a duplicate export)
 */
export const AdminIdParams = OpaqueIdParams;
/**
 * A back-office path's integer id (`/api/admin/hero/{id}`): a readable 400 for anything but a positive integer.
 * @alias IntIdParams, under the back office's name
 */
export const IntIdParamsAdmin = IntIdParams;

/** True for a canonical UUID (ids of users and orders). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * `limit` of a list query: 1 to 100 rows, `byDefault` when not given. Marked free of side effects so
 * the web's bundler drops an unused PageQuery as it drops the other schemas (apps/web/vite.config.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageLimit(byDefault: number) {
  return wireNumber(
    z.number({ error: 'limit must be between 1 and 100' }).int('limit must be between 1 and 100').min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100'),
  ).default(byDefault);
}

/** Paging query: page from 1, limit 1–100 (never more than 100 rows a reply). */
export const PageQuery = z.object({
  page: wireNumber(z.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(100000, 'page must be at most 100000')).default(1),
  limit: pageLimit(100),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** `q` of a back-office list: trimmed, at most 100 characters; what it matches is each list's own. */
export const SearchText = z.string().trim().max(100, 'The search must be at most 100 characters').optional();

/** A back-office date filter: a Kigali day `YYYY-MM-DD` or a full ISO 8601 time. */
export const DateOrTime = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), 'Please give a date as YYYY-MM-DD');

/** A required single-line text of at most `max` characters, with `name` in its messages. */
export const requiredText = (name: string, max = 200) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);
/** An optional text that may be empty, with `name` in its messages. */
export const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);

/** `{ success, message }`: the plain acknowledgement envelope. */
export const Ack = z.object({ success: z.boolean(), message: z.string() });
export type Ack = z.infer<typeof Ack>;

/** Error reply body (see errors.ts). */
export const ErrorReply = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  needsVerification: z.boolean().optional(),
});
