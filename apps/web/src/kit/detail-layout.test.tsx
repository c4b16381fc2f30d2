/**
 * The detail layout: the summary card, field sections that leave out what does not apply, and the
 * history as a timeline that says who did what, when, from which status to which, and why.
 */
import { render, screen, within } from '@testing-library/react';
import type { StatusHistoryItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { DetailLayout, FieldSection, ItemActions } from './detail-layout';
import { StatusBadge } from './status-badge';

const HISTORY: StatusHistoryItem[] = [
  {
    at: '2026-03-10T05:00:00Z',
    fromStatus: null,
    toStatus: 'DRAFT',
    event: 'CREATE',
    actorRole: 'LAWYER',
    actorName: 'Karimov Jasur Bahodirovich',
    comment: null,
  },
  {
    at: '2026-03-11T14:30:00Z',
    fromStatus: 'CREATED',
    toStatus: 'CANCELLED',
    event: 'CANCEL',
    actorRole: 'SYSTEM',
    actorName: null,
    comment: 'The client withdrew',
  },
];

describe('DetailLayout', () => {
  it('shows the status, the sections and the history with who, when, from, to and why', () => {
    render(
      <AppThemeProvider env="test">
        <DetailLayout
          testId="order-view"
          attributes={{ 'data-status': 'CANCELLED' }}
          status={<StatusBadge status="CANCELLED" testId="order-status" />}
          actions={<button type="button">Download</button>}
          history={HISTORY}
        >
          <FieldSection
            title="Main"
            fields={[
              { label: 'Number', value: '2026/000001', testId: 'order-number' },
              false,
              { label: 'Case', value: null, testId: 'order-case' },
            ]}
          />
        </DetailLayout>
      </AppThemeProvider>,
    );
    const view = screen.getByTestId('order-view');
    expect(view.dataset.status).toBe('CANCELLED');
    expect(screen.getByTestId('order-status').textContent).toBe('Bekor qilingan');
    expect(screen.getByRole('region', { name: 'Main' }) ?? null).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('2026/000001');
    expect(screen.getByTestId('order-case').textContent).toBe('—');
    expect(screen.getAllByRole('term')).toHaveLength(2);

    const rows = within(screen.getByTestId('history')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('10-03-2026 10:00');
    expect(rows[0]!.textContent).toContain('Karimov Jasur Bahodirovich');
    expect(rows[1]!.dataset.to).toBe('CANCELLED');
    expect(rows[1]!.textContent).toContain('Yaratilgan → Bekor qilingan');
    expect(rows[1]!.textContent).toContain('11-03-2026 19:30');
    expect(rows[1]!.textContent).toContain('The client withdrew');
  });
});

describe('ItemActions', () => {
  it('shows an action only while its condition holds: a missing linked record hides it', () => {
    const checklistId: number | null = null;
    render(
      <AppThemeProvider env="test">
        <ItemActions
          testId="actions"
          actions={[
            { label: 'Always', icon: null },
            { label: 'Allowed', icon: null, when: true },
            { label: 'Refused', icon: null, when: false },
            { label: 'Open checklist', icon: null, when: checklistId },
            { label: 'No public id', icon: null, when: undefined },
            { label: 'No files', icon: null, when: 0 },
            { label: 'Linked', icon: null, when: 42 },
          ]}
        />
      </AppThemeProvider>,
    );
    const shown = within(screen.getByTestId('actions'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(shown).toEqual(['Always', 'Allowed', 'Linked']);
  });
});
