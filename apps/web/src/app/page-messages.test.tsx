import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import {
  BOOKING_MESSAGES,
  CHAT_MESSAGES,
  CONTACT_MESSAGES,
  FAQ_ENTRIES,
  LEGAL_SECTIONS,
  NEWSLETTER_MESSAGES,
  RATING_MESSAGES,
  SEARCH_MESSAGES,
  TERMS_SECTIONS,
  type Booking,
} from '@atelier/contracts';
import { COUNTRIES, countryNamesIn } from '@/components/country-picker';
import { specText } from '@/features/bookings/booking-messages';
import { BookingSuccess } from '@/features/bookings/components/booking-success';
import '@/features/chat/chat-messages';
import '@/features/contact/contact-messages';
import '@/features/content/newsletter-messages';
import '@/features/content/section-titles';
import '@/features/ratings/rating-messages';
import '@/features/search/search-messages';
import { activateLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/utils';
import { filterFaq } from './routes/faq';

afterEach(() => activateLocale('en'));

const ALL = [
  ...[BOOKING_MESSAGES, CONTACT_MESSAGES, NEWSLETTER_MESSAGES, SEARCH_MESSAGES, CHAT_MESSAGES, RATING_MESSAGES].flatMap((m) => Object.values(m) as string[]),
  ...[...TERMS_SECTIONS, ...LEGAL_SECTIONS].map(([, title]) => title),
];

const booking: Booking = {
  id: 'b1',
  service: 'Painting Sessions',
  location: 'Main Branch',
  type: null,
  number_of_people: 2,
  booking_date: '2026-12-02',
  booking_time: '10:00',
  first_name: 'Aline',
  last_name: 'Uwase',
  phone: '',
  email: 'aline@example.com',
  notes: '',
  status: 'confirmed',
  created_at: '2026-11-24T10:00:00.000Z',
};

describe('the rest of the store in Kinyarwanda and French (docs/decisions/111)', () => {
  it('keeps every spec message of bookings, contact, newsletter, search, chat, ratings and the legal section titles letter for letter in English', async () => {
    await activateLocale('en');
    for (const text of ALL) expect(specText(text)).toBe(text);
  });

  it('translates them in Kinyarwanda and French; a server text stays as sent', async () => {
    await activateLocale('rw');
    expect(specText(BOOKING_MESSAGES.required)).toBe('Uzuza imyanya yose isabwa.');
    expect(specText(CONTACT_MESSAGES.sent)).toBe('Ubutumwa bwoherejwe! Reba imeyili yawe, twakoherereje icyemezo.');
    expect(specText(SEARCH_MESSAGES.tryDifferent)).toBe('Gerageza andi magambo');
    expect(specText('Une raison du serveur')).toBe('Une raison du serveur');
    await activateLocale('fr');
    expect(specText(NEWSLETTER_MESSAGES.subscribed)).toBe('Inscription réussie ! Consultez vos e-mails pour la confirmer.');
    expect(specText(CHAT_MESSAGES.greeting)).toContain("Je suis l'assistant d'Atelier");
  });

  it('writes the booked day and time with the shared formatters: rw spelled out, fr 24-hour, en unchanged', async () => {
    const { unmount } = renderWithProviders(<BookingSuccess booking={booking} message="ok" />);
    expect(screen.getByText('Wednesday 2 December 2026')).toBeTruthy();
    expect(screen.getByText('10:00')).toBeTruthy();
    unmount();
    await act(() => activateLocale('rw'));
    const rw = renderWithProviders(<BookingSuccess booking={booking} message="ok" />);
    expect(screen.getByRole('heading', { name: 'Igihe cyawe cyafashwe' })).toBeTruthy();
    expect(screen.getByText('Ku wa gatatu, 2 Ukuboza 2026')).toBeTruthy();
    expect(screen.getByText('saa 10:00')).toBeTruthy();
    rw.unmount();
    await act(() => activateLocale('fr'));
    renderWithProviders(<BookingSuccess booking={booking} message="ok" />);
    expect(screen.getByText('mercredi 2 décembre 2026')).toBeTruthy();
    expect(screen.getByText('10 h 00')).toBeTruthy();
  });

  it('shows the 16 built-in FAQ entries as the contracts write them in English, translated and searchable in rw and fr', async () => {
    await activateLocale('en');
    expect(filterFaq('', 'all')).toEqual(FAQ_ENTRIES);
    await activateLocale('rw');
    expect(filterFaq('', 'all').every((f, i) => f.question !== FAQ_ENTRIES[i]!.question && f.answer !== FAQ_ENTRIES[i]!.answer)).toBe(true);
    expect(filterFaq('ijambobanga', 'account').map((f) => f.id)).toEqual([1, 3]);
    await activateLocale('fr');
    expect(filterFaq('livraison', 'shipping').map((f) => f.id)).toEqual([7, 8, 9]);
  });

  it('names countries in French through Intl, and keeps the list’s English names in English', () => {
    expect(countryNamesIn('en')).toBeNull();
    const fr = countryNamesIn('fr')!;
    expect(fr.get('DE')).toBe('Allemagne');
    expect(fr.size).toBe(COUNTRIES.length);
  });
});
