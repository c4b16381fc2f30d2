/**
 * The reference lists of coded rows, kept as JSON beside this file (data alone) and checked against their
 * row schema (./types.ts) as they are loaded: a row that does not fit fails the seed and its test.
 */
import { z } from 'zod';
import applicationFields from './application-fields.json' with { type: 'json' };
import contragentTypes from './contragent-types.json' with { type: 'json' };
import courts from './courts.json' with { type: 'json' };
import languagesOfWork from './languages-of-work.json' with { type: 'json' };
import legalAidTypes from './legal-aid-types.json' with { type: 'json' };
import licenseTypes from './license-types.json' with { type: 'json' };
import orderBases from './order-bases.json' with { type: 'json' };
import practiceFields from './practice-fields.json' with { type: 'json' };
import requestTypes from './request-types.json' with { type: 'json' };
import { codedRow, courtRow, requestTypeRow } from './types';

const rowsOf = <R extends z.ZodType>(row: R, json: unknown) => z.array(row).readonly().parse(json);

/** Fields of application: the field of law an appeal (pro bono or state-funded) is about. */
export const APPLICATION_FIELDS = rowsOf(codedRow, applicationFields);

/** Kinds of advocacy structure (contragent). */
export const CONTRAGENT_TYPES = rowsOf(codedRow, contragentTypes);

/**
 * Courts: the republic-level courts (regionId null), then per region (ids 1..14 of packages/domain/src/regions.ts)
 * its regional courts for criminal and civil cases, its administrative and economic courts, and some of its
 * district and city courts for criminal cases. Codes: R<regionId>-CRIM|CIV|ADM|ECON, R<regionId>-D-<district>,
 * R<regionId>-C-<city>. New courts take the next free id, whatever their region.
 */
export const COURTS = rowsOf(courtRow, courts);

/** Languages a lawyer works in and legal aid is given in; codes are ISO 639-1, or ISO 639-3 where there is none (kaa). */
export const LANGUAGES_OF_WORK = rowsOf(codedRow, languagesOfWork);

/**
 * Kinds of legal aid an advocate gives (state-funded and ordinary).
 * Codes are the ids as text, except that id 18 carries code '6' ("another case", spec sections 3 and 9:
 * the portal falls back to it), so id 6 carries code '18' instead: a swap, every code stays unique.
 */
export const LEGAL_AID_TYPES = rowsOf(codedRow, legalAidTypes);

/** Kinds of advocate license: the kinds of case the license admits the advocate to. */
export const LICENSE_TYPES = rowsOf(codedRow, licenseTypes);

/** Grounds on which an advocate's order (warrant) is issued. STATE_FUNDED is the basis of orders created from an accepted investigator request. */
export const ORDER_BASES = rowsOf(codedRow, orderBases);

/** Main fields of practice a lawyer may name (getInfo/directoryMainTypeList; docs/domain.md "Legal-service information"). */
export const PRACTICE_FIELDS = rowsOf(codedRow, practiceFields);

/**
 * Kinds of lawyer's request (spec section 3), a tree: the five top-level kinds (parentId null) and the
 * reasons under them. A parent always has a lower id than its children.
 */
export const REQUEST_TYPES = rowsOf(requestTypeRow, requestTypes);
