import { formatRwf } from '@atelier/contracts';

/** Money as the shop writes it everywhere (`RWF 200,000`); amounts are RWF. */
export const rwf = (amount: number) => formatRwf(amount);

/** How long ago `iso` was, short ("5 min", "3 h", "2 d"), for order cards; '' when unreadable. */
export function age(iso: string, now: number = Date.now()): string {
  const ms = now - new Date(iso).getTime();
  if (!Number.isFinite(ms)) return '';
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days < 60 ? `${days} d ago` : `${Math.floor(days / 30)} mo ago`;
}
