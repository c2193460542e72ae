import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Relative paths are read from where the user ran the command (npm sets INIT_CWD), not from a workspace. */
function resolveFromUser(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

/** Every environment variable the API reads; documented in README.md and .env.example. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')).transform(resolveFromUser),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SEED_ON_EMPTY: bool.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Atelier Kigali <hello@atelier.rw>'),
  // Unsafe (docs/decisions/123): with no SMTP_URL, write e-mails (codes and reset links included) to
  // the log even though PUBLIC_URL is not a local address. Without it such a server refuses to start.
  MAIL_LOG: bool.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  // Names the rate-limit keys and the cache channel, so several shops (or test runs) can share one Redis.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be letters, digits, _ . : or - (at most 64)')
    .default('atelier'),
  // SIGTERM (docs/decisions/115): readiness answers 503 at once; the server keeps serving SHUTDOWN_DELAY_MS so the
  // balancer's check sees it, then stops listening and waits for requests in flight, at most
  // SHUTDOWN_TIMEOUT_MS, before closing the database and Redis.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')).transform(resolveFromUser),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  SUBSCRIBE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Pay-page reads (GET /api/pay/{orderNumber}) per IP per minute (docs/decisions/128). */
  PAY_LINK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * The key of the pay links' HMAC (docs/decisions/128): set it, kept apart from the database, so
   * that a copy of the database alone does not open pay links. Unset, the server makes one and
   * keeps it in the database.
   */
  PAY_LINK_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
  // MTN MoMo request-to-pay (docs/decisions/132): without the subscription key, API user and API key
  // the "Pay with MTN MoMo" button is not shown and nothing else changes.
  MOMO_API_URL: z.url().default('https://sandbox.momodeveloper.mtn.com'),
  MOMO_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  MOMO_API_USER: z.string().min(1).optional(),
  MOMO_API_KEY: z.string().min(1).optional(),
  MOMO_TARGET_ENVIRONMENT: z
    .string()
    .regex(/^[a-z0-9]{2,40}$/, 'must be sandbox, or mtnrwanda in production')
    .default('sandbox'),
  MOMO_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a currency code such as RWF (MTN’s sandbox takes EUR)')
    .default('RWF'),
  MOMO_CALLBACK_URL: z.url().optional(),
  MOMO_STATUS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  GEMINI_API_KEY: z.string().min(10).optional(),
  GEMINI_MODEL: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a model name such as gemini-2.5-flash')
    .default('gemini-2.5-flash'),
  GEMINI_API_URL: z.url().default('https://generativelanguage.googleapis.com'),
  CODE_RESEND_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  // Pictures in S3-compatible object storage (docs/decisions/114-media-storage.md); without
  // S3_BUCKET pictures stay in <DATA_DIR>/media.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.url().optional(),
  // The daily backup (docs/decisions/131-backups.md): off unless BACKUP_DIR names a folder or
  // BACKUP_S3_BUCKET a bucket (reached with the S3_* settings above); with both, each gets every backup.
  BACKUP_DIR: z
    .string()
    .optional()
    .transform((v) => (v ? resolveFromUser(v) : undefined)),
  BACKUP_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens')
    .optional(),
  /** The hour of the day (Kigali time, 0–23) the daily backup is taken. */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /** How many backups BACKUP_DIR and BACKUP_S3_BUCKET each keep; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
  OWNER_PASSWORD_FILE: z
    .string()
    .optional()
    .transform((v) => (v ? resolveFromUser(v) : undefined)),
});

/**
 * The S3 variables only mean something with S3_BUCKET or BACKUP_S3_BUCKET (S3_PUBLIC_URL with
 * S3_BUCKET only); the key id and the secret come as a pair. The backups' bucket is not the pictures'
 * one: a backup kept beside what it copies is lost with it, and the next backup would copy the last.
 */
function s3Together(c: z.infer<typeof EnvSchema>, ctx: z.RefinementCtx): void {
  if (!c.S3_BUCKET && !c.BACKUP_S3_BUCKET)
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is set but neither S3_BUCKET nor BACKUP_S3_BUCKET is: set the bucket it is for, or leave it empty' });
  if (!c.S3_BUCKET && c.S3_PUBLIC_URL)
    ctx.addIssue({ code: 'custom', path: ['S3_PUBLIC_URL'], message: 'is set but S3_BUCKET is not: set S3_BUCKET to keep pictures in that bucket, or leave it empty' });
  if (c.BACKUP_S3_BUCKET && c.BACKUP_S3_BUCKET === c.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['BACKUP_S3_BUCKET'], message: 'is the pictures’ bucket (S3_BUCKET): keep backups in another bucket, so that losing one does not lose both' });
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({ code: 'custom', path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
}

/** The MTN MoMo credentials come as a trio (docs/decisions/132). */
function momoTogether(c: z.infer<typeof EnvSchema>, ctx: z.RefinementCtx): void {
  const names = ['MOMO_SUBSCRIPTION_KEY', 'MOMO_API_USER', 'MOMO_API_KEY'] as const;
  const set = names.filter((n) => c[n]);
  if (set.length > 0 && set.length < names.length)
    for (const name of names.filter((n) => !c[n])) ctx.addIssue({ code: 'custom', path: [name], message: 'MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY go together' });
}

/** True for an address only this machine reaches: localhost (and *.localhost), 127.0.0.0/8, ::1. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/**
 * Codes and reset links are secrets (docs/decisions/123): with no SMTP server e-mails go to the log,
 * which is how the shop starts with no setup, but only while PUBLIC_URL is a local address; a public
 * shop needs SMTP_URL, or MAIL_LOG=1 to accept the log explicitly. Read from the raw environment, so
 * the problem is listed with any other one. Returns the line for the list, or undefined.
 */
function mailNeedsSmtp(env: NodeJS.ProcessEnv): string | undefined {
  const publicUrl = env.PUBLIC_URL;
  if (env.SMTP_URL || ['true', '1', 'yes'].includes(env.MAIL_LOG ?? '') || !publicUrl || !URL.canParse(publicUrl) || isLocalUrl(publicUrl)) return undefined;
  return `SMTP_URL: is required because PUBLIC_URL (${publicUrl}) is not a local address: without it every e-mail, with its sign-up code or password-reset link, would be written to the log. Set SMTP_URL=smtps://user:password@smtp.example.com:465, or set MAIL_LOG=1 to write e-mails to the log anyway (unsafe)`;
}

export type Config = z.infer<typeof EnvSchema> & { publicUrl: string; mediaDir: string; momoCallbackUrl: string };

/**
 * A variable set to '' counts as unset (undefined), so a .env file loaded into the shell (`KEY=` in
 * .env.example) gives each one its default instead of failing its format.
 */
function withoutEmpty(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value === '' ? undefined : value]));
}

