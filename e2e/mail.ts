import fs from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './env.js';

export interface ReceivedMail {
  to: string;
  subject: string;
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read codes and amounts. */
function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function readAll(): ReceivedMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(MAIL_DIR, f), 'utf8');
      const to = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '';
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
      return { to, subject, raw: decodeQuotedPrintable(raw) };
    });
}

/** Waits (up to `timeoutMs`) for a mail to `to` whose subject matches, newest first. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readAll()
      .reverse()
      .find((m) => m.to.split(',').includes(to.toLowerCase()) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The 6-digit verification code in the newest verification mail to `to`. */
export async function verificationCode(to: string): Promise<string> {
  const mail = await waitForMail(to, /verification code/i);
  const code = /code is: (\d{6})/.exec(mail.raw)?.[1];
  if (!code) throw new Error('verification mail without a code');
  return code;
}
