/**
 * The one way an amount is written, on screens and in notifications: sum grouped by thousands with a
 * no-break space, decimals only when the amount is not whole ("125 000", "1 234.50"). The API keeps
 * amounts in tiyin (1/100 sum); public reference amounts (vacancy pay) are in sum.
 */

const GROUP = '\u00a0';

function group(whole: number): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
}

/** 12500000 tiyin -> "125 000"; 123456789 -> "1 234 567.89"; -150 -> "−1.50". */
export function formatTiyin(tiyin: number): string {
  const rounded = Math.round(tiyin);
  const abs = Math.abs(rounded);
  const cents = abs % 100;
  const sign = rounded < 0 ? '−' : '';
  const whole = group(Math.floor(abs / 100));
  return cents === 0 ? `${sign}${whole}` : `${sign}${whole}.${cents.toString().padStart(2, '0')}`;
}

/**
 * A count (lawyers, visits), written as amounts are, in every language: 1234567 -> "1 234 567". Built by
 * hand: the browser's Intl.NumberFormat costs tens of milliseconds to build on a slow phone, on the
 * first page's main thread.
 */
export function formatCount(count: number): string {
  return `${count < 0 ? '−' : ''}${group(Math.abs(Math.round(count)))}`;
}

/** An amount in sum, written as formatTiyin writes it: 125000 -> "125 000", 99.5 -> "99.50". */
export function formatSum(sum: number): string {
  return formatTiyin(sum * 100);
}
