/** The dashboard as a file: CSV (UTF-8 with its mark, for spreadsheet programs) or XLSX (exceljs). */
import type { StatisticsDashboard } from '@portal/contracts';
import { csvFile } from '../../documents/csv';

/** One row per figure: its group, label, key and value, after a heading row. */
function rowsOf(d: StatisticsDashboard, headings: string[]): (string | number)[][] {
  return [headings, ...d.groups.flatMap((g) => g.figures.map((f) => [g.title, f.label, f.key, f.value]))];
}

export function statisticsCsv(d: StatisticsDashboard, headings: string[]): Buffer {
  return csvFile(rowsOf(d, headings));
}

export async function statisticsXlsx(
  d: StatisticsDashboard,
  headings: string[],
  sheet: string,
): Promise<Buffer> {
  // loaded on the first export, not at every start of the API (~27 MB)
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet.slice(0, 31));
  for (const row of rowsOf(d, headings)) ws.addRow(row);
  ws.getRow(1).font = { bold: true };
  ws.columns.forEach((c, i) => (c.width = [28, 48, 28, 12][i]));
  return Buffer.from(await book.xlsx.writeBuffer());
}
