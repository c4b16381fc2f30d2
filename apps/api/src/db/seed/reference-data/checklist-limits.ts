import type { ChecklistLimitRow } from './types';

/**
 * Plausible limits of one checklist of completed work, in tiyin (1/100 sum); a report beyond them is
 * refused with a 400 naming the field and the limit. Editable by ADMIN once seeded.
 *
 * Travel: a return flight Tashkent–Nukus with a hotel night is about 2 million sum; 3 million leaves room
 * for a trip or two more. Fee: 120 days of participation at the highest daily rate (250 000 sum) make
 * 30 million sum, more than any one request has needed.
 */
export const CHECKLIST_LIMITS: readonly ChecklistLimitRow[] = [
  {
    id: 1,
    code: 'TRAVEL_EXPENSES_MAX',
    valueTiyin: 300_000_000,
    names: {
      lt: 'Bitta hisobotdagi yoʻl xarajatlarining eng koʻp miqdori',
      ru: 'Наибольшие транспортные расходы одного отчёта',
      eng: 'Largest travel expenses of one report',
    },
  },
  {
    id: 2,
    code: 'FEE_MAX',
    valueTiyin: 3_000_000_000,
    names: {
      lt: 'Bitta hisobot boʻyicha haqning eng koʻp miqdori',
      ru: 'Наибольшее вознаграждение по одному отчёту',
      eng: 'Largest fee of one report',
    },
  },
];
