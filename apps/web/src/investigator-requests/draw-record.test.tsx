/**
 * The draw record reads as a person would say it (fault 17): when, among how many duty lawyers of which
 * region, who was picked, and whether the re-check agrees; the record to re-check (seed, weights, point,
 * candidates) opens on demand, and the 32-character seed wraps instead of overflowing a phone's width.
 */
import type { DrawItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { DrawRecord } from './draw-record';

const SEED = '3f9a1c0e7b2d4a6f8e1c3b5d7f9a2c4e';
const draw: DrawItem = {
  round: 1,
  createdAt: '2026-11-25T05:30:00.000Z',
  dutyDate: '2026-11-26',
  algorithm: 'weighted-sha256-v1',
  seed: SEED,
  candidates: [
    { lawyerId: 7, fullName: 'Nurmatov Doniyor Abduvaliyevich', acceptedThisMonth: 0, weight: 1_000_000 },
    { lawyerId: 9, fullName: 'Karimova Dilnoza Aliyevna', acceptedThisMonth: 1, weight: 500_000 },
  ],
  excludedLawyerIds: [],
  totalWeight: 1_500_000,
  point: 412_345,
  pickedLawyer: {
    id: 7,
    personId: 70,
    fullName: 'Nurmatov Doniyor Abduvaliyevich',
    certificateNumber: '1001',
  },
  outcome: 'PENDING',
  acceptDeadlineAt: '2026-11-25T06:00:00.000Z',
  endedAt: null,
  recheck: { valid: true, expectedLawyerId: 7, problems: [] },
};

describe('the draw record', () => {
  it('says when, among how many duty lawyers of which region and who, and shows the record on demand', async () => {
    await i18n.changeLanguage('eng');
    const user = userEvent.setup();
    render(
      <AppThemeProvider env="test">
        <DrawRecord draws={[draw]} regionName="Samarkand region" />
      </AppThemeProvider>,
    );
    expect((await screen.findByTestId('draw-summary')).textContent).toBe(
      `Drawn on ${formatDateTime(draw.createdAt)} among the duty lawyers of Samarkand region (lawyers in the draw: 2): Nurmatov Doniyor Abduvaliyevich was picked.`,
    );
    expect(screen.getByTestId('draw-recheck-ok').textContent).toContain('the record gives the same lawyer');
    // The record is closed at first: its seed is not shown.
    const toggle = screen.getByTestId('draw-record-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(SEED)).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const seed = await screen.findByTestId('draw-seed');
    expect(seed.textContent).toBe(SEED);
    // The full seed wraps anywhere, so a 360 px screen does not scroll sideways.
    expect(seed.style.overflowWrap).toBe('anywhere');
    expect(screen.getAllByTestId('draw-candidate')).toHaveLength(2);
  });

  it('says it in Russian too', async () => {
    await i18n.changeLanguage('ru');
    render(
      <AppThemeProvider env="test">
        <DrawRecord
          draws={[{ ...draw, pickedLawyer: null, candidates: [], outcome: 'EMPTY' }]}
          regionName="Самаркандская область"
        />
      </AppThemeProvider>,
    );
    expect((await screen.findByTestId('draw-summary')).textContent).toBe(
      `${formatDateTime(draw.createdAt)} не удалось выбрать ни одного дежурного адвоката региона «Самаркандская область».`,
    );
    await i18n.changeLanguage('eng');
  });
});
