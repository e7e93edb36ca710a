import { describe, expect, it } from 'vitest';
import { isUnsupportedBrowser } from './browser.ts';

const UNSUPPORTED = {
  'MSIE 6': 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; SV1)',
  'MSIE 7': 'Mozilla/4.0 (compatible; MSIE 7.0; Windows NT 6.0)',
  'MSIE 8': 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)',
  'MSIE 9': 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  'MSIE 10': 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  'IE 11 (Trident/7)': 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
};

const SUPPORTED = {
  Chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  Safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mobile Safari':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  Edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Android Chrome':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

describe('isUnsupportedBrowser', () => {
  it.each(Object.entries(UNSUPPORTED))('turns away %s', (_name, ua) => {
    expect(isUnsupportedBrowser(ua)).toBe(true);
  });

  it.each(Object.entries(SUPPORTED))('lets %s in', (_name, ua) => {
    expect(isUnsupportedBrowser(ua)).toBe(false);
  });

  it('lets requests without a user agent in', () => {
    expect(isUnsupportedBrowser(undefined)).toBe(false);
    expect(isUnsupportedBrowser(null)).toBe(false);
    expect(isUnsupportedBrowser('')).toBe(false);
  });
});
