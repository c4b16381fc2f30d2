/**
 * The control panel's figures (getInfo/structure-panel, docs/domain.md "Control panel figures"), each in
 * one SQL query. A structure: its current employees, the orders in its name (drafts, issued and cancelled
 * ones; not deleted drafts), and the requests and appeals of the lawyers employed there now. A lawyer:
 * their own orders (same rule), requests and appeals.
 */
import type { StructurePanelDto } from '@portal/contracts';
import { and, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appeals, contragents, employments, lawyerRequests, lawyers, orders, persons } from '../../db/schema';
import { personFullNameSql } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import { panelScopeOf } from './policy';

export async function structurePanel(db: Database, caller: LegalAidCaller): Promise<StructurePanelDto> {
  const scope = panelScopeOf(caller);
  if (scope === null) return { figures: null };
  const counted = (
    table: typeof orders | typeof lawyerRequests | typeof appeals | typeof employments,
    where: SQL,
  ) => sql<number>`(${db.select({ n: count() }).from(table).where(where)})::int`;
  const liveOrder = ne(orders.status, 'DELETED');
  if (scope.kind === 'STRUCTURE') {
    const id = scope.contragentId;
    const employed = and(eq(employments.contragentId, id), isNull(employments.endDate))!;
    const staff = db.select({ lawyerId: employments.lawyerId }).from(employments).where(employed);
    const [row] = await db
      .select({
        name: contragents.name,
        employees: counted(employments, employed),
        orders: counted(orders, and(eq(orders.contragentId, id), liveOrder)!),
        requests: counted(lawyerRequests, inArray(lawyerRequests.lawyerId, staff)),
        appeals: counted(appeals, inArray(appeals.lawyerId, staff)),
      })
      .from(contragents)
      .where(eq(contragents.id, id));
    return { figures: row ? { scope: 'STRUCTURE', ...row } : null };
  }
  const id = scope.lawyerId;
  const [row] = await db
    .select({
      name: sql<string>`trim(${personFullNameSql})`,
      orders: counted(orders, and(eq(orders.lawyerId, id), liveOrder)!),
      requests: counted(lawyerRequests, eq(lawyerRequests.lawyerId, id)),
      appeals: counted(appeals, eq(appeals.lawyerId, id)),
    })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(eq(lawyers.id, id));
  return { figures: row ? { scope: 'LAWYER', employees: null, ...row } : null };
}
