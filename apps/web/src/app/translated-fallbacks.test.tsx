import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { LoginForm } from '@/features/accounts/components/login-form';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { choiceLabel, choiceValues } from '@/features/bookings/choice-labels';
import { HeroCarousel } from '@/features/catalog/components/hero-carousel';
import { activateLocale } from '@/lib/i18n/i18n';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import AboutRoute from './routes/about';
import ContactRoute from './routes/contact';
import LegalRoute from './routes/legal';
import OrderDetailsRoute from './routes/order-details';
import PrivacyRoute from './routes/privacy';
import TermsRoute from './routes/terms';

/**
 * The store's built-in texts in the page's language (docs/decisions/120): the texts shown when a call
 * fails (terms, legal, contact details, about us, the hero), the privacy page's own policy, the order
 * page's back link, the sign-up picture refusals, the offline line and the services' choices. Every
 * call fails here (an unknown address answers 404, a throwing handler is a network failure).
 */

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await activateLocale('en');
});

const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('built-in texts in French when the calls fail', () => {
  it('terms, legal, contact details, about us and the privacy policy', async () => {
    mockFetch({});
    await act(() => activateLocale('fr'));

    const terms = renderWithProviders(<TermsRoute />);
    expect(await screen.findByText(/^Ces conditions régissent votre utilisation de ce site/)).toBeTruthy();
    expect(screen.getByText('Kigali, Rwanda')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/These terms govern|By using this website/);
    terms.unmount();

    const legal = renderWithProviders(<LegalRoute />);
    expect(await screen.findByText('Questions juridiques')).toBeTruthy();
    expect(screen.getByText('Lun-ven 9 h-18 h, sam 10 h-16 h')).toBeTruthy();
    expect(screen.getByText(/^Cette page présente les informations juridiques/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Legal enquiries|Business hours|This page sets out/);
    legal.unmount();

    const contact = renderWithProviders(<ContactRoute />);
    expect(await screen.findByText('Lun–ven 9 h–18 h, sam 10 h–16 h')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Mon–Fri');
    contact.unmount();

    const about = renderWithProviders(<AboutRoute />);
    expect(await screen.findByText(/^Nous sommes un atelier de création à Kigali/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('We are a creative studio');
    about.unmount();

    renderWithProviders(<PrivacyRoute />);
    expect(await screen.findByRole('heading', { name: 'Ce que nous collectons' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: "L'assistant de discussion" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/What we collect|Your rights|Cookies and storage/);
  });

  it('the hero: its failure line and its "Explore" in Kinyarwanda', async () => {
    mockFetch({ 'GET /api/hero': offline });
    await act(() => activateLocale('rw'));
    renderWithProviders(<HeroCarousel />);
    expect(await screen.findByText("Ntibyashobotse gufungura amashusho y'imbere")).toBeTruthy();
    expect(screen.getAllByText('Reba').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/Failed to load hero|Explore/);
  });
});

describe('the account screens in Kinyarwanda and French', () => {
  it('the order page links back to the profile in French', async () => {
    signIn();
    mockFetch({ 'GET /api/auth/verify': () => ({ body: { user: testUser } }) });
    await act(() => activateLocale('fr'));
    renderWithProviders(
      <Routes>
        <Route path="/orders/:orderId" element={<OrderDetailsRoute />} />
      </Routes>,
      { route: '/orders/o-1' },
    );
    expect(await screen.findByRole('link', { name: 'Retour au profil' })).toBeTruthy();
  });

  it('refuses a picture in Kinyarwanda on sign-up', async () => {
    await act(() => activateLocale('rw'));
    const { container } = renderWithProviders(<RegisterForm onMessage={vi.fn()} onRegistered={vi.fn()} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['not a picture'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Hitamo ifoto iboneye')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Ifoto ya konti igomba kuba munsi ya 5MB')).toBeTruthy();
  });

  it('says "Network error" in French when signing in offline', async () => {
    mockFetch({ 'POST /api/auth/login': offline });
    await act(() => activateLocale('fr'));
    const onMessage = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onMessage={onMessage} onLoggedIn={vi.fn()} onNeedsVerification={vi.fn()} onForgotPassword={vi.fn()} />);
    await user.type(screen.getByLabelText('E-mail'), 'aline@example.com');
    await user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), 'kigali-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(onMessage).toHaveBeenLastCalledWith({ kind: 'error', text: 'Erreur réseau. Veuillez vérifier votre connexion.' }));
    // The English stays the spec's line (spec 01 §8), and the error itself keeps it (isNetworkError).
    await act(() => activateLocale('en'));
    expect(errorMessage(new ApiError(0, NETWORK_ERROR_MESSAGE), 'fallback')).toBe('Network error. Please check your connection.');
  });
});

describe("the services' choices (spec 02 §2)", () => {
  it("shows the spec's English values in the page's language and keeps the English for English", async () => {
    for (const value of choiceValues()) expect(choiceLabel(value)).toBe(value);
    await act(() => activateLocale('fr'));
    expect(['East Wing', 'Workshop Center', 'Traditional dance', 'BOOK NOW'].map(choiceLabel)).toEqual(['Aile Est', "Centre d'ateliers", 'Danse traditionnelle', 'RÉSERVER']);
    expect(choiceLabel('Rooftop')).toBe('Rooftop');
    await act(() => activateLocale('rw'));
    expect(choiceValues().filter((value) => choiceLabel(value) === value)).toEqual([]);
  });
});
