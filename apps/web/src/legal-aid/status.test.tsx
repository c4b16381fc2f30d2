/**
 * A status badge shows its whole text (issue 12 fault 19: the checklist's status was cut off in a tight
 * row). happy-dom lays nothing out, so this checks the badge's own rules: its label wraps at word breaks
 * and is never clipped, and the badge grows to hold it.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { LegalAidStatus } from './status';

describe('status badge', () => {
  it('wraps a long status instead of cutting it off', () => {
    render(
      <AppThemeProvider env="test">
        <div style={{ display: 'flex', width: 120 }}>
          <LegalAidStatus status="FOR_AGREED" testId="checklist-status" />
        </div>
      </AppThemeProvider>,
    );
    const badge = screen.getByTestId('checklist-status');
    const label = badge.querySelector<HTMLElement>('.mantine-Badge-label')!;
    expect(label.textContent).toBe(i18n.t('legal-aid:status.FOR_AGREED'));
    expect(label.style.whiteSpace).toBe('normal');
    expect(label.style.overflow).toBe('visible');
    expect(badge.style.height).toBe('auto');
    expect(badge.style.overflow).toBe('visible');
  });
});
