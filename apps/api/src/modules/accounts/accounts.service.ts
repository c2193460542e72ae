import { ACCOUNT_MESSAGES, toE164, tooManyAttemptsMessage, type Locale, type LoginBody, type RegisterBody, type ResetPasswordBody, type User, type VerifyResetBody } from '@atelier/contracts';
import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { customersRepository } from '../orders/customers.repository.js';
import { burnVerification, hashSecret, newCode, newToken, sha256, verifySecret } from '../../lib/crypto.js';
import { accountDeletedMail, emailChangedMail, localePrefix, passwordChangedMail, resetPasswordMail, verificationCodeMail } from '../../lib/email-templates.js';
import type { LanguageOf } from '../../lib/i18n.js';
import { imageUrl, type ImageStore } from '../../lib/images.js';
import type { Mailer } from '../../lib/mailer.js';
import type { AuthUser } from '../../plugins/auth.js';
import { backoffMs, loginThrottleKeys, loginThrottlePolicy } from './login-throttle.js';
import { accountsRepository, type AccountsRepository, type CodePurpose, type CodeRow, type UserRow } from './accounts.repository.js';

/** Code rules (DESIGN.md): 10-minute life, 5 wrong tries, one per resend interval, at most 5 an hour. */
const CODE_TTL_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;
const MAX_CODES_PER_HOUR = 5;
/** Life of the "This was not me" link of an e-mail change (docs/decisions/123). */
const REVERT_EMAIL_DAYS = 7;
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
  /** Where failures of the work done after a reply are reported. */
  log: Pick<FastifyBaseLogger, 'error'>;
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
    language: row.language,
  };
}

const invalidCode = () => new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.invalidCode);
const invalidLink = () => new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.invalidResetToken);

/**
 * A "This was not me" link's row (docs/decisions/123) names its account in `code_hash` (it has no
 * code): `revert:<user id>`.
 */
const revertOwner = (userId: string) => `revert:${userId}`;
const revertOwnerId = (row: CodeRow) => (row.codeHash.startsWith('revert:') ? row.codeHash.slice('revert:'.length) : undefined);
const isLive = (row: CodeRow | undefined): row is CodeRow => row !== undefined && row.consumedAt === null && row.expiresAt.getTime() > Date.now() && row.attempts < MAX_CODE_ATTEMPTS;

