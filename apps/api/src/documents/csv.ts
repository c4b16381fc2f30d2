/** A table as a CSV file for spreadsheet programs: UTF-8 with its byte order mark, CRLF lines. */

const csvCell = (v: string | number) =>
  typeof v === 'number' ? String(v) : /[",\n;]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;

/** The rows (the heading row first) as the bytes of a CSV file. */
export function csvFile(rows: readonly (readonly (string | number)[])[]): Buffer {
  const text = rows.map((r) => r.map(csvCell).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}
