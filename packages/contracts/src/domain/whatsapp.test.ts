import { describe, expect, it } from 'vitest';
import { customerWhatsappUrl, orderMessage, whatsappUrl } from './whatsapp.js';

const input = {
  orderNumber: 'ATL-7K3QX9',
  customer: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.com', phone: '+250788123456' },
  address: { address: 'KG 7 Ave', address2: '', city: 'Kigali', state: 'Kigali', country: 'Rwanda', postalCode: '00000' },
  items: [
    { name: 'Imigongo High-Top Sneakers', quantity: 2, lineTotal: 130000 },
    { name: 'Imigongo Print Tee', quantity: 1, lineTotal: 18000 },
  ],
  subtotal: 148000,
  discount: 14800,
  couponCode: 'WELCOME10',
  total: 133200,
};

describe('orderMessage (spec 02 §7)', () => {
  it('greets, lists the customer, numbered items with line totals, subtotal, total and the closing request', () => {
    const text = orderMessage(input);
    expect(text.split('\n')[0]).toMatch(/^Hello/);
    expect(text).toContain('Order number: ATL-7K3QX9');
    expect(text).toContain('Name: Aline Uwase');
    expect(text).toContain('Address: KG 7 Ave, Kigali, Kigali, 00000, Rwanda');
    expect(text).toContain('1. Imigongo High-Top Sneakers x2 - RWF 130,000');
    expect(text).toContain('2. Imigongo Print Tee x1 - RWF 18,000');
    expect(text).toContain('Subtotal: RWF 148,000');
    expect(text).toContain('Discount (WELCOME10): -RWF 14,800');
    expect(text).toContain('Total: RWF 133,200');
    expect(text.trim().endsWith('Please confirm the order and payment instructions.')).toBe(true);
  });

  it('leaves the discount line out when there is none', () => {
    expect(orderMessage({ ...input, discount: 0, couponCode: null })).not.toContain('Discount');
  });
});

describe("orderMessage in the customer's language", () => {
  it("keeps the spec's English line for line", () => {
    expect(orderMessage(input, 'en').split('\n')).toEqual([
      'Hello! I would like to place an order.',
      '',
      'Order number: ATL-7K3QX9',
      '',
      'Customer details:',
      'Name: Aline Uwase',
      'Email: aline@example.com',
      'Phone: +250788123456',
      'Address: KG 7 Ave, Kigali, Kigali, 00000, Rwanda',
      '',
      'Items:',
      '1. Imigongo High-Top Sneakers x2 - RWF 130,000',
      '2. Imigongo Print Tee x1 - RWF 18,000',
      '',
      'Subtotal: RWF 148,000',
      'Discount (WELCOME10): -RWF 14,800',
      'Total: RWF 133,200',
      '',
      'Please confirm the order and payment instructions.',
    ]);
  });

  it('writes Kinyarwanda and French with their own words and money', () => {
    const rw = orderMessage(input, 'rw');
    expect(rw.split('\n')[0]).toBe('Muraho! Ndashaka gutanga komande.');
    expect(rw).toContain('Nimero ya komande: ATL-7K3QX9');
    expect(rw).toContain('1. Imigongo High-Top Sneakers x2 - RF 130,000');
    expect(rw).toContain('Igiteranyo: RF 133,200');
    const fr = orderMessage(input, 'fr');
    expect(fr.split('\n')[0]).toBe('Bonjour ! Je souhaite passer une commande.');
    expect(fr).toContain('Numéro de commande\u00a0: ATL-7K3QX9');
    expect(fr).toContain('Remise (WELCOME10)\u00a0: -14\u202f800\u00a0RF');
    for (const text of [rw, fr]) for (const english of ['Hello', 'Order number', 'Customer details', 'Subtotal', 'Please confirm']) expect(text).not.toContain(english);
  });
});

describe('whatsappUrl', () => {
  it('keeps only the digits of the number and encodes the text', () => {
    const url = whatsappUrl('+250 788-000-000', 'Hi & welcome\n#1');
    expect(url).toBe('https://wa.me/250788000000?text=Hi%20%26%20welcome%0A%231');
  });
});

describe('customerWhatsappUrl (the back office: "Message on WhatsApp")', () => {
  it('opens a chat with the customer in international form, naming the order, its status and the amount due', () => {
    const url = customerWhatsappUrl({ phone: '0788 123 456', firstName: 'Aline', orderNumber: 'ATL-7K3QX9', status: 'processing', amountDue: 58500 });
    expect(url?.startsWith('https://wa.me/250788123456?text=')).toBe(true);
    const text = decodeURIComponent(url!.split('text=')[1]!);
    expect(text).toBe('Hello Aline, about your order ATL-7K3QX9:\nStatus: processing.\nAmount due: RWF 58,500. Please use ATL-7K3QX9 as the payment reference.');
    expect(customerWhatsappUrl({ phone: 'not a phone', firstName: 'A', orderNumber: 'ATL-1', status: 'pending', amountDue: 0 })).toBeNull();
  });
});
