import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/test/utils';
import { ContactForm } from './contact-form';

describe('ContactForm (spec 02 §2 Contact page, §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the phone as the booking form does, with its message, and sends nothing until it is valid', async () => {
    const fetch = mockFetch({ 'POST /api/contact': () => ({ body: { success: true, message: 'Message sent! Please check your email for confirmation.' } }) });
    renderWithProviders(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Contact us' });
    const change = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });
    change('First name', 'Eric');
    change('Last name', 'Niyonzima');
    change('Email', 'eric@example.com');
    change('Phone', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid phone number.', {}, { timeout: 4000 })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    change('Phone', '0788 123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent! Please check your email for confirmation.', {}, { timeout: 4000 })).toBeTruthy();
    expect(JSON.parse(String((fetch.mock.calls[0]![1] as RequestInit).body))).toMatchObject({ phone: '+250788123456' });
  });
});
