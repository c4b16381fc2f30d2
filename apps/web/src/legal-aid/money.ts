/** Amounts are kept in tiyin (1/100 sum) by the API; screens write them with the domain's formatTiyin. */

/** What a user typed as sum ("1 234,5", "1234.50") -> tiyin, or null when it is not an amount. */
export function parseSum(text: string): number | null {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,13}(\.\d{0,2})?$/.test(clean)) return null;
  const [whole, cents = ''] = clean.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}
