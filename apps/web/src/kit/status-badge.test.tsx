/**
 * The one status badge: the label of every kind from `common:status`, a kind's own label where it has one,
 * the tone from the domain's table, and a status is never cut off (a checklist's
 * status in a tight row). happy-dom lays nothing out, so the last check reads the badge's own
 * rules: its label wraps at word breaks and is never clipped, and the badge grows to hold it.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { StatusBadge } from './status-badge';

function show(node: React.ReactNode) {
  return render(<AppThemeProvider env="test">{node}</AppThemeProvider>);
}

describe('StatusBadge', () => {
  it('wraps a long status instead of cutting it off', () => {
    show(
      <div style={{ display: 'flex', width: 120 }}>
        <StatusBadge status="FOR_AGREED" testId="checklist-status" />
      </div>,
    );
    const badge = screen.getByTestId('checklist-status');
    const label = badge.querySelector<HTMLElement>('.mantine-Badge-label')!;
    expect(label.textContent).toBe('Kelishishga yuborilgan');
    expect(label.style.whiteSpace).toBe('normal');
    expect(label.style.overflow).toBe('visible');
    expect(badge.style.height).toBe('auto');
    expect(badge.style.overflow).toBe('visible');
  });

  it('labels the statuses of the workflows still to come and tones them from the domain table', () => {
    show(
      <>
        <StatusBadge status="REPUBLIC_PALATA_ACCEPTED" testId="report" />
        <StatusBadge status="CANCELLED_BY_LAWYER" testId="contract" />
        <StatusBadge status="WAIT" testId="request" />
      </>,
    );
    expect(screen.getByTestId('report')).toHaveProperty('textContent', 'Respublika palatasi qabul qilgan');
    expect(screen.getByTestId('report').dataset.tone).toBe('progress');
    expect(screen.getByTestId('contract').dataset.tone).toBe('bad');
    expect(screen.getByTestId('request').dataset.tone).toBe('warn');
  });

  it('says a status the way its kind does: a lawyer is active, a license in force', () => {
    show(
      <>
        <StatusBadge status="ACTIVE" kind="lawyer" testId="lawyer" />
        <StatusBadge status="ACTIVE" kind="license" testId="license" />
      </>,
    );
    expect(screen.getByTestId('lawyer').textContent).toBe('Faol');
    expect(screen.getByTestId('license').textContent).toBe('Amalda');
  });

  it('shows an unknown status as its code, neutral', () => {
    show(<StatusBadge status="SOMETHING_NEW" testId="x" />);
    expect(screen.getByTestId('x').textContent).toBe('SOMETHING_NEW');
    expect(screen.getByTestId('x').dataset.tone).toBe('neutral');
  });
});
