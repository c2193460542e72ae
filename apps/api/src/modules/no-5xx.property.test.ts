import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, RegisterBody, UpdateProfileBody } from '@atelier/contracts';
import { as, buildTestApp, signUp, signUpAs, type TestContext } from '../../test/helpers.js';
import { multipart } from '../../test/multipart.js';

/**
 * Whatever a client sends to any operation of the OpenAPI document — malformed path,
 * query, body and header values, wrong content types, broken JSON, deep nesting — the answer is
 * never a 5xx, every error answer is the `{ error, code }` envelope with a code from errors.ts, and
 * /api/health still answers 200 afterwards. Each operation gets FUZZ_RUNS runs (default 120), with
 * and without the bearer token of a signed-up customer, within its share of FUZZ_BUDGET_MS (default
 * 40 s for the whole walk; it takes 10-20 s on either database here). A failure names its
 * seed: rerun with FUZZ_SEED=<seed> to replay it. FUZZ_STATS=1 prints the statuses per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 40_000);
/** Runs every operation gets whatever the budget says (a slow machine must not leave one untested). */
const MIN_RUNS = Math.min(RUNS, 3);

/** Operations that end the customer's session or account: walked last, so the others keep a live token. */
const SESSION_ENDING = ['POST /api/users/change-password', 'POST /api/auth/logout', 'DELETE /api/users/account'];

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  multipart: boolean;
  secured: boolean;
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};

/** A reply's body as text, undoing the content-encoding the server chose (br, gzip or deflate). */
function decoded(raw: Buffer, encoding: unknown): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

let ctx: TestContext;
let operations: Operation[] = [];
/** Values that name real rows, so malformed input meets real data (ids, slugs, the customer's own). */
const known: { numbers: number[]; strings: string[]; services: string[]; email: string; userId: string } = { numbers: [], strings: [], services: [], email: '', userId: '' };
let customer: Awaited<ReturnType<typeof signUp>>;
/** The back office's routes (docs/decisions/100) are walked as the owner, so the fuzz reaches past the role check. */
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  customer = await signUp(ctx);
  owner = await signUpAs(ctx, 'admin');
  known.email = customer.email;
  known.userId = customer.user.id;
  const products = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=5' })).json() as Array<{ id: number; slug: string }>;
  const art = (await ctx.app.inject({ method: 'GET', url: '/api/gallery?limit=2' })).json() as Array<{ id: number; slug: string }>;
  const call = as(ctx, customer.token);
  const address = (
    await call({ method: 'POST', url: '/api/addresses', payload: { first_name: 'A', last_name: 'B', street_address: 'KG 1', country: 'Rwanda', province: 'Kigali', zip_code: '0', city: 'Kigali' } })
  ).json() as { address?: { id: string } };
  const order = (
    await call({
      method: 'POST',
      url: '/api/orders',
      payload: {
        formData: { firstName: 'A', lastName: 'B', email: customer.email, phone: '+250788123456', address: 'KG 1', country: 'Rwanda', state: 'Kigali', postalCode: '0', city: 'Kigali' },
        cartData: { items: [{ productId: products[0]!.id }] },
      },
    })
  ).json() as { orderId?: string; order?: { order_items: Array<{ id: number }> } };
  known.services = ((await ctx.app.inject({ method: 'GET', url: '/api/services' })).json() as { data: Array<{ name: string; slug?: string }> }).data.flatMap((sv) => [sv.name, sv.slug ?? sv.name]);
  known.numbers = [...products, ...art].map((p) => p.id).concat(order.order?.order_items.map((i) => i.id) ?? []);
  known.strings = [...products, ...art].map((p) => p.slug).concat([customer.user.id, order.orderId ?? '', address.address?.id ?? ''].filter(Boolean));

  const doc = ctx.app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; security?: unknown[]; consumes?: string[]; responses?: Operation['responses'] }>
    >;
  };
  const formBodies: Record<string, JsonSchema> = {
    'POST /api/users': toOpenApi(RegisterBody),
    'PUT /api/users/{id}': toOpenApi(UpdateProfileBody),
  };
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(byMethod)) {
      const method = m.toUpperCase() as Operation['method'];
      const key = `${method} ${path}`;
      operations.push({
        key,
        method,
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema ?? formBodies[key],
        multipart: key in formBodies,
        secured: Boolean(op.security?.length),
        responses: op.responses ?? {},
      });
    }
  }
  operations = [...operations.filter((o) => !SESSION_ENDING.includes(o.key)), ...SESSION_ENDING.flatMap((k) => operations.filter((o) => o.key === k))];
});
afterAll(() => ctx.close());

