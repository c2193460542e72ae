import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { makeOrder } from '@/test/orders';
import { Invoice } from './invoice';
import { OrderSuccessModal } from './order-success-modal';

/** The payment method and the success dialog say what happened, spelled as the brand is. */
describe('after the order', () => {
  it("reads the payment method as 'WhatsApp'", () => {
    render(<Invoice order={makeOrder(1, 1, { payment_method: 'whatsapp' })} />);
    expect(screen.getByText('Payment method').nextElementSibling?.textContent).toBe('WhatsApp');
  });

  it('does not say WhatsApp was opened when the pop-up was blocked', () => {
    render(<OrderSuccessModal open orderNumber="ATL-ABC234" onClose={vi.fn()} onFinish={vi.fn()} whatsappUrl="https://wa.me/250788000000?text=x" popupBlocked />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).not.toMatch(/We opened WhatsApp/);
    expect(dialog.textContent).toContain('Unable to open WhatsApp. Please ensure pop-ups are allowed.');
    expect(screen.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href')).toBe('https://wa.me/250788000000?text=x');
  });

  it('says it was opened when it was', () => {
    render(<OrderSuccessModal open orderNumber="ATL-ABC234" onClose={vi.fn()} onFinish={vi.fn()} whatsappUrl="https://wa.me/1" popupBlocked={false} />);
    expect(screen.getByRole('dialog').textContent).toContain('We opened WhatsApp with your order');
  });
});
