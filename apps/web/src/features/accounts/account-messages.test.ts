import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, LoginBody, MESSAGES, RegisterForm } from '@atelier/contracts';
import { activateLocale, i18n } from '@/lib/i18n/i18n';
import { accountText, specMessageTexts } from './account-messages';
import { RESET_MESSAGES } from './api/reset-password';

afterEach(() => i18n.activate('en'));

describe('the account area’s fixed texts, translated (docs/decisions/110)', () => {
  it('leaves every English text letter for letter', () => {
    i18n.activate('en');
    for (const text of specMessageTexts()) expect(accountText(text)).toBe(text);
    expect(accountText('Must be at most 100 characters')).toBe('Must be at most 100 characters');
  });

  it('translates the contracts’ validation messages as the forms show them, and the page messages', async () => {
    const issues = RegisterForm.safeParse({ name: '', email: 'x', phone: '', password: '1', confirmPassword: '2' }).error!.issues.map((issue) => issue.message);
    const login = LoginBody.safeParse({ email: '', password: '' }).error!.issues.map((issue) => issue.message);
    await activateLocale('fr');
    for (const text of [...issues, ...login]) expect(accountText(text), text).not.toBe(text);
    expect(accountText(MESSAGES.emailInvalid)).toBe('Veuillez saisir une adresse e-mail valide');
    expect(accountText(RESET_MESSAGES.codeOnItsWay)).toContain("moins d'une minute");
    await activateLocale('rw');
    expect(accountText(ACCOUNT_MESSAGES.passwordsDiffer)).toBe('Amagambobanga ntabwo ahuye');
    expect(accountText('Must be at most 100 characters')).toBe('Ntigomba kurenza inyuguti 100');
  });

  it('shows a text it does not know (the server’s own reason, already in the page’s language) as it is', async () => {
    await activateLocale('rw');
    expect(accountText('Ijambobanga si ryo')).toBe('Ijambobanga si ryo');
    expect(accountText(undefined)).toBeUndefined();
  });
});
