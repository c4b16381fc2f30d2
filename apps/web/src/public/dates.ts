/**
 * dd-mm-yyyy for the screens, without a date library in the bundle: an ISO date ('2026-03-05') is that
 * calendar day; an ISO timestamp is its day in Tashkent (UTC+5 all year, no daylight saving). Same
 * answers as formatDate of @portal/domain (tested against it), which the API side keeps using.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TASHKENT_OFFSET_MS = 5 * 3600_000;

export function formatDay(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const m = ISO_DATE.exec(value);
    if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  }
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(time)) return '';
  const iso = new Date(time + TASHKENT_OFFSET_MS).toISOString();
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}
