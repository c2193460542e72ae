import { t } from '@lingui/core/macro';
import { moneyText } from '@/lib/i18n/use-format';

/**
 * Money in the back office's language (decision 108's formats: en `RWF 200,000`, rw `RF 200,000`,
 * fr `200 000 RF`); amounts are RWF. The pages remount on a language change, so reading the active
 * language here is enough.
 */
export const rwf = (amount: number) => moneyText(amount);

/** How long ago `iso` was, short ("5 min ago", "3 h ago", "2 d ago"), for order cards; '' when unreadable. */
export function age(iso: string, now: number = Date.now()): string {
  const ms = now - new Date(iso).getTime();
  if (!Number.isFinite(ms)) return '';
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return t`just now`;
  if (minutes < 60) return t`${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t`${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 60) return t`${days} d ago`;
  const months = Math.floor(days / 30);
  return t`${months} mo ago`;
}
