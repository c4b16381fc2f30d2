/**
 * The dashboard of a month (packages/contracts `statisticsDashboard`): the figures the caller may see
 * (kept-figures.ts), labelled in the caller's language.
 */
import {
  type Language,
  REQUEST_KIND_VALUES,
  type StatisticsDashboard,
  type StatisticsGroup,
} from '@portal/contracts';
import { ORDER_TYPES, tashkentDayStart } from '@portal/domain';
import { APPEAL_KINDS } from '@portal/domain/appeals';
import { APPEAL_STATUSES, EXPERTISE_STATUSES } from '@portal/domain/workflows';
import { regions } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { notFound } from '../../errors/app-error';
import { namedIn } from '../../http/localize';
import { translate } from '../../i18n/translate';
import { rowById } from '../../kit/visible';
import type { LegalAidCaller } from '../legal-aid';
import { statisticsRegion } from './policy';
import type { FiguresOf } from './kept-figures';

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
  figuresOf: FiguresOf,
  caller: LegalAidCaller,
  lang: Language,
  query: { regionId?: number; month: string },
): Promise<StatisticsDashboard> {
  const regionId = statisticsRegion(caller, query.regionId);
  let region: StatisticsDashboard['region'] = null;
  if (regionId !== undefined) {
    region = namedIn(await rowById(db, regions, regionId, () => notFound('regionId')), lang);
  }
  const range = { ...monthRange(query.month), regionId };
  const { figures, countedAt } = await figuresOf(range);
  const { requests, orders, appeals, licenses, checklists, lawyerRequests } = figures;
  const { certificates, reports, candidates, expertises } = figures;
  const t = (key: string) => translate(lang, key);
  const figure = (key: string, label: string, value: number) => ({ key, label, value });
  const group = (id: StatisticsGroup, list: StatisticsDashboard['groups'][number]['figures']) => ({
    id,
    title: t(`statistics:group.${id}`),
    figures: list,
  });
  /** A group whose figures are `keys`, each labelled `statistics:<group>.<key>`. */
  const namedGroup = <K extends string>(id: StatisticsGroup, keys: readonly K[], value: (key: K) => number) =>
    group(
      id,
      keys.map((k) => figure(k, t(`statistics:${id}.${k}`), value(k))),
    );
  return {
    region,
    month: query.month,
    countedAt: countedAt.toISOString(),
    groups: [
      namedGroup('requests', ['sent', 'accepted', 'waiting', 'expired', 'minutes'], (k) => requests[k]),
      namedGroup('orders', ORDER_TYPES, (k) => orders.get(k) ?? 0),
      group(
        'appeals',
        APPEAL_KINDS.flatMap((kind) =>
          APPEAL_STATUSES.map((status) =>
            figure(
              `${kind}.${status}`,
              `${t(`appeals:kind.${kind}`)}: ${t(`common:status.${status}`)}`,
              appeals.find((a) => a.kind === kind && a.status === status)?.n ?? 0,
            ),
          ),
        ),
      ),
      namedGroup('licenses', LICENSE_STATUSES, (k) => licenses.get(k) ?? 0),
      namedGroup('checklists', ['handedOver', 'fees'], (k) => checklists[k]),
      group('lawyerRequests', [
        ...REQUEST_KIND_VALUES.map((k) =>
          figure(k, t(`request-screens:kind.${k}`), lawyerRequests.byKind.get(k) ?? 0),
        ),
        figure('hours', t('statistics:lawyerRequests.hours'), lawyerRequests.hours),
      ]),
      namedGroup('certificates', ['expiring', 'expired'], (k) => certificates[k]),
      namedGroup('halfYearReports', ['submitted', 'late'], (k) => reports[k]),
      namedGroup('candidates', ['filed', 'internsStarted', 'internsActive'], (k) => candidates[k]),
      group(
        'expertises',
        EXPERTISE_STATUSES.map((k) => figure(k, t(`common:status.${k}`), expertises.get(k) ?? 0)),
      ),
    ],
  };
}
