import { describe, expect, it } from 'vitest';
import { momoPayTelLink, momoPayUssd } from './mobile-money.js';

describe('MoMo Pay dial code', () => {
  it('puts the merchant code and whole amount in the USSD code, with # encoded in the tel: link', () => {
    expect(momoPayUssd('123456', 58500)).toBe('*182*8*1*123456*58500#');
    expect(momoPayTelLink('123456', 58500)).toBe('tel:*182*8*1*123456*58500%23');
  });
});
