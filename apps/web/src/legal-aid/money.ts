/** Amounts are kept in tiyin (1/100 sum) by the API; screens show sum with two decimals, grouped by spaces. */

/** 123456789 tiyin -> "1 234 567.89". */
export function formatSum(tiyin: number): string {
  const negative = tiyin < 0;
  const abs = Math.abs(Math.round(tiyin));
  const whole = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${negative ? '−' : ''}${grouped}.${cents}`;
}

/** What a user typed as sum ("1 234,5", "1234.50") -> tiyin, or null when it is not an amount. */
export function parseSum(text: string): number | null {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,13}(\.\d{0,2})?$/.test(clean)) return null;
  const [whole, cents = ''] = clean.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}
