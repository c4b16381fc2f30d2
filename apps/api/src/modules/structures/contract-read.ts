/** The reads of contracts and employees: the caller's contracts, one contract, the structure's employees. */
import type { ContractDto, Language } from '@portal/contracts';
import { searchFilter } from '../../db/search';
import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageWithTotal } from '../../db/paging';
import { contragents, employments, lawyers, persons, structureContracts } from '../../db/schema';
import { withinVisible } from '../../http/policy';
import { tableList } from '../../kit/table-list';
import { visibleById } from '../../kit/visible';
import { fullNameOf } from '../../people/person-row';
import { documentSignatureOf, historyItems, type LegalAidCaller } from '../legal-aid';
import { contractEnd, signingContentOf } from './contracts';
import { contractPolicy, ownEmployments } from './policy';

type ContractRow = typeof structureContracts.$inferSelect;
/** Contracts, the newest first. */
const contractList = tableList(structureContracts, [desc(structureContracts.id)]);

export function contractViews(db: Database) {
  async function item(caller: LegalAidCaller, row: ContractRow) {
    const [p] = await db
      .select({ structure: contragents, lawyer: lawyers, person: persons })
      .from(contragents)
      .innerJoin(lawyers, eq(lawyers.id, row.lawyerId))
      .innerJoin(persons, eq(persons.id, lawyers.personId))
      .where(eq(contragents.id, row.contragentId));
    return {
      id: row.id,
      status: row.status as ContractDto['status'],
      number: row.number,
      contractDate: row.contractDate,
      periodMonths: row.periodMonths,
      endDate: contractEnd(row),
      structure: { id: p!.structure.id, name: p!.structure.name, inn: p!.structure.stir ?? '' },
      lawyer: {
        id: p!.lawyer.id,
        fullName: fullNameOf(p!.person),
        certificateNumber: p!.lawyer.certificateNumber,
      },
      directorSignature: await documentSignatureOf(db, row.directorSignatureId),
      lawyerSignature: await documentSignatureOf(db, row.lawyerSignatureId),
      publicId: row.publicId,
      cancelReason: row.cancelReason,
      can: contractPolicy.can(caller, row),
    };
  }

  /** The contract row if the caller may see it; 404 otherwise. */
  function visibleRow(caller: LegalAidCaller, id: number): Promise<ContractRow> {
    return visibleById(db, contractPolicy, caller, structureContracts, id);
  }

  return {
    visibleRow,
    async dto(caller: LegalAidCaller, _lang: Language, id: number): Promise<ContractDto> {
      const row = await visibleRow(caller, id);
      return {
        ...(await item(caller, row)),
        signingContent: await signingContentOf(db, row),
        history: await historyItems(db, 'contract', row.id),
      };
    },

    async list(
      caller: LegalAidCaller,
      query: { page: number; limit: number; status?: ContractDto['status'] | undefined },
    ) {
      const where = withinVisible(
        contractPolicy.findVisible(caller),
        query.status ? eq(structureContracts.status, query.status) : undefined,
      );
      return contractList(db, where, query, (r) => item(caller, r));
    },

    /** candidateDocument/ownEmployee: the current employees of the caller's structure. */
    async employees(
      caller: LegalAidCaller,
      query: { page: number; limit: number; search?: string | undefined },
    ) {
      const where = withinVisible(
        ownEmployments(caller),
        isNull(employments.endDate),
        searchFilter(query.search, persons.searchText),
      );
      if (where === null) return { list: [], total: 0 };
      const base = db
        .select({ e: employments, lawyer: lawyers, person: persons, contractId: structureContracts.id })
        .from(employments)
        .innerJoin(lawyers, eq(lawyers.id, employments.lawyerId))
        .innerJoin(persons, eq(persons.id, lawyers.personId))
        .leftJoin(structureContracts, eq(structureContracts.employmentId, employments.id))
        .where(where);
      const { rows, total } = await pageWithTotal(
        base.orderBy(persons.lastName, persons.firstName, employments.id).$dynamic(),
        query,
        () =>
          db
            .select({ n: count() })
            .from(employments)
            .innerJoin(lawyers, eq(lawyers.id, employments.lawyerId))
            .innerJoin(persons, eq(persons.id, lawyers.personId))
            .where(where),
      );
      return {
        list: rows.map((r) => ({
          lawyerId: r.lawyer.id,
          personId: r.person.id,
          fullName: fullNameOf(r.person),
          certificateNumber: r.lawyer.certificateNumber,
          startDate: r.e.startDate,
          contractId: r.contractId,
        })),
        total,
      };
    },
  };
}
