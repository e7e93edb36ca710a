/** True for old Internet Explorer (MSIE up to 10, Trident up to 11), which gets the unsupported-browser page. */
export function isUnsupportedBrowser(userAgent: string | undefined | null): boolean {
  return !!userAgent && /(?:\bMSIE \d|\bTrident\/\d)/.test(userAgent);
}
