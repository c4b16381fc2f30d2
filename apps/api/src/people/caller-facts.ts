/**
 * What the record rules read of a signed-in person besides their role: their account's region and order
 * permission, their lawyer record with the structure they work in now (its name, whether it may issue
 * orders), and the structure they direct. They are read in the same statement that finds the caller (the
 * session of a bearer token, the owner of a calendar feed), so a signed-in call reads its caller once;
 * legal-aid's LegalAidCaller is made of them (modules/legal-aid/caller.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { contragents, employments, lawyers, persons, userAccounts } from '../db/schema';
import { withCurrentStructure } from './lawyers';

export interface CallerFacts {
  /** The region of the account (REGION_CHAMBER, INVESTIGATOR). */
  regionId: number | null;
  /** The per-user order permission (user_accounts.order_permission). */
  orderPermission: boolean;
  lawyerId: number | null;
  lawyerRegionId: number | null;
  /** The lawyer's license status. */
  lawyerStatus: string | null;
  /** The structure the lawyer works in now, its name and whether it is restricted from issuing orders. */
  contragentId: number | null;
  contragentName: string | null;
  orderRestricted: boolean | null;
  /** The (not archived) structure the person directs, and its region. */
  directedContragentId: number | null;
  directedRegionId: number | null;
}

/** A column of the (not archived) structure the account's person directs. */
const directed = (column: typeof contragents.id | typeof contragents.regionId) =>
  sql<number | null>`(
    SELECT ${column} FROM ${contragents}
     WHERE ${contragents.directorPersonId} = ${userAccounts.personId} AND NOT ${contragents.archived}
     LIMIT 1)`.mapWith(Number);

const factColumns = {
  regionId: userAccounts.regionId,
  orderPermission: userAccounts.orderPermission,
  lawyerId: lawyers.id,
  lawyerRegionId: lawyers.regionId,
  lawyerStatus: lawyers.status,
  contragentId: employments.contragentId,
  contragentName: contragents.name,
  orderRestricted: contragents.orderRestricted,
  directedContragentId: directed(contragents.id),
  directedRegionId: directed(contragents.regionId),
};

/**
 * A select of `columns`, the caller's person (`personId`, `pinfl`) and facts (as `facts`) from
 * `user_accounts`, with the joins they need; the caller's query adds its own join (the session, the
 * calendar feed) and its condition.
 */
export function withCallerFacts<C extends SelectedFields>(db: Database, columns: C) {
  return withCurrentStructure(
    db
      .select({ ...columns, personId: userAccounts.personId, pinfl: persons.pinfl, facts: factColumns })
      .from(userAccounts)
      .innerJoin(persons, eq(persons.id, userAccounts.personId))
      .leftJoin(lawyers, eq(lawyers.personId, userAccounts.personId))
      .$dynamic(),
  );
}
