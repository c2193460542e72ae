import { ACCOUNT_MESSAGES, type LoginBody, type RegisterBody, type ResetPasswordBody, type User, type VerifyResetBody } from '@atelier/contracts';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { burnVerification, hashSecret, newCode, newToken, sha256, verifySecret } from '../../lib/crypto.js';
import { resetPasswordMail, verificationCodeMail } from '../../lib/email-templates.js';
import { imageUrl, type ImageStore } from '../../lib/images.js';
import type { Mailer } from '../../lib/mailer.js';
import type { AuthUser } from '../../plugins/auth.js';
import { accountsRepository, type CodePurpose, type CodeRow, type UserRow } from './accounts.repository.js';

/** Code rules (DESIGN.md): 10-minute life, 5 wrong tries, one per resend interval, at most 5 an hour. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODES_PER_HOUR = 5;
/** Per-address login throttle: this many failures in the window lock the address for the window. */
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
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
const isLive = (row: CodeRow | undefined): row is CodeRow =>
  row !== undefined && row.consumedAt === null && row.expiresAt.getTime() > Date.now() && row.attempts < MAX_CODE_ATTEMPTS;

/** Accounts (spec 01 §7 Accounts): register, verify, login, session, reset password. */
export function accountsService(deps: AccountsDeps) {
  const repo = accountsRepository(deps.db);
  const resendIntervalMs = deps.config.CODE_RESEND_INTERVAL_SECONDS * 1000;

  /**
   * Issues a fresh 6-digit code for an address and e-mails it; older open codes die. Reset codes
   * also get a link token. Throws AppError RATE_LIMITED (429 with Retry-After) within the resend
   * interval (60 s) of the last code or after 5 in an hour.
   */
  async function issueCode(email: string, name: string, purpose: CodePurpose): Promise<void> {
    const latest = await repo.latestCode(email, purpose);
    const waitMs = latest ? latest.createdAt.getTime() + resendIntervalMs - Date.now() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('RATE_LIMITED', `Please wait ${seconds} seconds before requesting a new code.`, { headers: { 'retry-after': String(seconds) } });
    }
    if ((await repo.countCodesSince(email, purpose, new Date(Date.now() - 3_600_000))) >= MAX_CODES_PER_HOUR) {
      throw new AppError('RATE_LIMITED', 'Too many codes requested. Please try again in an hour.', { headers: { 'retry-after': '3600' } });
    }
    const code = newCode();
    const linkToken = purpose === 'reset_password' ? newToken() : null;
    const codeHash = await hashSecret(code);
    await deps.transaction(async (tx) => {
      const r = accountsRepository(tx);
      await r.consumeCodes(email, purpose);
      await r.insertCode({ email, purpose, codeHash, linkTokenHash: linkToken ? sha256(linkToken) : null, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
    });
    const common = { brand: await deps.brand(), name, code, minutes: CODE_TTL_MS / 60_000, publicUrl: deps.config.publicUrl };
    const mail = linkToken
      ? resetPasswordMail({ ...common, link: `${deps.config.publicUrl}/login?token=${linkToken}` })
      : verificationCodeMail(common);
    await deps.mailer.send({ to: email, kind: purpose, ...mail });
  }

  /**
   * The open reset code matching a {token} or {email, code}; a wrong code costs one of its 5 tries.
   * Throws BAD_REQUEST ('Invalid or expired reset token' / 'Invalid or expired verification code').
   */
  async function checkReset(body: VerifyResetBody | ResetPasswordBody): Promise<CodeRow> {
    if ('token' in body) {
      const row = await repo.findCodeByLinkToken(sha256(body.token));
      if (!isLive(row)) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.invalidResetToken);
      return row;
    }
    const row = await repo.latestCode(body.email, 'reset_password');
    if (!isLive(row)) throw invalidCode();
    if (!(await verifySecret(row.codeHash, body.code))) {
      await repo.addCodeAttempt(row.id);
      throw invalidCode();
    }
    return row;
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
     * Checks the password and opens a session (spec 01 §7 POST /api/auth/login). Every attempt is
     * recorded in the login history. Wrong password and unknown account give the same 401 after
     * the same work; 5 failures in 15 minutes lock the address (429) for the rest of the window.
     * An unverified account gets 401 with needsVerification and, at most once a minute, a new code.
     */
    async login(input: LoginBody, meta: RequestMeta): Promise<{ user: User; token: string }> {
      const record = (success: boolean, userId: string | null, failureReason: string | null) =>
        repo.recordLogin({ userId, email: input.email, success, failureReason, ipAddress: meta.ip, userAgent: meta.userAgent?.slice(0, 500) ?? null });

      const since = new Date(Date.now() - FAILED_LOGIN_WINDOW_MS);
      const failures = await repo.failedLoginsSince(input.email, since);
      if (failures.n >= MAX_FAILED_LOGINS) {
        const retryAfter = Math.max(1, Math.ceil(((failures.oldest?.getTime() ?? Date.now()) + FAILED_LOGIN_WINDOW_MS - Date.now()) / 1000));
        throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.tooManyAttempts, { headers: { 'retry-after': String(retryAfter) } });
      }

      const user = await repo.findUserByEmail(input.email);
      if (!user) {
        await burnVerification(input.password);
        await record(false, null, 'invalid_credentials');
        throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);
      }
      if (!(await verifySecret(user.passwordHash, input.password))) {
        await record(false, user.id, 'invalid_credentials');
        throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);
      }
      if (user.status !== 'active') {
        await record(false, user.id, 'inactive');
        throw new AppError('FORBIDDEN', 'This account is not active. Please contact support.');
      }
      if (!user.emailVerifiedAt) {
        await record(false, user.id, 'unverified');
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
      await record(true, user.id, null);
      return { user: toUser(user), token };
    },

    /** Sends a new code to an unverified account or a pending new e-mail (spec 01 §7). Same answer otherwise. */
    async resendVerification(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (user && !user.emailVerifiedAt) return issueCode(user.email, user.name, 'verify_email');
      const changing = await repo.findUserByPendingEmail(email);
      if (changing) await issueCode(email, changing.name, 'verify_email');
    },

    /**
     * Verifies an address with its code (spec 01 §7 POST /api/auth/verify-email): a new account's,
     * or a new e-mail waiting to replace the login e-mail. Throws BAD_REQUEST 'Invalid or expired
     * verification code' for an unknown address, a wrong, used or expired code, or after 5 wrong
     * tries; CONFLICT when a pending address was taken meanwhile.
     */
    async verifyEmail(email: string, code: string): Promise<{ alreadyVerified: boolean }> {
      const user = await repo.findUserByEmail(email);
      if (user?.emailVerifiedAt) return { alreadyVerified: true };
      const owner = user ?? (await repo.findUserByPendingEmail(email));
      if (!owner) throw invalidCode();
      const row = await repo.latestCode(email, 'verify_email');
      if (!isLive(row)) throw invalidCode();
      if (!(await verifySecret(row.codeHash, code))) {
        await repo.addCodeAttempt(row.id);
        throw invalidCode();
      }
      if (!user && (await repo.isEmailTaken(email, owner.id))) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken);
      await deps.transaction(async (tx) => {
        const r = accountsRepository(tx);
        await r.consumeCodes(email, 'verify_email');
        if (user) await r.markEmailVerified(user.id);
        else await r.confirmPendingEmail(owner.id);
      });
      return { alreadyVerified: false };
    },

    /**
     * Mails a reset code and link (spec 01 §7 POST /api/auth/forgot-password). Answers the same for
     * every address: unknown ones, and known ones asked too often, get no mail and no error.
     */
    async forgotPassword(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user) return void (await burnVerification(email));
      await issueCode(user.email, user.name, 'reset_password').catch((err) => {
        if (!(err instanceof AppError && err.code === 'RATE_LIMITED')) throw err;
      });
    },

    /** Checks a reset code or link token without using it (spec 01 §7 verify-reset-token); returns the address. */
    async verifyReset(body: VerifyResetBody): Promise<{ email: string }> {
      const row = await checkReset(body);
      return { email: row.email };
    },

    /**
     * Sets a new password with a reset code or link token (spec 01 §7 reset-password): the code is
     * used up and every session of the account is revoked.
     */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const row = await checkReset(body);
      const user = await repo.findUserByEmail(row.email);
      if (!user) throw invalidCode();
      const passwordHash = await hashSecret(body.newPassword);
      await deps.transaction(async (tx) => {
        const r = accountsRepository(tx);
        await r.updateUser(user.id, { passwordHash, lastPasswordChange: new Date() });
        await r.consumeCodes(row.email, 'reset_password');
        await r.revokeUserSessions(user.id);
      });
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

    /** Issues a verification code to a new e-mail of an existing user (profile edit). */
    sendEmailChangeCode: (email: string, name: string) => issueCode(email, name, 'verify_email'),
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
