import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-input';

describe('PasswordField', () => {
  it('names its toggle for what a press does: Show password, then Hide password', async () => {
    render(<PasswordField label="Password" name="password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.hasAttribute('aria-pressed')).toBe(false);
    await userEvent.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });
});
