import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Invoice } from '@/features/orders/components/invoice';
import VerificationRoute from '@/app/routes/verification';
import { makeOrder } from '@/test/orders';
import { EmailText } from '@/components/email-text';

const long = 'jean-baptiste.nkurunziza-habimana@studio.atelier-kigali.example.rw';

/** The pieces a line may break between: the text between <wbr> elements. */
function pieces(el: Element): string[] {
  const out = [''];
  for (const node of el.childNodes) {
    if (node.nodeName === 'WBR') out.push('');
    else out[out.length - 1] += node.textContent ?? '';
  }
  return out;
}

/** The innermost element holding the whole address (only <wbr> inside it). */
function addressElement(): Element {
  return screen.getAllByText((_, el) => el?.textContent === long && !el.querySelector('*:not(wbr)'))[0]!;
}

/** The address's element: breaks after '@' and before each dot, never anywhere (no break-all). */
function expectSensibleBreaks(el: Element) {
  expect(el.textContent).toBe(long);
  expect(pieces(el)).toEqual(['jean-baptiste', '.nkurunziza-habimana@', 'studio', '.atelier-kigali', '.example', '.rw']);
  for (let e: Element | null = el; e; e = e.parentElement) expect(e.className).not.toMatch(/break-all|overflow-wrap:anywhere/);
}

describe('long e-mail addresses wrap at sensible points (docs/decisions/119)', () => {
  it('EmailText offers breaks after @ and before dots only', () => {
    render(<EmailText email={long} />);
    expectSensibleBreaks(addressElement());
  });

  it('on the verification card', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[{ pathname: '/verification', state: { email: long } }]}>
          <Routes>
            <Route path="/verification" element={<VerificationRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expectSensibleBreaks(addressElement());
  });

  it('on the printed invoice', () => {
    render(
      <MemoryRouter>
        <Invoice order={makeOrder(1, 1, { customer_email: long })} />
      </MemoryRouter>,
    );
    expectSensibleBreaks(addressElement());
  });
});
