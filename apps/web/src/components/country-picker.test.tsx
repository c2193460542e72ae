import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRIES, CountryPicker, filterCountries } from './country-picker';

function Harness({ onChange }: { onChange: (name: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CountryPicker
      value={value}
      onChange={(name) => {
        setValue(name);
        onChange(name);
      }}
    />
  );
}

/** Option names without their flag emoji. */
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent?.replace(/\p{Regional_Indicator}/gu, '').trim());

describe('CountryPicker (spec 02 §2 Checkout, §4)', () => {
  // The list draws only the rows in view (docs/decisions/126-country-picker.md) and happy-dom lays
  // nothing out: give boxes the list's height (max-h-64, 256 px) and rows theirs (min-h-11, 44 px).
  const sizes = { clientHeight: 256, offsetHeight: 44 };
  const own = Object.fromEntries(Object.keys(sizes).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]));
  beforeAll(() => {
    for (const [k, px] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => px });
  });
  afterAll(() => {
    for (const [k, descriptor] of Object.entries(own)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, k, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[k];
    }
  });

  it('lists about 195+ countries with code, name and flag', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    expect(COUNTRIES[0]).toEqual({ code: 'RW', name: 'Rwanda', flag: '🇷🇼' });
    expect(COUNTRIES.find((c) => c.code === 'KE')?.name).toBe('Kenya');
  });

  it('filters by the typed text, ignoring case and accents', () => {
    expect(filterCountries(COUNTRIES, 'KEN').map((c) => c.name)).toEqual(['Kenya']);
    expect(filterCountries(COUNTRIES, 'reunion').map((c) => c.code)).toEqual(['RE']);
    expect(filterCountries(COUNTRIES, '  ')).toHaveLength(COUNTRIES.length);
  });

  it('opens with a search box, narrows the list as one types, and closes after a pick', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /country/i });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(document.activeElement).toBe(search);
    await user.type(search, 'united');
    const names = optionNames();
    expect(names).toEqual(expect.arrayContaining(['United Kingdom', 'United States', 'United Arab Emirates']));
    expect(names).not.toContain('Rwanda');
    await user.click(screen.getByRole('option', { name: /United Kingdom/ }));
    expect(onChange).toHaveBeenCalledWith('United Kingdom');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toContain('United Kingdom');
  });

  it('is keyboard operable: arrows move, Enter picks, Escape closes and returns focus', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /country/i });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    await user.keyboard('tanz');
    expect(optionNames()).toEqual(['Tanzania']);
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}ug');
    const first = optionNames()[0];
    await user.keyboard('{ArrowDown}');
    const active = screen.getByRole('combobox').getAttribute('aria-activedescendant');
    expect(
      document
        .getElementById(active!)
        ?.textContent?.replace(/\p{Regional_Indicator}/gu, '')
        .trim(),
    ).toBe(optionNames()[1]);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith(first);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("shows 'Please select a country' when told to", () => {
    render(<CountryPicker value="" onChange={vi.fn()} error="Please select a country" />);
    const trigger = screen.getByRole('button', { name: /country/i });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(trigger.getAttribute('aria-describedby')!)?.textContent).toBe('Please select a country');
  });
});
