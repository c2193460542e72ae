import { describe, expect, it } from 'vitest';
import { isLocalUrl, loadConfig } from './config.js';

/** The start-up configuration (config.ts): read once, a readable list of what is wrong. */
describe('loadConfig', () => {
  it('starts with nothing set: e-mails go to the log on the local address (the two-command start)', () => {
    const c = loadConfig({});
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.MAIL_LOG).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3150' }).publicUrl).toBe('http://127.0.0.1:3150');
    expect(loadConfig({ PUBLIC_URL: 'http://shop.localhost:8080/' }).publicUrl).toBe('http://shop.localhost:8080');
  });

  it('refuses a public address without SMTP_URL, saying why and what to set (decision 123)', () => {
    let message = '';
    try {
      loadConfig({ PUBLIC_URL: 'https://shop.example.rw' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:\n {2}- SMTP_URL: is required because PUBLIC_URL \(https:\/\/shop\.example\.rw\) is not a local address/);
    expect(message).toContain('sign-up code or password-reset link, would be written to the log');
    expect(message).toContain('MAIL_LOG=1');
    // Listed with the other mistakes, not instead of them.
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.rw', PORT: 'eighty' })).toThrow(/- PORT: [\s\S]*- SMTP_URL: is required/);
    expect(() => loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000', MAIL_LOG: '' })).toThrow(/SMTP_URL: is required/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.rw', MAIL_LOG: '0' })).toThrow(/SMTP_URL: is required/);
  });

  it('starts on a public address with SMTP_URL, or with MAIL_LOG=1 said explicitly', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.rw', SMTP_URL: 'smtps://u:p@smtp.example.net:465' }).SMTP_URL).toBe('smtps://u:p@smtp.example.net:465');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.rw', MAIL_LOG: '1' }).MAIL_LOG).toBe(true);
    expect(() => loadConfig({ MAIL_LOG: 'maybe' })).toThrow(/MAIL_LOG/);
  });

  it('takes a variable set to an empty string for unset (a `KEY=` line of .env.example)', () => {
    const c = loadConfig({ DATABASE_URL: '', SMTP_URL: '', REDIS_URL: '', GEMINI_API_KEY: '', WEB_DIST_DIR: '', MAIL_FROM: '', S3_REGION: '', PORT: '' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.GEMINI_API_KEY).toBeUndefined();
    expect(c.WEB_DIST_DIR).toBe(loadConfig({}).WEB_DIST_DIR);
    expect(c.MAIL_FROM).toBe('Atelier Kigali <hello@atelier.rw>');
    expect(c.S3_REGION).toBe('us-east-1');
    expect(c.PORT).toBe(3000);
  });

  it('knows a local address', () => {
    for (const url of ['http://localhost:3000', 'http://LOCALHOST', 'http://a.localhost', 'http://127.0.0.1:3000', 'http://127.1.2.3', 'http://[::1]:3000']) expect(isLocalUrl(url), url).toBe(true);
    for (const url of ['https://shop.example.rw', 'http://localhost.example.com', 'http://10.0.0.5', 'http://127.0.0.1.nip.io', 'http://[::2]']) expect(isLocalUrl(url), url).toBe(false);
  });
});
