/**
 * The home page's due text: a due day reads as the day (one gone by as late, with its days), a deadline within two days as the hours left, and
 * a moment further off (a booked visit next week) as the days to it, never as a hundred-odd hours.
 */
import { formatDate, formatDateTime, tashkentDayStart, tashkentToday } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { DueText } from './home-page';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR + 60_000).toISOString();

describe('home page: when a line is due', () => {
  afterEach(() => void i18n.changeLanguage('lt'));

  it('a visit days away reads as the days to it with its date and time, in each language', async () => {
    const due = inHours(24 * 6 + 3);
    await i18n.changeLanguage('eng');
    const { unmount } = render(<DueText due={due} />);
    expect(screen.getByText(`In 6 days (${formatDateTime(due)})`)).toBeTruthy();
    unmount();
    await i18n.changeLanguage('ru');
    render(<DueText due={due} />);
    expect(screen.getByText(`Через 6 дн. (${formatDateTime(due)})`)).toBeTruthy();
  });

  it('a deadline within two days reads as the hours left; a due day as the day', async () => {
    await i18n.changeLanguage('eng');
    const due = inHours(5);
    const { unmount } = render(<DueText due={due} />);
    expect(screen.getByText(`5 h left (until ${formatDateTime(due)})`)).toBeTruthy();
    unmount();
    const day = tashkentToday(tashkentDayStart(tashkentToday(new Date()), 30));
    render(<DueText due={day} />);
    expect(screen.getByText(`Due ${formatDate(day)}`)).toBeTruthy();
  });

  it('a due day gone by reads as late, with the days it is late, in each language', async () => {
    const day = tashkentToday(tashkentDayStart(tashkentToday(new Date()), -10));
    await i18n.changeLanguage('eng');
    const { unmount } = render(<DueText due={day} />);
    expect(screen.getByText(`Was due ${formatDate(day)}: 10 days late`)).toBeTruthy();
    unmount();
    await i18n.changeLanguage('ru');
    render(<DueText due={day} />);
    expect(screen.getByText(`Срок был ${formatDate(day)}: просрочено на 10 дн.`)).toBeTruthy();
  });
});