function toOpenApi(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema;
}

// ---------------------------------------------------------------------------------------------
// Values

const DEEP = 4000;
/** Strings that have broken servers: control characters, encodings, numbers in disguise, paths. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'a\udc00b',
    'null',
    'NULL',
    'shoes null',
    'undefined',
    'true',
    '[]',
    '{}',
    '0',
    '-1',
    '0x10',
    '1e400',
    '-0',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '9'.repeat(400),
    '1.5',
    'NaN',
    'Infinity',
    "' OR 1=1 --",
    '"; drop table users; --',
    '\\',
    '%',
    '%00',
    '%ff',
    '../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${7*7}',
    '\uD800',
    '\uFFFF',
    '\u202E',
    'ß'.repeat(300),
    '😀'.repeat(300),
    'x'.repeat(10_000),
    'a & b | !c',
    ':*',
    '2026-02-30',
    '9999-99-99',
    '25:99',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
);
const hostileNumber = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      0,
      -1,
      -0,
      0.5,
      1e-300,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 32,
      2 ** 53,
      2 ** 53 + 2,
      1e21,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
      2 ** 31 - 1,
      100,
      99,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);
const deepArray = fc.constant(0).map(() => {
  let v: unknown = 1;
  for (let i = 0; i < DEEP; i++) v = [v];
  return v;
});
const deepObject = fc.constant(0).map(() => {
  let v: unknown = 'x';
  for (let i = 0; i < DEEP; i++) v = { a: v };
  return v;
});
const hostileScalar = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 3, arbitrary: hostileNumber }, { weight: 1, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constant(null) });
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'prototype')), hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.oneof(deepArray, deepObject, fc.array(fc.constant(1), { minLength: 2000, maxLength: 2000 })) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

/**
 * A value the schema would probably accept, leaning on names for what a pattern or a refinement
 * cannot say (real ids, a future date, an offered service), so requests get past validation.
 */
function plausible(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, name)));
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, name);
  const base = shaped(schema, name);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function shaped(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const n = name.toLowerCase();
  switch (schema.type) {
    case 'integer':
    case 'number': {
      if (/id$/.test(n) && known.numbers.length) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known.numbers) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }) });
      const min = Math.max(schema.minimum ?? -1000, -1e6);
      const max = Math.min(schema.maximum ?? 1000, 1e6);
      return schema.type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items ?? {}, name), { minLength: Math.min(schema.minItems ?? 0, 3), maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), Math.min(schema.minItems ?? 0, 3)) });
    case 'object': {
      const props = schema.properties ?? {};
      // Every property, optional or not: refinements often require what the schema leaves optional;
      // dropping one is a mutation of its own.
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, plausible(s, k)])));
    }
    default:
      return stringFor(schema, n);
  }
}

function stringFor(schema: JsonSchema, n: string): fc.Arbitrary<string> {
  const futureDate = fc.integer({ min: 1, max: 60 }).map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10));
  if (n.includes('email')) return fc.constantFrom(known.email, 'someone@example.com', 'A@B.CO');
  if (n.includes('password')) return fc.constantFrom('secret-pass-1', 'another-pass-2');
  if (n.includes('phone')) return fc.constantFrom('+250788123456', '0788123456');
  if (n.includes('date')) return futureDate;
  if (n.includes('time')) return fc.constantFrom('10:00', '14:30', '09:00');
  if (n === 'code' || n.includes('verificationcode')) return fc.constantFrom('123456', '000000', 'WELCOME10', 'ART5000');
  if (n === 'service' && known.services.length) return fc.constantFrom(...known.services);
  if (n === 'country') return fc.constantFrom('Rwanda', 'RW', 'France');
  if ((n === 'id' || n.endsWith('_id') || n.endsWith('id') || n === 'slug' || n === '*') && known.strings.length) return fc.constantFrom(...known.strings, ...known.numbers.map(String));
  if (n === 'q' || n === 'message') return fc.constantFrom('sneakers', 'imigongo sne', 'hello', 'delivery', 'null', 'shoes null');
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return futureDate;
  const max = Math.max(Math.min(schema.maxLength ?? 20, 20), Math.min(schema.minLength ?? 1, 8));
  return fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), minLength: Math.min(Math.max(schema.minLength ?? 1, 1), max), maxLength: max });
}

