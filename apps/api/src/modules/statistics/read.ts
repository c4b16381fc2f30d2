/** The dashboard of a month (packages/contracts `statisticsDashboard`), labels in the caller's language. */
import { type Language, REQUEST_KIND_VALUES, type StatisticsDashboard } from '@portal/contracts';
import { ORDER_TYPES, tashkentDayStart } from '@portal/domain';
import { APPEAL_KINDS } from '@portal/domain/appeals';
import { APPEAL_STATUSES, EXPERTISE_STATUSES } from '@portal/domain/workflows';
import { regions } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { translate } from '../../i18n/translate';
import type { LegalAidCaller } from '../legal-aid';
import { statisticsRegion } from './policy';
import {
  appealFigures,
  candidateFigures,
  certificateFigures,
  checklistFigures,
  expertiseFigures,
  halfYearReportFigures,
  lawyerRequestFigures,
  licenseFigures,
  orderFigures,
  requestFigures,
} from './read-model';

const LICENSE_STATUSES = ['ACTIVE', 'INACTIVE_TEMPORARY', 'INACTIVE_PERMANENT'] as const;

/** The first day and instant of a month and of the next (Tashkent). */
function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return {
    start: tashkentDayStart(`${month}-01`),
    end: tashkentDayStart(next),
    firstDay: `${month}-01`,
    nextFirstDay: next,
  };
}

export async function statisticsDashboard(
  db: Executor,
  caller: LegalAidCaller,
  lang: Language,
  query: { regionId?: number; month: string },
): Promise<StatisticsDashboard> {
  const regionId = statisticsRegion(caller, query.regionId);
  let region: StatisticsDashboard['region'] = null;
  if (regionId !== undefined) {
    const [row] = await db.select().from(regions).where(eq(regions.id, regionId));
    if (!row) throw notFound('regionId');
    region = { id: row.id, name: nameIn(row, lang) };
  }
  const range = { ...monthRange(query.month), regionId };
  const [requests, orders, appeals, licenses] = await Promise.all([
    requestFigures(db, range),
    orderFigures(db, range),
    appealFigures(db, range),
    licenseFigures(db, range),
  ]);
  const [checklists, lawyerRequests, certificates, reports, candidates, expertises] = await Promise.all([
    checklistFigures(db, range),
    lawyerRequestFigures(db, range),
    certificateFigures(db, range),
    halfYearReportFigures(db, range),
    candidateFigures(db, range),
    expertiseFigures(db, range),
  ]);
  const t = (key: string) => translate(lang, key);
  const figure = (key: string, label: string, value: number) => ({ key, label, value });
  return {
    region,
    month: query.month,
    groups: [
      {
        id: 'requests',
        title: t('statistics:group.requests'),
        figures: (['sent', 'accepted', 'waiting', 'expired', 'minutes'] as const).map((k) =>
          figure(k, t(`statistics:requests.${k}`), requests[k]),
        ),
      },
      {
        id: 'orders',
        title: t('statistics:group.orders'),
        figures: ORDER_TYPES.map((k) => figure(k, t(`statistics:orders.${k}`), orders.get(k) ?? 0)),
      },
      {
        id: 'appeals',
        title: t('statistics:group.appeals'),
        figures: APPEAL_KINDS.flatMap((kind) =>
          APPEAL_STATUSES.map((status) =>
            figure(
              `${kind}.${status}`,
              `${t(`appeals:kind.${kind}`)}: ${t(`common:status.${status}`)}`,
              appeals.find((a) => a.kind === kind && a.status === status)?.n ?? 0,
            ),
          ),
        ),
      },
      {
        id: 'licenses',
        title: t('statistics:group.licenses'),
        figures: LICENSE_STATUSES.map((k) => figure(k, t(`statistics:licenses.${k}`), licenses.get(k) ?? 0)),
      },
      {
        id: 'checklists',
        title: t('statistics:group.checklists'),
        figures: (['handedOver', 'fees'] as const).map((k) =>
          figure(k, t(`statistics:checklists.${k}`), checklists[k]),
        ),
      },
      {
        id: 'lawyerRequests',
        title: t('statistics:group.lawyerRequests'),
        figures: [
          ...REQUEST_KIND_VALUES.map((k) =>
            figure(k, t(`request-screens:kind.${k}`), lawyerRequests.byKind.get(k) ?? 0),
          ),
          figure('hours', t('statistics:lawyerRequests.hours'), lawyerRequests.hours),
        ],
      },
      {
        id: 'certificates',
        title: t('statistics:group.certificates'),
        figures: (['expiring', 'expired'] as const).map((k) =>
          figure(k, t(`statistics:certificates.${k}`), certificates[k]),
        ),
      },
      {
        id: 'halfYearReports',
        title: t('statistics:group.halfYearReports'),
        figures: (['submitted', 'late'] as const).map((k) =>
          figure(k, t(`statistics:halfYearReports.${k}`), reports[k]),
        ),
      },
      {
        id: 'candidates',
        title: t('statistics:group.candidates'),
        figures: (['filed', 'internsStarted', 'internsActive'] as const).map((k) =>
          figure(k, t(`statistics:candidates.${k}`), candidates[k]),
        ),
      },
      {
        id: 'expertises',
        title: t('statistics:group.expertises'),
        figures: EXPERTISE_STATUSES.map((k) => figure(k, t(`common:status.${k}`), expertises.get(k) ?? 0)),
      },
    ],
  };
}
