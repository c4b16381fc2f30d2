/**
 * The half-year reports' register (the director's own list and the chambers' review): the CSV names each
 * report's status as the badge does, in the interface language, never the workflow's code.
 */
import type { HalfYearReportListItem } from '@portal/contracts';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../i18n/i18n';
import { toCsv } from '../kit/list/columns';
import { useReportList } from './my-reports';

const REPORT = {
  id: 7,
  period: { year: 2026, half: 1, due: '2026-07-10' },
  structure: { id: 3, name: 'Adolat advokatlik firmasi', regionName: 'Samarqand viloyati' },
  status: 'REGION_PALATA_ACCEPTED',
  signedOn: '2026-07-12',
  daysLate: 2,
} as unknown as HalfYearReportListItem;

afterEach(() => changeLanguage('lt'));

describe('the half-year reports CSV', () => {
  it.each(['eng', 'ru', 'lt', 'uz'] as const)('names the status in words, in %s', async (lang) => {
    await changeLanguage(lang);
    const { result } = renderHook(() => useReportList((id) => `/reports/${id}`, true));
    const [header, row] = toCsv([REPORT], result.current.columns).split('\r\n');
    expect(header).toContain(i18n.t('reports:status'));
    expect(row).toContain(i18n.t('common:status.REGION_PALATA_ACCEPTED'));
    expect(row).not.toContain('REGION_PALATA_ACCEPTED');
  });
});