/** Every place in a JSON value (the root is []), to mutate one of them. */
function places(value: unknown, at: Array<string | number> = [], out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  out.push(at);
  if (value && typeof value === 'object' && out.length < 200) for (const [k, v] of Object.entries(value)) places(v, [...at, Array.isArray(value) ? Number(k) : k], out);
  return out;
}

/** `value` with the place `pick` chooses replaced by `bad`, dropped, or given a hostile sibling. */
function mutate(value: unknown, pick: number, bad: unknown, how: 'replace' | 'drop' | 'add', key: string): unknown {
  const all = places(value);
  const path = all[pick % all.length]!;
  if (path.length === 0) return how === 'replace' ? bad : value;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (how === 'replace') parent[last] = bad;
  else if (how === 'drop') delete parent[last];
  else if (!Array.isArray(parent)) Object.defineProperty(parent, key, { value: bad, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * What a request carries in one place: mostly a value the schema accepts with exactly one place
 * made hostile (so the bad value meets the code behind validation), sometimes all valid,
 * sometimes anything at all.
 */
function fuzzed(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const good = plausible(schema, name);
  const oneBad = fc
    .tuple(
      good,
      fc.nat(),
      hostileValue,
      fc.constantFrom<'replace' | 'drop' | 'add'>('replace', 'replace', 'replace', 'drop', 'add'),
      fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')),
    )
    .map(([v, pick, bad, how, key]) => mutate(v, pick, bad, how, key));
  return fc.oneof({ weight: 5, arbitrary: oneBad }, { weight: 2, arbitrary: good }, { weight: 1, arbitrary: hostileValue });
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Header values Node can send: printable ASCII and Latin-1, up to one long one. */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 }),
  fc.constantFrom('', ' ', '\u00ff\u00e9', 'x'.repeat(8000), 'null', '-1', '2147483648'),
);
/** Percent-encodes any value as text; a lone surrogate (which has no UTF-8) becomes U+FFFD first. */
const enc = (v: unknown) => encodeURIComponent(Buffer.from(typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined')).toString());
const RAW_SEGMENTS = ['%', '%ff', '%E0%A4%A', '%2e%2e', '..%2f..%2f', '%00', '%u0000', '.', '..', '%20', '+'];
function pathValue(p: Parameter): fc.Arbitrary<string> {
  return fc.oneof({ weight: 4, arbitrary: fuzzed(p.schema, p.name).map(enc) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) });
}
function queryValue(p: Parameter): fc.Arbitrary<string | undefined> {
  const one = fuzzed(p.schema, p.name).map(enc);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: one.map((v) => `${encodeURIComponent(p.name)}=${v}`) },
    { weight: 1, arbitrary: fc.tuple(one, one).map(([a, b]) => `${p.name}=${a}&${p.name}=${b}`) },
    { weight: 1, arbitrary: fc.constantFrom(`${p.name}`, `${p.name}=`, `${p.name}[]=1`, `${p.name}[a]=1`, `${p.name}=%`, `${p.name}=%ff`, `${p.name}=%00`) },
  );
}

