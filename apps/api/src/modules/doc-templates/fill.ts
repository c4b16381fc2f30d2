/**
 * The records a template is filled from (docTemplate/sources, docTemplate/values, the PDF): the structure
 * the caller may use (their own; a chamber: its region's; the republic chamber and ADMIN: any), that
 * structure's lawyers and numbered orders (a LAWYER: themselves and their own orders), and each field's
 * value. A record the caller may not use is refused naming its field, like a missing one.
 */
import type { Language } from '@portal/contracts';
import { type DocTemplateFillQuery } from '@portal/contracts';
import { type DocTemplateSource, formatDate, tashkentToday } from '@portal/domain';
import { and, asc, desc, eq, ilike, isNotNull } from 'drizzle-orm';
import { contragentSortText } from '../../db/schema/search-text';
import type { Database } from '../../db/client';
import { contragents, lawyerLicenses, lawyers, orders, persons, regions } from '../../db/schema';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { selectLawyersWithPerson } from '../../people/lawyers';
import { fullNameOf, personFullNameSql } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import { fillLawyerScope, fillOrderScope, fillStructureScope, structureOf } from './policy';
import { firstId } from '../../db/rows';

const refused = (field: keyof DocTemplateFillQuery) =>
  new AppError('VALIDATION_FAILED', { messageKey: 'letters:template.error.sourceNotAllowed', field });

/** The chosen structure if the caller may use it (default: their own), else a 400 naming `structureId`. */
async function usableStructure(db: Database, caller: LegalAidCaller, id: number | undefined) {
  const chosen = id ?? structureOf(caller);
  if (chosen === null || chosen === undefined) return null;
  const scope = fillStructureScope(caller);
  if (scope === null) throw refused('structureId');
  const row = await firstId(
    db,
    contragents,
    and(eq(contragents.id, chosen), eq(contragents.archived, false), scope),
  );
  if (!row) throw refused('structureId');
  return row.id;
}

export async function fillSources(
  db: Database,
  caller: LegalAidCaller,
  query: { structureId?: number | undefined; search?: string | undefined },
) {
  const scope = fillStructureScope(caller);
  const structures =
    scope === null
      ? []
      : await db
          .select({ id: contragents.id, name: contragents.name })
          .from(contragents)
          .where(
            and(
              eq(contragents.archived, false),
              scope,
              query.search ? ilike(contragents.name, containsPattern(query.search)) : undefined,
            ),
          )
          .orderBy(asc(contragentSortText(contragents)), asc(contragents.id))
          .limit(30);
  const structureId = await usableStructure(db, caller, query.structureId);
  const lawyerWhere = fillLawyerScope(caller, structureId);
  const orderWhere = fillOrderScope(caller, structureId);
  const [lawyerRows, orderRows] = await Promise.all([
    lawyerWhere === null
      ? []
      : db
          .select({ id: lawyers.id, name: personFullNameSql })
          .from(lawyers)
          .innerJoin(persons, eq(persons.id, lawyers.personId))
          .where(lawyerWhere)
          .orderBy(asc(personFullNameSql))
          .limit(200),
    orderWhere === null
      ? []
      : db
          .select({ id: orders.id, number: orders.number, date: orders.orderDate })
          .from(orders)
          .where(and(orderWhere, isNotNull(orders.number)))
          .orderBy(desc(orders.id))
          .limit(50),
  ]);
  return {
    structures,
    lawyers: lawyerRows.map((l) => ({ id: l.id, name: l.name.trim() })),
    orders: orderRows.map((o) => ({
      id: o.id,
      name: `№ ${o.number}${o.date ? `, ${formatDate(o.date)}` : ''}`,
    })),
  };
}

/** Each field's value for the chosen records; a record the template needs and the caller left out: 400. */
export async function fillValues(
  db: Database,
  caller: LegalAidCaller,
  lang: Language,
  query: DocTemplateFillQuery,
  now: Date,
  needs: DocTemplateSource[] = [],
): Promise<Record<string, string | null>> {
  const values: Record<string, string | null> = { 'today.date': formatDate(tashkentToday(now)) };
  const structureId = await usableStructure(db, caller, query.structureId);
  for (const need of needs) {
    const given = { structure: structureId, lawyer: query.lawyerId, order: query.orderId }[need];
    if (given === null || given === undefined)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: `letters:template.error.${need}Missing`,
        field: `${need}Id`,
      });
  }
  if (structureId !== null) {
    const [s] = await db
      .select({ s: contragents, region: regions, director: persons })
      .from(contragents)
      .innerJoin(regions, eq(regions.id, contragents.regionId))
      .leftJoin(persons, eq(persons.id, contragents.directorPersonId))
      .where(eq(contragents.id, structureId));
    Object.assign(values, {
      'structure.name': s!.s.name,
      'structure.inn': s!.s.stir,
      'structure.address': s!.s.legalAddress ?? s!.s.physicalAddress,
      'structure.director': s!.director ? fullNameOf(s!.director) : null,
      'structure.region': nameIn(s!.region, lang),
      'structure.phone': s!.s.phone,
      'structure.email': s!.s.email,
    });
  }
  if (query.lawyerId !== undefined) {
    const scope = fillLawyerScope(caller, structureId);
    const [l] =
      scope === null
        ? []
        : await selectLawyersWithPerson(db).where(and(eq(lawyers.id, query.lawyerId), scope));
    if (!l) throw refused('lawyerId');
    const [license] = await db
      .select()
      .from(lawyerLicenses)
      .where(and(eq(lawyerLicenses.lawyerId, l.lawyer.id), eq(lawyerLicenses.current, true)))
      .limit(1);
    Object.assign(values, {
      'lawyer.name': fullNameOf(l.person),
      'lawyer.certificateNumber': l.lawyer.certificateNumber,
      'lawyer.certificateDate': formatDate(l.lawyer.certificateDate),
      'lawyer.licenseNumber': license ? `${license.serial} ${license.number}` : null,
      'lawyer.region': nameIn(l.region, lang),
      'lawyer.phone': l.person.phone,
    });
  }
  if (query.orderId !== undefined) {
    const scope = fillOrderScope(caller, structureId);
    const [o] =
      scope === null
        ? []
        : await db
            .select({ o: orders, lawyerName: lawyers.fullName })
            .from(orders)
            .innerJoin(lawyers, eq(lawyers.id, orders.lawyerId))
            .where(and(eq(orders.id, query.orderId), isNotNull(orders.number), scope));
    if (!o) throw refused('orderId');
    const person = [o.o.personLastName, o.o.personFirstName, o.o.personParentName].filter(Boolean).join(' ');
    Object.assign(values, {
      'order.number': o.o.number,
      'order.date': o.o.orderDate ? formatDate(o.o.orderDate) : null,
      'order.client': o.o.contragentName ?? (person || null),
      'order.caseNumber': o.o.caseNumber,
      'order.groundsDocument':
        [o.o.groundsDocNumber, o.o.groundsDocDate ? formatDate(o.o.groundsDocDate) : null]
          .filter(Boolean)
          .join(', ') || null,
      'order.lawyer': o.lawyerName,
    });
  }
  return values;
}