/** Accounts (spec 01 §7 Accounts): register, verify, login, session, reset password. */
export function accountsService(deps: AccountsDeps) {
  const repo = accountsRepository(deps.db);
  const resendIntervalMs = deps.config.CODE_RESEND_INTERVAL_SECONDS * 1000;
  const throttle = loginThrottlePolicy(deps.config.LOGIN_FAILURES_PER_IP);

  /** Throws RATE_LIMITED (429 with Retry-After) within the resend interval of the last code, or after 5 codes in an hour. */
  async function checkCodeAllowed(r: AccountsRepository, email: string, purpose: CodePurpose): Promise<void> {
    const latest = await r.latestCode(email, purpose);
    const waitMs = latest ? latest.createdAt.getTime() + resendIntervalMs - Date.now() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('RATE_LIMITED', `Please wait ${seconds} seconds before requesting a new code.`, { headers: { 'retry-after': String(seconds) } });
    }
    if ((await r.countCodesSince(email, purpose, new Date(Date.now() - 3_600_000))) >= MAX_CODES_PER_HOUR) {
      throw new AppError('RATE_LIMITED', 'Too many codes requested. Please try again in an hour.', { headers: { 'retry-after': '3600' } });
    }
  }

  /**
   * Issues a fresh 6-digit code for an address and e-mails it; older open codes die. Reset codes
   * also get a link token. Throws AppError RATE_LIMITED (429 with Retry-After) within the resend
   * interval (60 s) of the last code or after 5 in an hour.
   */
  async function issueCode(email: string, name: string, purpose: CodePurpose, locale: Locale = 'en'): Promise<void> {
    await checkCodeAllowed(repo, email, purpose);
    const code = newCode();
    const linkToken = purpose === 'reset_password' ? newToken() : null;
    const codeHash = await hashSecret(code);
    await deps.transaction(async (tx) => {
      const r = accountsRepository(tx);
      // One code per address at a time, across instances: two requests at once would both pass the check above.
      await r.lockCodesOf(email);
      await checkCodeAllowed(r, email, purpose);
      await r.consumeCodes(email, purpose);
      await r.insertCode({ email, purpose, codeHash, linkTokenHash: linkToken ? sha256(linkToken) : null, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
    });
    const common = { brand: await deps.brand(), name, code, minutes: CODE_TTL_MS / 60_000, publicUrl: deps.config.publicUrl, locale };
    const mail = linkToken ? resetPasswordMail({ ...common, link: `${deps.config.publicUrl}/login?token=${linkToken}` }) : verificationCodeMail(common);
    await deps.mailer.send({ to: email, kind: purpose, ...mail });
  }

  /**
   * The open reset code matching a {token} or {email, code}; a wrong code costs one of its 5 tries.
   * A token may also be an e-mail change's "This was not me" link (decision 123): then `revertOf` is
   * its account. Throws BAD_REQUEST ('Invalid or expired reset token' / 'Invalid or expired
   * verification code').
   */
  async function checkReset(body: VerifyResetBody | ResetPasswordBody): Promise<{ row: CodeRow; revertOf?: UserRow }> {
    if ('token' in body) {
      const row = await repo.findCodeByLinkToken(sha256(body.token));
      if (!isLive(row)) throw invalidLink();
      if (row.purpose !== 'revert_email') return { row };
      const userId = revertOwnerId(row);
      const user = userId ? await repo.findUserById(userId) : undefined;
      if (!user) throw invalidLink();
      return { row, revertOf: user };
    }
    const row = await repo.latestCode(body.email, 'reset_password');
    if (!isLive(row)) throw invalidCode();
    if (!(await verifySecret(row.codeHash, body.code))) {
      await repo.addCodeAttempt(row.id);
      throw invalidCode();
    }
    return { row };
  }

  /** Records a security notice for the outbox (docs/decisions/123); its delivery never fails the request. */
  async function notify(to: string, kind: string, mail: { subject: string; html: string; text: string }): Promise<void> {
    await deps.mailer.send({ to, kind, ...mail });
  }

  const queued = new Set<Promise<void>>();
  /**
   * Runs `work` once the reply has gone (the next turn of the event loop), so its time never shows
   * in the answer. Failures are logged; `settled()` waits for what is still running.
   */
  function afterReply(work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => deps.log.error({ err }, 'accounts: work after the reply failed'))
      .finally(() => queued.delete(task));
    queued.add(task);
  }
  /** The argon2id hash a code costs. */
  const burnHash = () => hashSecret(newCode()).then(() => undefined);
  /** A code refused for being asked too soon or too often is no error after a reply, but costs the hash a code would have; other errors go on. */
  const refusedCodeCosts = async (err: unknown): Promise<void> => {
    if (!(err instanceof AppError && err.code === 'RATE_LIMITED')) throw err;
    await burnHash();
  };

  /**
   * Lets a login attempt through the throttle, counting it under its address-and-client and client
   * keys (docs/decisions/006). Returns the pause (ms) owed for the address's failures from all clients.
   * Throws RATE_LIMITED with Retry-After (s) while either key waits out its backoff.
   */
  async function admitLogin(keys: ReturnType<typeof loginThrottleKeys>): Promise<number> {
    const refused = Symbol('refused');
    try {
      return await deps.transaction(async (tx) => {
        const r = accountsRepository(tx);
        // Both keys or neither: the transaction undoes the first count when the second refuses.
        if (!(await r.countLoginAttempt(keys.pair, throttle.pair)) || !(await r.countLoginAttempt(keys.client, throttle.client))) throw refused;
        return backoffMs(throttle.address, (await r.loginThrottle(keys.address, throttle.address.forgetMs)).failures);
      });
    } catch (err) {
      if (err !== refused) throw err;
    }
    const waits = await Promise.all(
      (['pair', 'client'] as const).map(async (scope) => {
        const state = await repo.loginThrottle(keys[scope], throttle[scope].forgetMs);
        return backoffMs(throttle[scope], state.failures) - state.sinceLastMs;
      }),
    );
    const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
    throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(seconds), { headers: { 'retry-after': String(seconds) } });
  }

  /** Writes a live session's last_seen_at, at most once per TOUCH_INTERVAL_MS (`lastSeenMs`: ms since the epoch). */
  const keepAlive = async (sessionId: string, lastSeenMs: number): Promise<void> => {
    if (Date.now() - lastSeenMs > TOUCH_INTERVAL_MS) await repo.touchSession(sessionId);
  };

  return {
    /**
     * Creates an unverified customer and e-mails a verification code (spec 01 §7 POST /api/users).
     * `role`/`status` in the input are ignored; `language` is the request's (docs/decisions/109), and the code
     * e-mail is written in it. Throws CONFLICT when the e-mail is taken, UNSUPPORTED_MEDIA when the
     * picture is not an image.
     */
    async register(input: RegisterBody, picture?: Buffer, language: Locale = 'en'): Promise<User> {
      if (await repo.findUserByEmail(input.email)) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken);
      const profileImage = picture ? await deps.images.save(picture, 'profileImage') : null;
      // The picture is stored before the row that names it; if the row is not written, it goes again
      // (docs/decisions/114-media-storage.md).
      const user = await (async () => {
        const passwordHash = await hashSecret(input.password);
        return repo.insertUser({ name: input.name, email: input.email, phone: input.phone, passwordHash, profileImage, lastPasswordChange: new Date(), language });
      })().catch(async (err: unknown) => {
        if (profileImage) await deps.images.remove(profileImage);
        throw err;
      });
      if (!user) {
        if (profileImage) await deps.images.remove(profileImage);
        throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken);
      }
      await issueCode(user.email, user.name, 'verify_email', user.language);
      return toUser(user);
    },

    /**
     * Checks the password and opens a session (spec 01 §7 POST /api/auth/login). Every attempt is
     * recorded in the login history. Wrong password and unknown account give the same 401 after
     * the same work. Throttled per address and client, per client and per address (docs/decisions/006,
     * see loginThrottlePolicy): a client that keeps failing gets 429 'Too many failed attempts.
     * Please try again in 30 seconds.' (the wait in seconds or minutes) with Retry-After (s), even
     * with the right password; an address failing from many clients only answers more slowly. An unverified account gets 401 with needsVerification and, at most once a
     * minute, a new code.
     */
    async login(input: LoginBody, meta: RequestMeta): Promise<{ user: User; token: string }> {
      const record = (success: boolean, userId: string | null, failureReason: string | null) =>
        repo.recordLogin({ userId, email: input.email, success, failureReason, ipAddress: meta.ip, userAgent: meta.userAgent?.slice(0, 500) ?? null });

      const keys = loginThrottleKeys(input.email, meta.ip);
      const pauseMs = await admitLogin(keys);
      if (pauseMs > 0) await pause(pauseMs);
      const failed = async () => {
        await repo.addLoginFailure(keys.address, throttle.address.forgetMs);
        // Keys nobody failed with for a while are dropped now and then, by whichever instance.
        if (Math.random() < 0.01) await repo.purgeLoginThrottles(new Date(Date.now() - throttle.address.forgetMs));
      };
      const succeeded = async () => {
        await repo.clearLoginThrottle(keys.pair);
        await repo.uncountLoginAttempt(keys.client);
      };

      const user = await repo.findUserByEmail(input.email);
      if (!user) {
        await burnVerification(input.password);
        await failed();
        await record(false, null, 'invalid_credentials');
        throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);
      }
      if (!(await verifySecret(user.passwordHash, input.password))) {
        await failed();
        await record(false, user.id, 'invalid_credentials');
        throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);
      }
      await succeeded();
      if (user.status !== 'active') {
        await record(false, user.id, 'inactive');
        throw new AppError('FORBIDDEN', 'This account is not active. Please contact support.');
      }
      if (!user.emailVerifiedAt) {
        await record(false, user.id, 'unverified');
        await issueCode(user.email, user.name, 'verify_email', user.language).catch((err) => {
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

    /**
     * Sends a new code to an unverified account or a pending new e-mail (spec 01 §7
     * resend-verification), at most one per resend interval (60 s) and 5 an hour. Returns at once and
     * does the work after the reply, so every address gets the same answer in the same time and
     * nothing tells whether it has an account (docs/decisions/006): other addresses, and codes asked
     * too soon, get no mail and no error.
     */
    resendVerification(email: string): void {
      afterReply(async () => {
        const user = await repo.findUserByEmail(email);
        const owner = user ? (user.emailVerifiedAt ? undefined : user) : await repo.findUserByPendingEmail(email);
        // An address that gets no code spends the hash a code would have cost, so the load after the reply does not tell either.
        if (owner) await issueCode(email, owner.name, 'verify_email', owner.language).catch(refusedCodeCosts);
        else await burnHash();
      });
    },

    /**
     * Verifies an address with its code (spec 01 §7 POST /api/auth/verify-email): a new account's,
     * or a new e-mail waiting to replace the login e-mail. Throws BAD_REQUEST 'Invalid or expired
     * verification code' for an unknown address, a wrong, used or expired code, or after 5 wrong
     * tries; CONFLICT when a pending address was taken meanwhile. A confirmed new address is told to
     * the old one, with a "This was not me" link (docs/decisions/123).
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
      // A confirmed change of address tells the old one, with a link that undoes it (decision 123).
      const revert = user ? undefined : newToken();
      await deps.transaction(async (tx) => {
        const r = accountsRepository(tx);
        await r.consumeCodes(email, 'verify_email');
        if (user) await r.markEmailVerified(user.id);
        else {
          await r.confirmPendingEmail(owner.id);
          await r.insertCode({
            email: owner.email,
            purpose: 'revert_email',
            codeHash: revertOwner(owner.id),
            linkTokenHash: sha256(revert!),
            expiresAt: new Date(Date.now() + REVERT_EMAIL_DAYS * 86_400_000),
          });
        }
        // Orders staff entered for this person (docs/decisions/128) join the account now that its
        // e-mail is proven: never before verification.
        await customersRepository(tx).linkToAccount(owner.id, email.toLowerCase(), toE164(owner.phone));
      });
      if (revert) {
        const link = `${deps.config.publicUrl}${localePrefix(owner.language)}/login?token=${revert}`;
        await notify(
          owner.email,
          'email_changed',
          emailChangedMail({
            brand: await deps.brand(),
            publicUrl: deps.config.publicUrl,
            name: owner.name,
            newEmail: email,
            revertLink: link,
            days: REVERT_EMAIL_DAYS,
            at: new Date(),
            locale: owner.language,
          }),
        );
      }
      return { alreadyVerified: false };
    },

    /**
     * Mails a reset code and link (spec 01 §7 POST /api/auth/forgot-password). Returns at once and
     * does the work after the reply (docs/decisions/006): every address gets the same answer in the
     * same time; unknown ones, and known ones asked too often, get no mail and no error.
     */
    forgotPassword(email: string): void {
      afterReply(async () => {
        const user = await repo.findUserByEmail(email);
        if (user) await issueCode(user.email, user.name, 'reset_password', user.language).catch(refusedCodeCosts);
        else await burnHash();
      });
    },

    /** Waits for the work queued after replies (shutdown and tests). */
    async settled(): Promise<void> {
      while (queued.size) await Promise.all([...queued]);
    },

    /**
     * Checks a reset code or link token without using it (spec 01 §7 verify-reset-token); returns the
     * address (for a "This was not me" link, the old address it gives back, decision 123).
     */
    async verifyReset(body: VerifyResetBody): Promise<{ email: string }> {
      const { row } = await checkReset(body);
      return { email: row.email };
    },

    /**
     * Sets a new password with a reset code or link token (spec 01 §7 reset-password): the code is
     * used up, every session of the account is revoked and the address is told (decision 123). With
     * an e-mail change's "This was not me" link it also puts the old address back as the sign-in
     * e-mail and drops the pending one; CONFLICT when another account took the old address meanwhile.
     */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const { row, revertOf } = await checkReset(body);
      const user = revertOf ?? (await repo.findUserByEmail(row.email));
      if (!user) throw invalidCode();
      if (revertOf && (await repo.isEmailTaken(row.email, user.id))) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken);
      const passwordHash = await hashSecret(body.newPassword);
      const at = new Date();
      await deps.transaction(async (tx) => {
        const r = accountsRepository(tx);
        if (revertOf) {
          await r.restoreEmail(user.id, row.email);
          // This link and every later one of the account die; an earlier one (an older address of the
          // owner's) stays, so an intruder using the link of their own change cannot cancel the owner's.
          await r.consumeRevertLinksSince(revertOwner(user.id), row.createdAt);
          await r.consumeCodes(user.email, 'reset_password');
        }
        await r.updateUser(user.id, { passwordHash, lastPasswordChange: at });
        await r.consumeCodes(row.email, 'reset_password');
        await r.revokeUserSessions(user.id);
      });
      await notify(row.email, 'password_reset', passwordChangedMail({ brand: await deps.brand(), publicUrl: deps.config.publicUrl, name: user.name, how: 'reset', at, locale: user.language }));
    },

    /** Tells the account that its password was changed in the profile (decision 123). */
    async notifyPasswordChanged(user: Pick<UserRow, 'email' | 'name' | 'language'>, at: Date): Promise<void> {
      await notify(user.email, 'password_changed', passwordChangedMail({ brand: await deps.brand(), publicUrl: deps.config.publicUrl, name: user.name, how: 'changed', at, locale: user.language }));
    },

    /** Tells the address of a deleted account that it is gone (decision 123); sent after the deletion, so it outlives its forgetting of mails. */
    async notifyAccountDeleted(user: Pick<UserRow, 'email' | 'name' | 'language'>, at: Date): Promise<void> {
      await notify(user.email, 'account_deleted', accountDeletedMail({ brand: await deps.brand(), publicUrl: deps.config.publicUrl, name: user.name, at, locale: user.language }));
    },

    /** The user of a live token, or null (expired, revoked, unknown, or account not active). */
    async authenticate(token: string): Promise<AuthUser | null> {
      const row = await repo.findLiveSession(sha256(token));
      if (!row || row.user.status !== 'active') return null;
      await keepAlive(row.session.id, row.session.lastSeenAt.getTime());
      return { ...toUser(row.user), sessionId: row.session.id };
    },

    /**
     * Records that a live session was used (its last_seen_at), at most once per TOUCH_INTERVAL_MS:
     * what `authenticate` does for a session it found, for a route that found it in its own
     * statement (the signed-in catalog page, docs/decisions/107). `lastSeenMs`: ms since the epoch.
     */
    keepAlive,

    /** Revokes the token (spec 01 §7 POST /api/auth/logout). */
    async logout(token: string): Promise<void> {
      await repo.revokeSession(sha256(token));
    },

    /** Makes an existing account an admin (`npm run user:admin`). Returns false when there is none. */
    async makeAdmin(email: string): Promise<boolean> {
      return repo.setRole(email.trim().toLowerCase(), 'admin');
    },

    /** Issues a verification code to a new e-mail of an existing user (profile edit). */
    sendEmailChangeCode: (email: string, name: string, locale: Locale = 'en') => issueCode(email, name, 'verify_email', locale),

    /** The language of an account's e-mails, by its id or its address; `fallback` (default en) when none matches (docs/decisions/109). */
    languageOf: (async (who) => {
      const row = who.userId ? await repo.findUserById(who.userId) : undefined;
      const byEmail = !row && who.email ? await repo.findUserByEmail(who.email.toLowerCase()) : undefined;
      return (row ?? byEmail)?.language ?? who.fallback ?? 'en';
    }) satisfies LanguageOf,
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
