import { ACCOUNT_MESSAGES, type LoginBody, type RegisterBody, type User } from '@atelier/contracts';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { burnVerification, hashSecret, newCode, newToken, sha256, verifySecret } from '../../lib/crypto.js';
import { verificationCodeMail } from '../../lib/email-templates.js';
import { imageUrl, type ImageStore } from '../../lib/images.js';
import type { Mailer } from '../../lib/mailer.js';
import type { AuthUser } from '../../plugins/auth.js';
import { accountsRepository, type CodePurpose, type UserRow } from './accounts.repository.js';

/** Code rules (DESIGN.md): 10-minute life, 5 wrong tries, one per 60 s, at most 5 an hour. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_RESEND_INTERVAL_MS = 60_000;
export const MAX_CODES_PER_HOUR = 5;
/** A session's last_seen_at is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

export interface AccountsDeps {
  db: Db;
  transaction: RunInTransaction;
  mailer: Mailer;
  images: ImageStore;
  config: Config;
  /** The shop's name, for e-mails. */
  brand: () => Promise<string>;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/** A user row as the API shows it (spec 01 §3 User). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    profile_image: imageUrl(row.profileImage, 320),
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
    last_password_change: row.lastPasswordChange?.toISOString() ?? null,
  };
}

const invalidCode = () => new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.invalidCode);

/** Accounts core (spec 01 §7 Accounts): register, verify, login, session check, logout. */
export function accountsService(deps: AccountsDeps) {
  const repo = accountsRepository(deps.db);

  /**
   * Issues a fresh 6-digit code for an address and e-mails it; older open codes die.
   * Throws AppError RATE_LIMITED (429 with Retry-After) within 60 s of the last code or after 5 in an hour.
   */
  async function issueCode(email: string, name: string, purpose: CodePurpose): Promise<void> {
    const latest = await repo.latestCode(email, purpose);
    const waitMs = latest ? latest.createdAt.getTime() + CODE_RESEND_INTERVAL_MS - Date.now() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('RATE_LIMITED', `Please wait ${seconds} seconds before requesting a new code.`, { headers: { 'retry-after': String(seconds) } });
    }
    if ((await repo.countCodesSince(email, purpose, new Date(Date.now() - 3_600_000))) >= MAX_CODES_PER_HOUR) {
      throw new AppError('RATE_LIMITED', 'Too many codes requested. Please try again in an hour.', { headers: { 'retry-after': '3600' } });
    }
    const code = newCode();
    const codeHash = await hashSecret(code);
    await deps.transaction(async (tx) => {
      const r = accountsRepository(tx);
      await r.consumeCodes(email, purpose);
      await r.insertCode({ email, purpose, codeHash, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
    });
    const mail = verificationCodeMail({ brand: await deps.brand(), name, code, minutes: CODE_TTL_MS / 60_000, publicUrl: deps.config.publicUrl });
    await deps.mailer.send({ to: email, kind: purpose, ...mail });
  }

  return {
    /**
     * Creates an unverified customer and e-mails a verification code (spec 01 §7 POST /api/users).
     * `role`/`status` in the input are ignored. Throws CONFLICT when the e-mail is taken,
     * UNSUPPORTED_MEDIA when the picture is not an image.
     */
    async register(input: RegisterBody, picture?: Buffer): Promise<User> {
      if (await repo.findUserByEmail(input.email)) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken);
      const profileImage = picture ? await deps.images.save(picture, 'profileImage') : null;
      const passwordHash = await hashSecret(input.password);
      const user = await repo.insertUser({ name: input.name, email: input.email, phone: input.phone, passwordHash, profileImage, lastPasswordChange: new Date() });
      if (!user) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken);
      await issueCode(user.email, user.name, 'verify_email');
      return toUser(user);
    },

    /**
     * Checks the password and opens a session (spec 01 §7 POST /api/auth/login). Wrong password and
     * unknown account give the same 401 after the same work. An unverified account gets 401 with
     * needsVerification and, at most once a minute, a fresh code.
     */
    async login(input: LoginBody, meta: RequestMeta): Promise<{ user: User; token: string }> {
      const user = await repo.findUserByEmail(input.email);
      if (!user) {
        await burnVerification(input.password);
        throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);
      }
      if (!(await verifySecret(user.passwordHash, input.password))) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);
      if (user.status !== 'active') throw new AppError('FORBIDDEN', 'This account is not active. Please contact support.');
      if (!user.emailVerifiedAt) {
        await issueCode(user.email, user.name, 'verify_email').catch((err) => {
          if (!(err instanceof AppError && err.code === 'RATE_LIMITED')) throw err;
        });
        throw new AppError('NEEDS_VERIFICATION', ACCOUNT_MESSAGES.needsVerification, { extra: { needsVerification: true } });
      }
      const token = newToken();
      await repo.insertSession({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + deps.config.SESSION_TTL_HOURS * 3_600_000),
        ipAddress: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      return { user: toUser(user), token };
    },

    /** Sends a new code to an unverified account (spec 01 §7). Same answer whether or not the account exists. */
    async resendVerification(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (user && !user.emailVerifiedAt) await issueCode(user.email, user.name, 'verify_email');
    },

    /**
     * Verifies an address with its code (spec 01 §7 POST /api/auth/verify-email). Throws BAD_REQUEST
     * 'Invalid or expired verification code' for an unknown address, a wrong, used, expired code or
     * after 5 wrong tries. Returns alreadyVerified for an address verified before.
     */
    async verifyEmail(email: string, code: string): Promise<{ alreadyVerified: boolean }> {
      const user = await repo.findUserByEmail(email);
      if (!user) throw invalidCode();
      if (user.emailVerifiedAt) return { alreadyVerified: true };
      const row = await repo.latestCode(email, 'verify_email');
      if (!row || row.consumedAt || row.expiresAt.getTime() < Date.now() || row.attempts >= MAX_CODE_ATTEMPTS) throw invalidCode();
      if (!(await verifySecret(row.codeHash, code))) {
        await repo.addCodeAttempt(row.id);
        throw invalidCode();
      }
      await deps.transaction(async (tx) => {
        const r = accountsRepository(tx);
        await r.consumeCodes(email, 'verify_email');
        await r.markEmailVerified(user.id);
      });
      return { alreadyVerified: false };
    },

    /** The user of a live token, or null (expired, revoked, unknown, or account not active). */
    async authenticate(token: string): Promise<AuthUser | null> {
      const row = await repo.findLiveSession(sha256(token));
      if (!row || row.user.status !== 'active') return null;
      if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(row.session.id);
      return { ...toUser(row.user), sessionId: row.session.id };
    },

    /** Revokes the token (spec 01 §7 POST /api/auth/logout). */
    async logout(token: string): Promise<void> {
      await repo.revokeSession(sha256(token));
    },

    /** Makes an existing account an admin (`npm run user:admin`). Returns false when there is none. */
    async makeAdmin(email: string): Promise<boolean> {
      return repo.setRole(email.trim().toLowerCase(), 'admin');
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
