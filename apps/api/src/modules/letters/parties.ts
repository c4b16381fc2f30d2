/**
 * The parties of letters by kind and reference (policy.ts `partyOf`): their names as a letter keeps them,
 * and the recipients the caller may pick (letter/recipients). Government bodies come from the inter-agency
 * exchange (its E-IJRO and SEDO organizations).
 */
import type { LetterParty, LetterPartyKind } from '@portal/contracts';
import { and, asc, eq, ilike } from 'drizzle-orm';
import { contragentSortText } from '../../db/schema/search-text';
import type { DocumentExchange } from '../../adapters/document-exchange';
import { contragents, lawyers, persons, regions } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors/app-error';
import { REPUBLIC_CHAMBER_NAMES, regionalChamberName } from '../../people/chambers';
import { personFullNameSql } from '../../people/person-row';

/** The republic chamber's reference (a chamber's reference is its region id). */
export const REPUBLIC_CHAMBER_REF = '0';

const unknownRecipient = () =>
  new AppError('VALIDATION_FAILED', { messageKey: 'letters:error.recipientUnknown', field: 'recipientRef' });

/** The party's name, or a 400 naming `recipientRef` when there is no such party. */
export async function partyName(
  db: Executor,
  exchange: DocumentExchange,
  kind: LetterPartyKind,
  ref: string,
): Promise<string> {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  if (kind === 'GOV_BODY') {
    const body = (await exchange.organizations()).find((o) => o.id === ref);
    if (!body) throw unknownRecipient();
    return body.name;
  }
  if (id === null) throw unknownRecipient();
  if (kind === 'CHAMBER') {
    if (ref === REPUBLIC_CHAMBER_REF) return REPUBLIC_CHAMBER_NAMES.lt;
    const [region] = await db.select({ name: regions.nameLt }).from(regions).where(eq(regions.id, id));
    if (!region) throw unknownRecipient();
    return regionalChamberName(region.name);
  }
  if (kind === 'STRUCTURE') {
    const [row] = await db
      .select({ name: contragents.name })
      .from(contragents)
      .where(and(eq(contragents.id, id), eq(contragents.archived, false)));
    if (!row) throw unknownRecipient();
    return row.name;
  }
  const [row] = await db
    .select({ name: personFullNameSql })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(eq(lawyers.id, id));
  if (!row) throw unknownRecipient();
  return row.name.trim();
}

/** Recipients of one kind whose name contains `search` (the first 20 by name; every chamber). */
export async function recipients(
  db: Executor,
  kind: 'STRUCTURE' | 'LAWYER' | 'CHAMBER',
  search: string | undefined,
): Promise<LetterParty[]> {
  if (kind === 'CHAMBER') {
    const rows = await db.select().from(regions).orderBy(asc(regions.nameLt));
    return [
      { kind, ref: REPUBLIC_CHAMBER_REF, name: REPUBLIC_CHAMBER_NAMES.lt },
      ...rows.map((r) => ({ kind, ref: String(r.id), name: regionalChamberName(r.nameLt) })),
    ].filter((p) => !search || p.name.toLowerCase().includes(search.toLowerCase()));
  }
  if (kind === 'STRUCTURE') {
    const rows = await db
      .select({ id: contragents.id, name: contragents.name })
      .from(contragents)
      .where(
        and(
          eq(contragents.archived, false),
          search ? ilike(contragents.name, containsPattern(search)) : undefined,
        ),
      )
      .orderBy(asc(contragentSortText(contragents)), asc(contragents.id))
      .limit(20);
    return rows.map((r) => ({ kind, ref: String(r.id), name: r.name }));
  }
  const rows = await db
    .select({ id: lawyers.id, name: personFullNameSql })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(search ? ilike(personFullNameSql, containsPattern(search)) : undefined)
    .orderBy(asc(personFullNameSql))
    .limit(20);
  return rows.map((r) => ({ kind, ref: String(r.id), name: r.name.trim() }));
}
