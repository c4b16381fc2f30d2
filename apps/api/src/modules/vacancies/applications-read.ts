/** The reads of vacancy applications: the caller's own, those to the director's structure, one with history. */
import {
  APPLICATION_TYPE_IDS,
  type Language,
  type VacancyApplicationDto,
  type VacancyApplicationItem,
  type VacancyType,
} from '@portal/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countOf, pageWithTotal } from '../../db/paging';
import { contragents, persons, vacancies, vacancyApplications } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { withinVisible } from '../../http/policy';
import { fullNameOf } from '../../people/person-row';
import { historyItems, type LegalAidCaller } from '../legal-aid';
import { applicationPolicy, managedStructure, maySeeApplication, ownApplications } from './policy';

type Query = {
  page: number;
  limit: number;
  status?: VacancyApplicationItem['status'] | undefined;
  vacancyId?: number | undefined;
  type?: VacancyType | undefined;
};

export function applicationViews(db: Database) {
  const base = () =>
    db
      .select({ a: vacancyApplications, v: vacancies, structure: contragents, person: persons })
      .from(vacancyApplications)
      .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
      .innerJoin(contragents, eq(contragents.id, vacancyApplications.contragentId))
      .innerJoin(persons, eq(persons.id, vacancyApplications.applicantPersonId));
  type Joined = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

  function toItem(caller: LegalAidCaller, r: Joined): VacancyApplicationItem {
    const type = r.a.type as VacancyType;
    return {
      id: r.a.id,
      status: r.a.status as VacancyApplicationItem['status'],
      type,
      applicationTypeId: APPLICATION_TYPE_IDS[type],
      vacancy: { id: r.v.id, endDate: r.v.endDate, count: r.v.count },
      structure: { id: r.structure.id, name: r.structure.name },
      applicant: { personId: r.person.id, fullName: fullNameOf(r.person), pinfl: r.person.pinfl },
      note: r.a.note,
      reason: r.a.reason,
      createdAt: r.a.createdAt.toISOString(),
      can: applicationPolicy.can(caller, r.a),
    };
  }

  async function page(caller: LegalAidCaller, scope: SQL | undefined | null, q: Query) {
    const where = withinVisible(
      scope,
      q.status ? eq(vacancyApplications.status, q.status) : undefined,
      q.vacancyId ? eq(vacancyApplications.vacancyId, q.vacancyId) : undefined,
      q.type ? eq(vacancyApplications.type, q.type) : undefined,
    );
    if (where === null) return { list: [], total: 0 };
    const { rows, total } = await pageWithTotal(
      base().where(where).orderBy(desc(vacancyApplications.id)).$dynamic(),
      q,
      (upTo) => countOf(db, vacancyApplications, where, upTo),
    );
    return { list: rows.map((r) => toItem(caller, r)), total };
  }

  return {
    /** The caller's own applications. */
    own: (caller: LegalAidCaller, _lang: Language, q: Query) => page(caller, ownApplications(caller), q),

    /** The applications to the vacancies of the director's structure. */
    structure: (caller: LegalAidCaller, _lang: Language, q: Query) =>
      page(caller, eq(vacancyApplications.contragentId, managedStructure(caller)), q),

    /** One application with its history; 404 for anyone but its applicant, its director and ADMIN. */
    async dto(caller: LegalAidCaller, _lang: Language, id: number): Promise<VacancyApplicationDto> {
      const [row] = await base().where(and(eq(vacancyApplications.id, id)));
      if (!row || !maySeeApplication(caller, row.a)) throw new AppError('NOT_FOUND');
      return { ...toItem(caller, row), history: await historyItems(db, 'vacancy-application', id) };
    },
  };
}
