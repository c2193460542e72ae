import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('one');
  return (
    <Tabs tabs={TABS} selected={selected} onSelect={setSelected} label="Sections">
      <p>Panel {selected}</p>
    </Tabs>
  );
}

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('has one tab stop; arrows (wrapping), Home and End move focus and selection', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    const tabs = screen.getAllByRole('tab');
    expect(list.contains(tabs[0]!)).toBe(true);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);

    await user.tab();
    expect(document.activeElement).toBe(tabs[0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Panel two');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toBe(document.activeElement);
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toBe(document.activeElement);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel three');
  });
});
