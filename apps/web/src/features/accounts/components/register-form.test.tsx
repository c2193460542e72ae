import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from './register-form';
import { mockFetch } from '@/test/utils';

function setup() {
  const onMessage = vi.fn();
  const onRegistered = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(<RegisterForm onMessage={onMessage} onRegistered={onRegistered} />);
  const submit = () => user.click(screen.getByRole('button', { name: 'Create account' }));
  return { user, onMessage, onRegistered, submit };
}

/** The error text linked to a field through aria-describedby. */
function errorOf(label: string | RegExp) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent).filter(Boolean);
}

describe('RegisterForm (spec 01 §5 Register)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the spec's message for every empty field and focuses the first one", async () => {
    const fetch = mockFetch({});
    const { submit } = setup();
    await submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(errorOf('Full name')).toContain('Name is required');
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail, a phone starting with 0, a short password and a different confirmation', async () => {
    mockFetch({});
    const { user, submit } = setup();
    await user.type(screen.getByLabelText('Full name'), 'Aline Uwase');
    await user.type(screen.getByLabelText('Email'), 'aline@');
    await user.type(screen.getByLabelText('Phone number'), '0788123456');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'abc');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'abd');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('refuses a profile picture that is not an image or is larger than 5 MB', async () => {
    const { user } = setup();
    const input = screen.getByLabelText(/profile picture/i);
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Please select a valid image file')).toBeTruthy();
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByText('Profile picture must be less than 5MB')).toBeTruthy();
    expect(screen.queryByAltText('Selected profile picture preview')).toBeNull();
  });

  it('previews an accepted picture and sends the form as multipart', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    let sent: FormData | null = null;
    const fetch = mockFetch({
      'POST /api/users': ({ body }) => {
        sent = body as FormData;
        return { status: 201, body: { success: true, message: 'Account created.', user: {} } };
      },
    });
    const { user, submit, onMessage, onRegistered } = setup();
    await user.upload(screen.getByLabelText(/profile picture/i), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByAltText('Selected profile picture preview').getAttribute('src')).toBe('blob:preview');
    await user.type(screen.getByLabelText('Full name'), 'Aline Uwase');
    await user.type(screen.getByLabelText('Email'), 'Aline@Example.com');
    await user.type(screen.getByLabelText('Phone number'), '+250 788 123 456');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'secret123');
    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('aline@example.com'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as unknown as FormData;
    expect(form.get('name')).toBe('Aline Uwase');
    expect(form.get('phone')).toBe('+250788123456');
    expect((form.get('profileImage') as File).name).toBe('me.png');
    expect(onMessage).toHaveBeenLastCalledWith({ kind: 'success', text: 'Account created successfully! Redirecting to verification...' });
  });

  it("shows the server's error text, e.g. for an e-mail already in use", async () => {
    mockFetch({ 'POST /api/users': () => ({ status: 409, body: { error: 'An account with this email already exists', code: 'CONFLICT' } }) });
    const { user, submit, onMessage, onRegistered } = setup();
    await user.type(screen.getByLabelText('Full name'), 'Aline Uwase');
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.type(screen.getByLabelText('Phone number'), '+250788123456');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'secret123');
    await submit();
    await waitFor(() => expect(onMessage).toHaveBeenLastCalledWith({ kind: 'error', text: 'An account with this email already exists' }));
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
