import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { COUPON_DEBOUNCE_MS, COUPON_MESSAGES, couponDiscount, fromMinor, type CouponData } from '@atelier/contracts';
import { inputClass } from '@/components/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { validateCoupon } from '../api/orders';
import { specText } from '@/lib/i18n/checkout-messages';
import { t } from '@lingui/core/macro';
import { moneyText } from '@/lib/i18n/use-format';

/** A coupon that applies to the current subtotal, with its discount in minor units. */
export interface AppliedCoupon {
  code: string;
  type: CouponData['type'];
  value: number;
  discountMinor: number;
}

type Check =
  | { state: 'idle' }
  | { state: 'checking'; code: string }
  | { state: 'valid'; code: string; message: string; coupon: CouponData }
  | { state: 'invalid'; code: string; message: string }
  | { state: 'error'; code: string };

export interface CouponBoxProps {
  /** Subtotal in minor units (hundredths of RWF). */
  subtotalMinor: number;
  /** The coupon that applies now, or null (none, rejected, below its minimum). */
  onChange: (coupon: AppliedCoupon | null) => void;
  disabled?: boolean;
}

/**
 * Coupon box (spec 02 §5, §7, §8): the code is checked with POST /api/coupons/validate 400 ms after
 * typing stops. Shows the server message, or 'Invalid coupon', or 'Failed to validate coupon' on a
 * network error; the discount comes from couponDiscount on the subtotal, and a subtotal under the
 * coupon's minimum is said so.
 */
export function CouponBox({ subtotalMinor, onChange, disabled = false }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const report = useEffectEvent((coupon: AppliedCoupon | null) => onChange(coupon));

  useEffect(() => {
    const trimmed = code.trim();
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setCheck({ state: 'checking', code: trimmed });
      validateCoupon(trimmed, controller.signal)
        .then((reply) => {
          if (reply.success) setCheck({ state: 'valid', code: trimmed, message: reply.message, coupon: reply.data });
          else setCheck({ state: 'invalid', code: trimmed, message: reply.message || specText(COUPON_MESSAGES.invalid) });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) setCheck({ state: 'invalid', code: trimmed, message: errorMessage(error, specText(COUPON_MESSAGES.invalid)) });
          else setCheck({ state: 'error', code: trimmed });
        });
    }, COUPON_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code]);

  const outcome = check.state === 'valid' ? couponDiscount(subtotalMinor, check.coupon) : null;
  const applied: AppliedCoupon | null =
    check.state === 'valid' && outcome?.applies ? { code: check.coupon.code, type: check.coupon.type, value: check.coupon.value, discountMinor: outcome.discountMinor } : null;
  const appliedKey = applied ? `${applied.code}:${applied.discountMinor}` : '';
  // `applied` is rebuilt every render; its key says when it really changed.
  const reportedKey = useRef<string | null>(null);
  useEffect(() => {
    if (reportedKey.current === appliedKey) return;
    reportedKey.current = appliedKey;
    report(applied);
  });

  let tone: 'muted' | 'good' | 'bad' = 'muted';
  let text = '';
  if (check.state === 'checking') text = t`Checking coupon...`;
  else if (check.state === 'invalid') {
    tone = 'bad';
    text = specText(check.message);
  } else if (check.state === 'error') {
    tone = 'bad';
    text = specText(COUPON_MESSAGES.failed);
  } else if (check.state === 'valid' && outcome) {
    if (outcome.applies) {
      tone = 'good';
      text = t`${specText(check.message)}: you save ${moneyText(fromMinor(outcome.discountMinor))}`;
    } else {
      tone = 'bad';
      text = t`This coupon needs a subtotal of at least ${moneyText(fromMinor(outcome.minAmountMinor))}.`;
    }
  }

  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-4">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {t`Coupon code`} <span className="font-normal text-ink-600">{t`(optional)`}</span>
      </label>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={code}
        disabled={disabled}
        onChange={(e) => {
          setCode(e.target.value);
          if (!e.target.value.trim()) setCheck({ state: 'idle' });
        }}
        aria-describedby={statusId}
        aria-invalid={tone === 'bad' || undefined}
        placeholder={t`e.g. WELCOME10`}
        className={cn(inputClass, 'uppercase placeholder:normal-case')}
      />
      <p id={statusId} role="status" className={cn('mt-2 min-h-5 text-sm font-medium', tone === 'good' && 'text-green-800', tone === 'bad' && 'text-clay-700', tone === 'muted' && 'text-ink-600')}>
        {text}
      </p>
    </div>
  );
}
