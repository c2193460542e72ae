import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import { profileChanges } from '../api/update-profile';
import { ProfileOverview } from './profile-overview';
import { activateLocale, i18n } from '@/lib/i18n/i18n';

describe('profileChanges (spec 01 §5: only filled fields are sent)', () => {
  const user = { name: 'Aline Uwase', email: 'aline@example.com', phone: '+250788123456' };

  it('is null when nothing is filled or changed', () => {
    expect(profileChanges(user, {}, null)).toBeNull();
    expect(profileChanges(user, { name: 'Aline Uwase', email: 'ALINE@example.com', phone: '+250788123456' }, null)).toBeNull();
  });

  it('holds only the changed fields and the picture', () => {
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    const form = profileChanges(user, { name: 'Aline U.', email: 'aline@example.com', phone: undefined }, picture)!;
    expect([...form.keys()].sort()).toEqual(['name', 'profileImage']);
    expect(form.get('name')).toBe('Aline U.');
    expect((form.get('profileImage') as File).name).toBe('me.png');
  });
});

describe('Profile overview and edit mode (spec 02 §2 Profile)', () => {
  beforeEach(() => {
    signIn();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  function setup(routes: Parameters<typeof mockFetch>[0]) {
    const fetch = mockFetch({ 'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }), ...routes });
    const user = userEvent.setup({ applyAccept: false });
    const view = renderWithProviders(<ProfileOverview user={testUser} />);
    return { fetch, user, ...view };
  }

  it('shows name, e-mail, phone and member since', () => {
    setup({});
    expect(screen.getByText('Aline Uwase')).toBeTruthy();
    expect(screen.getByText('aline@example.com')).toBeTruthy();
    expect(screen.getByText('+250788123456')).toBeTruthy();
    expect(screen.getByText('Member since')).toBeTruthy();
  });

  it('sends only the changed field as multipart and leaves edit mode', async () => {
    let sent: FormData | null = null;
    const { user } = setup({
      'PUT /api/users/00000000-0000-4000-8000-000000000001': ({ body }) => {
        sent = body as FormData;
        return { body: { success: true, message: 'Profile updated', user: { ...testUser, name: 'Aline U.' }, pendingEmail: null } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Aline U.');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '+250 788 123 456'); // the same number, spaced
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).not.toBeNull());
    const form = sent as unknown as FormData;
    expect([...form.keys()]).toEqual(['name']);
    expect(form.get('name')).toBe('Aline U.');
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Aline U.');
  });

  it('a blank field is not sent; an unchanged form sends nothing', async () => {
    const { user, fetch } = setup({});
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Phone number'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to update')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it.each([
    ['Full name', 'Name is required'],
    ['Email', 'Email is required'],
  ])('a cleared %s is refused with "%s", not "Nothing to update"', async (label, message) => {
    const { user, fetch } = setup({});
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText(label));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(label));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('sends a new picture as profileImage, refusing non-images and pictures over 5 MB', async () => {
    let sent: FormData | null = null;
    const { user } = setup({
      'PUT /api/users/00000000-0000-4000-8000-000000000001': ({ body }) => {
        sent = body as FormData;
        return { body: { success: true, message: 'Profile updated', user: { ...testUser, profile_image: '/media/profileImage/a-320.webp' }, pendingEmail: null } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const input = screen.getByLabelText('Choose a new profile picture');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Please select a valid image file')).toBeTruthy();
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByText('Profile picture must be less than 5MB')).toBeTruthy();
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByText('New picture selected. Save to keep it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect([...(sent as unknown as FormData).keys()]).toEqual(['profileImage']);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).profile_image).toBe('/media/profileImage/a-320.webp'));
  });

  it("checks the e-mail and phone, and shows the server's text or 'Failed to update profile'", async () => {
    let reply = { status: 409, body: { error: 'An account with this email already exists', code: 'CONFLICT' } as unknown };
    const { user } = setup({ 'PUT /api/users/00000000-0000-4000-8000-000000000001': () => reply });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '0788');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');
    reply = { status: 500, body: null };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update profile'));
  });

  it('after an e-mail change, the code sent to the new address is entered right there', async () => {
    let verified: unknown = null;
    const { user } = setup({
      'PUT /api/users/00000000-0000-4000-8000-000000000001': () => ({
        body: { success: true, message: 'Profile updated. We sent a code to new@example.com; your new email is used once you enter it.', user: testUser, pendingEmail: 'new@example.com' },
      }),
      'POST /api/auth/verify-email': ({ body }) => ((verified = body), { body: { success: true, message: 'Email verified successfully. You can now log in.' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your new email' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Code sent to your new email')));
    mockFetch({
      'POST /api/auth/verify-email': ({ body }) => ((verified = body), { body: { success: true, message: 'Email verified successfully. You can now log in.' } }),
      'GET /api/auth/verify': () => ({ body: { success: true, user: { ...testUser, email: 'new@example.com' } } }),
    });
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(screen.getByText('Please enter a valid 6-digit code')).toBeTruthy();
    await user.type(screen.getByLabelText('Code sent to your new email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    await waitFor(() => expect(verified).toEqual({ email: 'new@example.com', verificationCode: '123456' }));
    expect(await screen.findByText('Email updated. Log in with new@example.com from now on.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user')!).email).toBe('new@example.com');
    expect(screen.queryByRole('heading', { name: 'Confirm your new email' })).toBeNull();
  });
});

describe('the account language in the profile (docs/decisions/110)', () => {
  beforeEach(() => signIn());
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    await activateLocale('en');
  });

  it("shows the account's language; choosing another switches the shop, remembers it here and saves it on the account", async () => {
    const fetch = mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: { ...testUser, language: 'en' } } }),
      [`PUT /api/users/${testUser.id}`]: () => ({ body: { success: true, message: 'Profile updated', user: { ...testUser, language: 'fr' }, pendingEmail: null } }),
    });
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/profile');
    renderWithProviders(<ProfileOverview user={{ ...testUser, language: 'en' }} />);
    const select = screen.getByLabelText('Language');
    expect((select as HTMLSelectElement).value).toBe('en');
    expect(screen.getByText('The shop and your e-mails use this language.')).toBeTruthy();

    await user.selectOptions(select, 'fr');
    await waitFor(() => expect(i18n.locale).toBe('fr'));
    expect(window.location.pathname).toBe('/fr/profile');
    expect(localStorage.getItem('locale')).toBe('fr');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).language).toBe('fr'));
    const put = fetch.mock.calls.find(([url, init]) => String(url).endsWith(`/api/users/${testUser.id}`) && init?.method === 'PUT');
    expect((put![1]!.body as FormData).get('language')).toBe('fr');
  });
});
