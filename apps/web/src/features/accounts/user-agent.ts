import { deviceType } from '@atelier/contracts';

export type BrowserName = 'Edge' | 'Chrome' | 'Firefox' | 'Safari' | 'Opera' | 'Other';

/**
 * The browser named by a user agent, simply (login history, spec 02 §3). Edge and Opera carry
 * "Chrome" too and Chrome carries "Safari", so the more specific marks are tested first; the iOS
 * variants (CriOS, FxiOS, EdgiOS) count as their desktop browsers.
 */
export function browserName(userAgent: string | null | undefined): BrowserName {
  const ua = userAgent ?? '';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera|OPT\//.test(ua)) return 'Opera';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\/|Mobile\//.test(ua)) return 'Safari';
  return 'Other';
}

/** Device type (Mobile, Tablet, Desktop) and browser name of a login's user agent. */
export function describeDevice(userAgent: string | null | undefined): { device: ReturnType<typeof deviceType>; browser: BrowserName } {
  return { device: deviceType(userAgent), browser: browserName(userAgent) };
}
