import { describe, expect, it } from 'vitest';
import { bookingCustomerMail, bookingStatusMail, orderConfirmationMail, returnStatusMail } from './email-templates.js';

const base = { brand: 'Atelier Kigali', publicUrl: 'http://localhost:3000' };
const booking = {
  ...base,
  service: 'Shoe fitting',
  location: 'Kimihurura',
  type: null,
  people: 2,
  date: '2026-12-03',
  time: '10:30',
  name: 'Aline',
  email: 'a@x.rw',
  phone: '+250788123456',
  notes: '',
};
const order = {
  ...base,
  orderNumber: 'ATL-ABC123',
  customerName: 'Aline Uwase',
  items: [{ name: 'Imigongo sneakers', quantity: 2, unitPrice: 45000, lineTotal: 90000 }],
  subtotal: 90000,
  discount: 0,
  couponCode: null,
  shipping: 0,
  total: 90000,
  address: 'KG 7 Ave 12, Kigali',
  phone: '+250788123456',
  whatsappNumber: '250788000000',
};

describe('customer e-mails per language (docs/decisions/109)', () => {
  it('keeps the English booking mail as it was', () => {
    const mail = bookingCustomerMail(booking);
    expect(mail.subject).toBe('Booking confirmed: Shoe fitting, 2026-12-03 10:30');
    expect(mail.text).toContain('Date: 2026-12-03\nTime: 10:30 (Kigali time)\nPeople: 2');
  });

  it('writes the Kinyarwanda booking mail with Kinyarwanda dates and labels', () => {
    const mail = bookingCustomerMail({ ...booking, locale: 'rw' });
    expect(mail.subject).toBe('Gahunda yemejwe: Shoe fitting, Ku wa kane, 3 Ukuboza 2026, saa 10:30');
    expect(mail.text).toContain('Itariki: Ku wa kane, 3 Ukuboza 2026\nIsaha: saa 10:30 (isaha y’i Kigali)\nAbantu: 2');
    expect(mail.html).toContain('<html lang="rw">');
  });

  it('writes French booking status and order mails with French dates and money', () => {
    const moved = bookingStatusMail({ ...booking, locale: 'fr', change: 'rescheduled', status: 'confirmed', previous: '2026-12-01 09:00' });
    expect(moved.subject).toBe('Réservation déplacée : Shoe fitting, désormais le jeudi 3 décembre 2026 à 10 h 30');
    expect(moved.text).toContain('Statut : confirmée');
    const confirmation = orderConfirmationMail({ ...order, locale: 'fr' });
    expect(confirmation.subject).toBe('Commande ATL-ABC123 reçue');
    expect(confirmation.text).toContain('Total: 90\u202f000\u00a0RF');
    expect(confirmation.text).toContain('Livraison: Offerte');
  });

  it('names a return status in the customer language', () => {
    expect(returnStatusMail({ ...base, customerName: 'Aline', orderNumber: 'ATL-1', item: null, status: 'approved', message: null, locale: 'rw' }).subject).toBe(
      'Gusubiza igicuruzwa cya komande ATL-1: Cyemewe',
    );
    expect(returnStatusMail({ ...base, customerName: 'Aline', orderNumber: 'ATL-1', item: null, status: 'approved', message: null }).subject).toBe('Your return for order ATL-1: Approved');
  });
});
