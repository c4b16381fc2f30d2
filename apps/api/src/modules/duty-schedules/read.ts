/** The duty month as the editor shows it (packages/contracts `dutyMonth`), names in the caller's language. */
import type { DutyLawyer, DutyMonth, Language } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import { readTogether, type Executor } from '../../db/transaction';
import { notFound } from '../../errors/app-error';
import { namedIn } from '../../http/localize';
import { historyItems, type LegalAidCaller } from '../legal-aid';
import { isWorkingDay, monthDays, monthPeriod } from './calendar';
import { dutySchedulePolicy, keptRegion } from './policy';
import {
  dutiesOf,
  dutyLawyers,
  type DutyLawyerRow,
  regionLanguages,
  regionRow,
  scheduleOf,
} from './read-model';

/** A region's month: each day's lawyers and uncovered languages, the region's lawyers, the history. */
export async function dutyMonthView(
  db: Executor,
  caller: LegalAidCaller,
  lang: Language,
  input: { regionId?: number; month: string },
  now: Date,
): Promise<DutyMonth> {
  const regionId = keptRegion(caller, input.regionId);
  const region = await regionRow(db, regionId);
  if (!region) throw notFound('regionId');
  const today = tashkentToday(now);
  const schedule = await scheduleOf(db, regionId, monthPeriod(input.month).start);
  const duties = schedule ? await dutiesOf(db, schedule.id) : [];
  const [languages, people, history] = await readTogether(db, [
    () => regionLanguages(db, regionId),
    () =>
      dutyLawyers(
        db,
        regionId,
        duties.map((d) => d.lawyerId),
      ),
    () => (schedule ? historyItems(db, 'duty-schedule', schedule.id) : []),
  ]);
  const lawyerDto = (l: DutyLawyerRow): DutyLawyer => ({
    id: l.id,
    fullName: l.fullName,
    languages: l.languages.map((x) => namedIn(x, lang)),
    gaps: l.gaps,
  });
  const days = monthDays(input.month).map((date) => {
    const onDuty = duties.filter((d) => d.date === date).map((d) => people.get(d.lawyerId)!);
    const spoken = new Set(onDuty.flatMap((l) => l.languages.map((x) => x.id)));
    const working = isWorkingDay(date);
    return {
      date,
      working,
      past: date < today,
      lawyers: onDuty.map(lawyerDto),
      uncovered: working ? languages.filter((l) => !spoken.has(l.id)).map((l) => namedIn(l, lang)) : [],
    };
  });
  const status = (schedule?.status ?? null) as DutyMonth['status'];
  return {
    id: schedule?.id ?? null,
    region: namedIn(region, lang),
    month: input.month,
    status,
    languages: languages.map((l) => namedIn(l, lang)),
    days,
    warnings: days.filter((d) => !d.past && d.uncovered.length > 0).length,
    lawyers: [...people.values()].filter((l) => l.regionId === regionId).map(lawyerDto),
    history,
    can: dutySchedulePolicy.can(caller, {
      month: input.month,
      status,
      today,
      upcomingDuties: duties.filter((d) => d.date >= today).length,
    }),
  };
}
