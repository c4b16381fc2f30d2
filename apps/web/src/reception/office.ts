/** How a reception's office and hours read in the interface language. */
import type { ReceptionSchedule } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** "Chamber of advocates, Samarkand region", "Ministry of Justice". */
export const officeName = (t: TFunction, s: Pick<ReceptionSchedule, 'office' | 'region'>) =>
  t(`reception:office.${s.office}`, { region: s.region?.name ?? '' });

/** "Mon, Wed, 09:00–12:00, 20 min per visit". */
export const hoursLine = (t: TFunction, s: ReceptionSchedule) =>
  t('reception:hoursLine', {
    days: s.weekdays.map((d) => t(`reception:weekday.${d}`)).join(', '),
    from: s.startTime,
    until: s.endTime,
    minutes: s.slotMinutes,
  });
