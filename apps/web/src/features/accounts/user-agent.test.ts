import { describe, expect, it } from 'vitest';
import { deviceType } from '@atelier/contracts';
import { browserName, describeDevice } from './user-agent';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  firefoxIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/128.0 Mobile/15E148 Safari/605.1.15',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
};

describe('login history: device and browser from the user agent (spec 02 §3)', () => {
  it.each([
    ['chromeWindows', 'Chrome'],
    ['chromeAndroid', 'Chrome'],
    ['headlessChrome', 'Chrome'],
    ['edge', 'Edge'],
    ['opera', 'Opera'],
    ['firefox', 'Firefox'],
    ['firefoxIos', 'Firefox'],
    ['chromeIos', 'Chrome'],
    ['safariMac', 'Safari'],
    ['safariIphone', 'Safari'],
    ['safariIpad', 'Safari'],
    ['curl', 'Other'],
  ] as const)('%s → %s', (key, browser) => {
    expect(browserName(UA[key])).toBe(browser);
  });

  it('names no browser for a missing agent', () => {
    expect(browserName(null)).toBe('Other');
    expect(browserName(undefined)).toBe('Other');
    expect(browserName('')).toBe('Other');
  });

  it.each([
    ['chromeWindows', 'Desktop'],
    ['safariMac', 'Desktop'],
    ['chromeAndroid', 'Mobile'],
    ['safariIphone', 'Mobile'],
    ['safariIpad', 'Tablet'],
    ['androidTablet', 'Tablet'],
  ] as const)('device of %s is %s', (key, device) => {
    expect(deviceType(UA[key])).toBe(device);
    expect(describeDevice(UA[key]).device).toBe(device);
  });
});