type Body = { payload?: string | Buffer; contentType?: string };
const JSON_TYPE = 'application/json';
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/vnd.api+json',
  '*/*',
  'multipart/form-data',
  'image/png',
  'invalid',
];

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const value = op.body ? fuzzed(op.body, 'body') : hostileValue;
  const asJson = value.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: JSON_TYPE }));
  const options: Array<fc.WeightedArbitrary<Body>> = [
    { weight: op.body ? 8 : 1, arbitrary: asJson },
    { weight: 1, arbitrary: asJson.map((b) => ({ ...b, payload: String(b.payload).slice(0, -1) })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...OTHER_TYPES), hostileString).map(([contentType, s]) => ({ contentType, payload: s })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { contentType: JSON_TYPE, payload: '' },
        { contentType: JSON_TYPE, payload: '{"a":' },
        { contentType: JSON_TYPE, payload: '{"__proto__":{"x":1}}' },
        { contentType: JSON_TYPE, payload: '['.repeat(DEEP * 10) },
        { contentType: JSON_TYPE, payload: 'x'.repeat(1_100_000) },
      ),
    },
  ];
  if (!op.body) options.push({ weight: 3, arbitrary: fc.constant({}) });
  if (op.multipart) {
    const fields = fuzzed(op.body!, 'form').map((v) =>
      Object.fromEntries(Object.entries(v && typeof v === 'object' ? v : {}).map(([k, x]) => [k, typeof x === 'string' ? x : (JSON.stringify(x) ?? '')])),
    );
    const file = fc.option(fc.constantFrom(Buffer.from('not an image'), Buffer.alloc(0), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])), { freq: 2 });
    options.push({
      weight: 6,
      arbitrary: fc.tuple(fields, file).map(([f, data]) => {
        const form = multipart(f, data ? { name: 'profileImage', data, type: 'image/png' } : undefined);
        return { payload: form.payload, contentType: form.headers['content-type'] };
      }),
    });
  }
  options.push({
    weight: op.multipart ? 3 : 1,
    arbitrary: fc.constantFrom<Body>(
      { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
      { contentType: 'multipart/form-data; boundary=x', payload: '{"a":1}' },
      { contentType: 'multipart/form-data', payload: '--x--' },
      { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG' },
    ),
  });
  return fc.oneof(...options);
}

type Auth = 'none' | 'customer' | 'hostile';
function requestFor(op: Operation) {
  const params = op.parameters.filter((p) => p.in === 'path');
  const query = op.parameters.filter((p) => p.in === 'query');
  const headers = op.parameters.filter((p) => p.in === 'header');
  return fc.record({
    auth: fc.constantFrom<Auth>('none', 'customer', 'customer', 'hostile'),
    hostileBearer: fc.oneof(
      headerValue.map((v) => `Bearer ${v}`),
      headerValue,
      fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(64)}`),
    ),
    path: fc.tuple(...params.map(pathValue)),
    query: fc.tuple(...query.map(queryValue), fc.option(fc.constantFrom('__proto__=1', 'constructor[prototype]=1', 'extra=1', 'a=1&a=2'), { freq: 4 })),
    headers: fc.tuple(
      ...headers.map((h) =>
        fc.option(
          fc.oneof(plausible(h.schema, h.name).map(String), headerValue).map((v) => [h.name, v] as const),
          { freq: 3 },
        ),
      ),
    ),
    accept: fc.constantFrom(undefined, 'text/html', 'application/json', '*/*', 'image/webp'),
    extra: fc.option(
      fc.constantFrom<Record<string, string>>(
        { 'accept-encoding': 'br, gzip' },
        { 'x-forwarded-for': '1.2.3.4, junk' },
        { 'accept-language': 'rw;q=x, fr' },
        { 'if-none-match': '"x"' },
        { range: 'bytes=abc' },
      ),
      { freq: 4 },
    ),
    body: op.method === 'GET' ? fc.constant<Body>({}) : bodyFor(op),
  });
}

/** True when `schema` accepts `{ error, code, fields? }`: both strings, nothing else required. */
function admitsEnvelope(schema: JsonSchema): boolean {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.some(admitsEnvelope);
  const props = schema.properties ?? {};
  const text = (s?: JsonSchema) => s?.type === 'string' && !s.enum;
  return schema.type === 'object' && text(props.error) && text(props.code) && (schema.required ?? []).every((k) => k === 'error' || k === 'code');
}

async function liveToken(): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${customer.token}` } });
  if (res.statusCode !== 200) {
    customer = await signUp(ctx);
    known.email = customer.email;
  }
  return customer.token;
}

