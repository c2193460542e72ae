import { describe, expect, it } from 'vitest';
import { CheckoutFormData, PayInvoiceLine, PayInvoiceShop } from './public.js';

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

describe('the pay page’s invoice (docs/decisions/128)', () => {
  it('names a line with its variant and a shop with the contacts it has', () => {
    const line = { title: 'Runners', variant_title: '41', kind: 'product', quantity: 1, unit_price: 58000, line_total: 58000, image: null };
    expect(PayInvoiceLine.parse(line)).toEqual(line);
    expect(PayInvoiceShop.safeParse({ name: 'Atelier Kigali', email: null, phone: null, whatsapp: '250788000000', address: null }).success).toBe(true);
  });
});