/**
 * Reads the environment once. Throws an Error listing every bad variable, so a misconfigured
 * server stops at start with a readable message instead of failing later.
 */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = withoutEmpty(rawEnv);
  const parsed = EnvSchema.superRefine(s3Together).superRefine(momoTogether).safeParse(env);
  const mail = mailNeedsSmtp(env);
  if (!parsed.success || mail) {
    const lines = [...(parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []), ...(mail ? [mail] : [])].map((line) => `  - ${line}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    mediaDir: path.join(c.DATA_DIR, 'media'),
    momoCallbackUrl: c.MOMO_CALLBACK_URL ?? `${(c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '')}/api/payments/momo/callback`,
  };
}

/**
 * Configuration for in-process tests: in-memory database, no SMTP, quiet logs. Mails are read from
 * the outbox, so MAIL_LOG is on whatever PUBLIC_URL a test names.
 */
export function testConfig(overrides: Partial<Record<keyof z.input<typeof EnvSchema>, string>> = {}): Config {
  // Every inject comes from 127.0.0.1: the per-IP limit is tested on its own with a low value.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MAIL_LOG: '1',
    SEED_ON_EMPTY: 'false',
    PORT: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '10000',
    CHAT_RATE_LIMIT_PER_MINUTE: '10000',
    CONTACT_RATE_LIMIT_PER_MINUTE: '10000',
    BOOKING_RATE_LIMIT_PER_MINUTE: '10000',
    PAY_LINK_RATE_LIMIT_PER_MINUTE: '10000',
    ...overrides,
  });
}
