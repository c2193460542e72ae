import { describe, expect, it } from 'vitest';
import { fallbackContact, pickContactDetails } from './contact-details';

const item = (contact_type: string, contact_value: string, is_primary = false) => ({ contact_type, contact_value, display_name: contact_type, is_primary });

describe('pickContactDetails (spec 02 §2 Contact page)', () => {
  it('takes the primary item of each type, else the first', () => {
    expect(
      pickContactDetails([
        item('email', 'first@atelier.rw'),
        item('email', 'main@atelier.rw', true),
        item('support_email', 'support@atelier.rw', true),
        item('phone', '+250 700 000 001'),
        item('address', 'KG 1 St, Kigali', true),
        item('business_hours', 'Daily 8–20'),
      ]),
    ).toEqual({ email: 'main@atelier.rw', phone: '+250 700 000 001', address: 'KG 1 St, Kigali', business_hours: 'Daily 8–20' });
  });
  it('fills each missing or blank type from the fallback set', () => {
    expect(pickContactDetails([item('phone', '  ', true)])).toEqual(fallbackContact());
    expect(pickContactDetails([item('address', 'Musanze')]).email).toBe(fallbackContact().email);
  });
});
