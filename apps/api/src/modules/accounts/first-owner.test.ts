import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { writeOwnerPasswordFile } from './first-owner.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-owner-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('OWNER_PASSWORD_FILE', () => {
  it('is optional: unset or empty means no file; a relative path becomes absolute', () => {
    expect(loadConfig({}).OWNER_PASSWORD_FILE).toBeUndefined();
    expect(loadConfig({ OWNER_PASSWORD_FILE: '' }).OWNER_PASSWORD_FILE).toBeUndefined();
    expect(loadConfig({ OWNER_PASSWORD_FILE: '/srv/shop/owner-password' }).OWNER_PASSWORD_FILE).toBe('/srv/shop/owner-password');
    const relative = loadConfig({ OWNER_PASSWORD_FILE: 'data/owner-password' }).OWNER_PASSWORD_FILE!;
    expect([path.isAbsolute(relative), relative.endsWith(`${path.sep}data${path.sep}owner-password`)]).toEqual([true, true]);
  });

  it("writes the password in a new folder, readable by this user only, and replaces an older file's content and mode", () => {
    const file = path.join(dir, 'new-folder', 'owner-password');
    writeOwnerPasswordFile(file, 'first-Password_123');
    expect(fs.readFileSync(file, 'utf8')).toBe('first-Password_123\n');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    fs.chmodSync(file, 0o644);
    writeOwnerPasswordFile(file, 'second-password');
    expect(fs.readFileSync(file, 'utf8')).toBe('second-password\n');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
