import { describe, expect, it } from 'vitest';
import { CheckoutFormData } from './public.js';

const filled = {
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  phone: '+250788123456',
  address: 'KG 7 Ave',
  country: 'Rwanda',
  state: 'Kigali',
  postalCode: '00100',
  city: 'Kigali',
};
const messages = (data: Record<string, string>) => CheckoutFormData.safeParse(data).error?.issues.map((issue) => issue.message) ?? [];

describe('CheckoutFormData (spec 02 §2 Checkout)', () => {
  it("asks 'Please select a country' when the country is all that is missing", () => {
    expect(messages({ ...filled, country: ' ' })).toEqual(['Please select a country']);
  });

  it('lists every blank field, the country among them, when others are blank too', () => {
    expect(messages({ ...filled, city: '', country: '' })).toEqual(['Please fill in all required fields: City, Country']);
  });
});
