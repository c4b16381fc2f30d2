import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { contragentRef } from './contragents';
import { employments } from './employments';
import { lawyerRef } from './lawyers';
import { personRef } from './persons';
import { regionRef } from './regions';
import { signatureRef } from './signatures';
import { timestamps, refTo, entityTable, taxNumberColumn } from './columns';

/** The structure's data as its director fills them (contracts `structureFields`), kept until confirmed. */
export interface StructureFieldsRecord {
  name: string;
  shortName: string | null;
  typeId: number;
  regionId: number;
  legalAddress: string | null;
  physicalAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  postalIndex: string | null;
  bankName: string | null;
  mfo: string | null;
  bankAccount: string | null;
}

/**
 * A filing to register an advocacy structure (workflow `structure-registration`, packages/domain): the
 * applicant (whom the tax registry names as the company's director), the INN, the data and the tax
 * registry's answer. The structure (contragents row) is created when the regional chamber accepts it.
 */
export const structureRegistrations = entityTable(
  'structure_registrations',
  {
    applicantPersonId: personRef().notNull(),
    stir: taxNumberColumn().notNull(),
    /** The region whose chamber decides (copied from the fields for the chamber's list). */
    regionId: regionRef().notNull(),
    fields: jsonb().$type<StructureFieldsRecord>().notNull(),
    /** The tax registry's answer when filed. */
    taxRecord: jsonb().$type<Record<string, unknown>>().notNull(),
    /** SEND, ACCEPTED or REJECTED. */
    status: varchar({ length: 12 }).notNull(),
    contragentId: contragentRef(),
    ...timestamps(),
  },
  (t) => [
    // One live filing per INN: a second one is "this advocacy structure already exists".
    uniqueIndex('structure_registrations_live_stir_idx')
      .on(t.stir)
      .where(sql`${t.status} <> 'REJECTED'`),
    // One live filing per applicant.
    uniqueIndex('structure_registrations_live_applicant_idx')
      .on(t.applicantPersonId)
      .where(sql`${t.status} = 'SEND'`),
    index('structure_registrations_region_idx').on(t.regionId, t.status, t.id),
  ],
);

/**
 * A contract between a structure and a lawyer (workflow `contract`): number, date, period, the two
 * signatures (director's at SEND, lawyer's at CONFIRM) and the employment a confirmed one created.
 */
export const structureContracts = entityTable(
  'structure_contracts',
  {
    contragentId: contragentRef().notNull(),
    lawyerId: lawyerRef().notNull(),
    number: varchar({ length: 30 }).notNull(),
    contractDate: date().notNull(),
    /** The period in months (reference monthOrYEarList). */
    periodMonths: integer().notNull(),
    /** SEND, CONFIRM, CANCELLED_BY_LAWYER or CANCELLED_BY_DIRECTOR. */
    status: varchar({ length: 24 }).notNull(),
    sentByPersonId: personRef().notNull(),
    directorSignatureId: signatureRef(),
    lawyerSignatureId: signatureRef(),
    employmentId: refTo(() => employments.id),
    /** The public id of its issued-documents row (the QR check), once confirmed. */
    publicId: varchar({ length: 32 }),
    cancelReason: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('structure_contracts_number_idx').on(t.contragentId, t.number),
    index('structure_contracts_lawyer_idx').on(t.lawyerId, t.id),
    index('structure_contracts_contragent_idx').on(t.contragentId, t.id),
  ],
);
