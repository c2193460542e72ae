import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutForm, type CheckoutFormValues, type SavedAddress } from './checkout-form';

const filled = {
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  phone: '+250788123456',
  address: 'KG 7 Ave 12',
  country: 'Rwanda',
  state: 'Kigali City',
  postalCode: '00000',
  city: 'Kigali',
};

function setup(initial: Partial<CheckoutFormValues> = {}, loadSavedAddress?: () => Promise<SavedAddress | null>) {
  const onSubmit = vi.fn<(values: CheckoutFormValues) => void>();
  render(<CheckoutForm initial={initial} onSubmit={onSubmit} loadSavedAddress={loadSavedAddress} />);
  return { onSubmit, user: userEvent.setup(), submit: () => userEvent.click(screen.getByRole('button', { name: 'Proceed to pay' })) };
}

/**
 * The payment-information form's messages (spec 02 §5, §8), kept through the move to react-hook-form
 * with the contracts' CheckoutFormData as resolver.
 */
describe('CheckoutForm', () => {
  it('lists the blank required fields, marks each, asks for a country and focuses the first', async () => {
    const { onSubmit, submit } = setup({ firstName: 'Aline', email: 'aline@example.com' });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required fields: Last Name, Phone, Street Address, City, State/Province, Country, Postal Code');
    for (const label of ['Last name', 'Phone', 'Street address', 'State/Province', 'Postal code', 'City']) expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Please select a country')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says only 'Please select a country' when the country is all that is missing (spec 02 §2), and focuses the picker", async () => {
    const { onSubmit, submit } = setup({ ...filled, country: '' });
    await submit();
    expect((await screen.findByText('Please select a country')).textContent).toBe('Please select a country');
    expect(screen.queryByText(/Please fill in all required fields/)).toBeNull();
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.getAttribute('aria-describedby')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a bad e-mail's and phone's own messages, and clears one as it is edited", async () => {
    const { onSubmit, submit, user } = setup({ ...filled, email: 'not-mail', phone: '12' });
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the trimmed values once they are valid', async () => {
    const { onSubmit, submit, user } = setup({ ...filled, city: '' });
    await user.type(screen.getByLabelText('City'), '  Kigali ');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ...filled, city: 'Kigali', sameAddress: false });
  });

  it('fills and disables the saved address with the same-address box, and says when there is none', async () => {
    const saved: SavedAddress = { address: 'KN 5 Rd 14', country: 'Rwanda', state: 'Kigali City', postalCode: '00100', city: 'Kigali' };
    const load = vi.fn<() => Promise<SavedAddress | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce(saved);
    const { user, submit, onSubmit } = setup({ firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.com', phone: '+250788123456' }, load);
    const box = screen.getByRole('checkbox', { name: 'Shipping address is same as billing address' });
    await user.click(box);
    expect(await screen.findByText('No saved address found on your account. Please enter your address.')).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await waitFor(() => expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('KN 5 Rd 14'));
    expect((screen.getByLabelText('Street address') as HTMLInputElement).disabled).toBe(true);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ address: 'KN 5 Rd 14', postalCode: '00100', sameAddress: true });
  });
});