describe(`every OpenAPI operation answers malformed input without a 5xx (FUZZ_SEED=${SEED})`, () => {
  it(
    'walks every operation of the document',
    async () => {
      expect(operations.length).toBeGreaterThan(50);
      const deadline = Date.now() + BUDGET_MS;
      const failures: string[] = [];
      const stats: string[] = [];
      for (const [index, op] of operations.entries()) {
        const token = op.path.startsWith('/api/admin/') ? owner.token : await liveToken();
        const pathParams = op.parameters.filter((p) => p.in === 'path');
        const statuses = new Map<number, number>();
        const run = fc.asyncProperty(requestFor(op), async (r) => {
          let url = op.path;
          pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, r.path[i]!)));
          const qs = r.query.filter((q): q is string => typeof q === 'string').join('&');
          const headers: Record<string, string> = { ...r.extra };
          for (const h of r.headers) if (h) headers[h[0]] = h[1];
          if (r.accept) headers.accept = r.accept;
          if (r.auth === 'customer') headers.authorization = `Bearer ${token}`;
          if (r.auth === 'hostile') headers.authorization = r.hostileBearer;
          if (r.body.contentType) headers['content-type'] = r.body.contentType;
          const res = await ctx.app.inject({ method: op.method, url: qs ? `${url}?${qs}` : url, headers, payload: r.body.payload });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${op.method} ${url}${qs ? `?${qs}` : ''} [${r.auth}, ${r.body.contentType ?? 'no body'}]`;
          // An error body over the compression threshold comes compressed when the run asked for it (accept-encoding).
          const text = decoded(res.rawPayload, res.headers['content-encoding']);
          expect(res.statusCode, `${where}: ${text.slice(0, 300)}`).toBeLessThan(500);
          // A status the operation declares was checked by its response schema; any other error is the handler's envelope.
          if (res.statusCode >= 400 && !(String(res.statusCode) in op.responses) && String(res.headers['content-type'] ?? '').includes('json')) {
            const body = JSON.parse(text) as { error?: unknown; code?: unknown };
            expect(typeof body.error, `${where}: ${text.slice(0, 300)}`).toBe('string');
            expect(Object.keys(ERROR_STATUS), `${where}: ${text.slice(0, 300)}`).toContain(body.code);
          }
        });
        // What quick operations leave unused goes to the slower ones after them (sign-up hashes passwords).
        const share = Math.max(300, Math.floor((deadline - Date.now()) / (operations.length - index)));
        let result = await fc.check(run, { numRuns: RUNS, seed: SEED + index, interruptAfterTimeLimit: share, markInterruptAsFailure: false, endOnFailure: true });
        // A busy machine can use up an operation's share before its first run (fast-check then reports
        // "interrupted after 0 tests"): every operation is still tried MIN_RUNS times, from the same seed.
        if (result.numRuns < MIN_RUNS && !(result.failed && result.numRuns > 0)) result = await fc.check(run, { numRuns: MIN_RUNS, seed: SEED + index, endOnFailure: true });
        stats.push(
          `${op.key}: ${result.numRuns} runs, ${[...statuses]
            .sort(([a], [b]) => a - b)
            .map(([code, n]) => `${code}×${n}`)
            .join(' ')}`,
        );
        if (result.failed) failures.push(`${op.key} (seed ${SEED + index}): ${(result.errorInstance as Error)?.message ?? fc.defaultReportMessage(result)}`);
        const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
        if (health.statusCode !== 200) failures.push(`${op.key}: /api/health answered ${health.statusCode} afterwards`);
      }
      if (process.env.FUZZ_STATS) console.info(stats.join('\n'));
      expect(failures, `replay with FUZZ_SEED=${SEED}\n${failures.join('\n\n')}`).toEqual([]);
      // The MIN_RUNS floor may take an operation past its share: the walk's own limit allows for it.
    },
    Math.max(BUDGET_MS * 3, 180_000),
  );

  it("declares only error bodies the error handler's envelope fits", () => {
    // /api/health and /api/health/ready answer their 503 with their own report, for load balancers.
    const declared = operations.flatMap((op) =>
      Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400 && !(['GET /api/health', 'GET /api/health/ready'].includes(op.key) && status === '503'))
        .map(([status, r]) => ({ where: `${op.key} ${status}`, schema: r.content?.['application/json']?.schema ?? {} })),
    );
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((d) => !admitsEnvelope(d.schema)).map((d) => d.where)).toEqual([]);
  });

  it('refuses NUL characters in a field or a path with 400', async () => {
    const withNul = { name: 'A\u0000B', email: 'nul@example.com', phone: '+250788123456', password: 'secret-pass' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/users', payload: withNul })).statusCode).toBe(400);
    const token = await liveToken();
    const auth = { authorization: `Bearer ${token}` };
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/users/${customer.user.id}`, headers: auth, payload: { name: '\u0000' } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/addresses/%00', headers: auth })).statusCode).toBe(400);
  });

  it('refuses half a surrogate pair in a field with 400, and keeps a whole one', async () => {
    // JSON can escape a lone half ("\ud800"); it has no UTF-8 form and PostgreSQL's jsonb refuses it.
    const auth = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/content/contact-items',
      headers: auth,
      payload: { contact_type: 'press_email', contact_value: 'press@example.com', display_name: 'Press' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/admin/content/contact-items/${created.json().data.id}`;
    for (const name of ['"\\ud800"', '"a\\udc00b"']) {
      const res = await ctx.app.inject({ method: 'PATCH', url, headers: auth, payload: `{"translations":{"fr":{"display_name":${name}}}}` });
      expect([res.statusCode, res.json().error], name).toEqual([400, 'Text contains characters that are not allowed']);
    }
    const whole = await ctx.app.inject({ method: 'PATCH', url, headers: auth, payload: '{"translations":{"fr":{"display_name":"Presse \\ud83c\\udfa8"}}}' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().data.translations.fr.display_name).toBe('Presse 🎨');
  });

  it('/api/health still answers 200', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
