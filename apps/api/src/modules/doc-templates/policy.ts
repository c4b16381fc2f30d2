/**
 * Who may see and change document templates (docs/domain.md "Document templates"). A structure's
 * templates are written by its director (DIRECTOR, NEW_DIRECTOR) and used by its lawyers; a chamber's
 * are shared: REGION_CHAMBER writes its region's, REPUBLIC_CHAMBER the republic's (regionId null), and
 * every structure of the region (of the country) uses them but cannot change them. ADMIN reads all and
 * writes none. A template outside the caller's scope is 404, like a missing one.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { contragents, docTemplates, lawyers, orders } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

type TemplateRow = typeof docTemplates.$inferSelect;

/** Where the caller's new templates go: their structure, or their chamber (shared), or nowhere. */
export type TemplateOwner =
  { kind: 'STRUCTURE'; contragentId: number } | { kind: 'CHAMBER'; regionId: number | null };

export function templateOwnerOf(caller: LegalAidCaller): TemplateOwner | null {
  if ((caller.role === 'DIRECTOR' || caller.role === 'NEW_DIRECTOR') && caller.directedContragentId !== null)
    return { kind: 'STRUCTURE', contragentId: caller.directedContragentId };
  if (caller.role === 'REGION_CHAMBER' && caller.regionId !== null)
    return { kind: 'CHAMBER', regionId: caller.regionId };
  if (caller.role === 'REPUBLIC_CHAMBER') return { kind: 'CHAMBER', regionId: null };
  return null;
}

/** The owner, or the refusal "you cannot write templates" (409 with its message). */
export function requireTemplateOwner(caller: LegalAidCaller): TemplateOwner {
  const owner = templateOwnerOf(caller);
  if (!owner) throw new AppError('BUSINESS_RULE', { messageKey: 'letters:template.error.noOwner' });
  return owner;
}

/** The structure whose records (and templates) the caller works with: directed, or employing them. */
export function structureOf(caller: LegalAidCaller): number | null {
  if (caller.role === 'DIRECTOR' || caller.role === 'NEW_DIRECTOR') return caller.directedContragentId;
  if (caller.role === 'LAWYER') return caller.lawyer?.contragentId ?? null;
  return null;
}

/** Shared templates of the republic and of `region` (an SQL value or a number). */
const sharedFor = (region: SQL | number | null) =>
  and(
    eq(docTemplates.shared, true),
    region === null
      ? isNull(docTemplates.regionId)
      : or(isNull(docTemplates.regionId), eq(docTemplates.regionId, region as number)),
  );

function templateScope(caller: LegalAidCaller): SQL | undefined | null {
  if (caller.role === 'ADMIN') return undefined;
  if (caller.role === 'REPUBLIC_CHAMBER') return eq(docTemplates.shared, true);
  if (caller.role === 'REGION_CHAMBER') return caller.regionId === null ? null : sharedFor(caller.regionId);
  const structure = structureOf(caller);
  if (structure !== null) {
    const region = sql`(select ${contragents.regionId} from ${contragents} where ${contragents.id} = ${structure})`;
    return or(eq(docTemplates.contragentId, structure), sharedFor(region as unknown as SQL));
  }
  if (caller.role === 'LAWYER' && caller.lawyer) return sharedFor(caller.lawyer.regionId);
  return sharedFor(null);
}

function templateCan(caller: LegalAidCaller, row: TemplateRow) {
  const owner = templateOwnerOf(caller);
  const mine =
    owner !== null &&
    (owner.kind === 'STRUCTURE'
      ? row.contragentId === owner.contragentId
      : row.shared && row.contragentId === null && row.regionId === owner.regionId);
  return { edit: mine, delete: mine };
}

/**
 * What a template is filled from (fill.ts): the structures the caller may use (their own; a chamber: its
 * region's; the republic chamber and ADMIN: any), and within the chosen one its lawyers and orders (a
 * LAWYER: themselves and their own orders).
 */
/** The structures the caller may fill from, as a condition (null: none). */
export function fillStructureScope(caller: LegalAidCaller): SQL | undefined | null {
  if (caller.role === 'ADMIN' || caller.role === 'REPUBLIC_CHAMBER') return undefined;
  if (caller.role === 'REGION_CHAMBER')
    return caller.regionId === null ? null : eq(contragents.regionId, caller.regionId);
  const own = structureOf(caller);
  return own === null ? null : eq(contragents.id, own);
}

/** The lawyers and orders the caller may fill from within `structureId`, as conditions. */
export function fillLawyerScope(caller: LegalAidCaller, structureId: number | null): SQL | null {
  if (caller.role === 'LAWYER') return caller.lawyer ? eq(lawyers.id, caller.lawyer.id) : null;
  return structureId === null ? null : eq(lawyers.contragentId, structureId);
}
export function fillOrderScope(caller: LegalAidCaller, structureId: number | null): SQL | null {
  if (caller.role === 'LAWYER') return caller.lawyer ? eq(orders.lawyerId, caller.lawyer.id) : null;
  return structureId === null ? null : eq(orders.contragentId, structureId);
}

export const templatePolicy = definePolicy({
  findVisible: templateScope,
  can: templateCan,
  refuse: () => new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'letters:template.error.notYours' }),
});
