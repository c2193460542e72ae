import { afterEach, describe, expect, it } from 'vitest';
import { CART_MESSAGES, CHECKOUT_MESSAGES, missingFieldsMessage } from '@atelier/contracts';
import { activateLocale, i18n } from './i18n';
import { specMessageTexts, specText } from './checkout-messages';

afterEach(() => i18n.activate('en'));

describe('the spec messages of the contracts, translated (docs/decisions/111)', () => {
  it('leaves every English text letter for letter as the contracts write it', () => {
    i18n.activate('en');
    for (const text of specMessageTexts()) expect(specText(text)).toBe(text);
    expect(specText(missingFieldsMessage(['firstName', 'city']))).toBe('Please fill in all required fields: First Name, City');
  });

  it('translates them in Kinyarwanda and French, and leaves unknown texts as sent', async () => {
    await activateLocale('rw');
    expect(specText(CART_MESSAGES.empty)).toBe('Agaseke kawe karimo ubusa');
    expect(specText(missingFieldsMessage(['firstName', 'city']))).toBe('Uzuza imyanya yose isabwa: Izina ribanza, Umujyi');
    expect(specText('A reason from the server')).toBe('A reason from the server');
    await activateLocale('fr');
    expect(specText(CHECKOUT_MESSAGES.created)).toBe('Commande créée avec succès !');
  });
});
