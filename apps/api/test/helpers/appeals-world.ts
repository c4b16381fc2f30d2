/**
 * The people of the appeal tests, in the test file's own database, with the real gov-sim process (the
 * disability register and the register of social protection read the same synthetic people):
 *
 * - persona `disabled-person` (a confirmed disability), persona `user` (none, and not in the social
 *   protection register), persona `social-register-citizen` (enrolled): USERs;
 * - Samarqand (region 8): persona `director` directs a structure there and is its lawyer, persona
 *   `lawyer-samarqand` and persona `lawyer` work in it, and ten more lawyers of the region (the
 *   parallel accepts);
 * - Tashkent city (region 14): a lawyer of another structure; Fargʻona (12): a lawyer who gets nothing;
 * - persona `region-chamber` (no appeal permissions), persona `admin`.
 */
import type { Database } from '../../src/db/client';
import { addLicensedLawyer, addStructure, population, someone } from './legal-aid-fixtures';
import { addWorldStructures, member, type Member, SAMARQAND, TASHKENT_CITY } from './legal-aid-world';
import type { TestContext } from './test-app';

export const FARGONA = 12;

export interface AppealWorld {
  disabled: Member;
  user: Member;
  citizen: Member;
  lawyer: Member;
  colleague: Member;
  director: Member;
  /** Ten more lawyers of Samarqand. */
  ten: Member[];
  tashkentLawyer: Member;
  fargonaLawyer: Member;
  regionChamber: Member;
  admin: Member;
}

async function lawyerMember(
  db: Database,
  p: ReturnType<typeof someone>,
  regionId: number,
  contragentId: number,
): Promise<Member> {
  const l = await addLicensedLawyer(db, p, { regionId, contragentId });
  return member(db, p, { lawyerId: l.lawyerId });
}

export async function buildAppealWorld(ctx: TestContext): Promise<AppealWorld> {
  const db = ctx.db;
  const { samarqand, tashkent } = await addWorldStructures(db);
  const fargona = await addStructure(db, FARGONA, '"Vodiy" advokatlik byurosi');
  const ten: Member[] = [];
  for (let i = 0; i < 10; i++) ten.push(await lawyerMember(db, someone(70 + i), SAMARQAND, samarqand.id));
  return {
    disabled: await member(db, population.persona('disabled-person')),
    user: await member(db, population.persona('user')),
    citizen: await member(db, population.persona('social-register-citizen')),
    lawyer: await lawyerMember(db, population.persona('lawyer-samarqand'), SAMARQAND, samarqand.id),
    colleague: await lawyerMember(db, population.persona('lawyer'), SAMARQAND, samarqand.id),
    director: await lawyerMember(db, population.persona('director'), SAMARQAND, samarqand.id),
    ten,
    tashkentLawyer: await lawyerMember(db, someone(60), TASHKENT_CITY, tashkent.id),
    fargonaLawyer: await lawyerMember(db, someone(61), FARGONA, fargona.id),
    regionChamber: await member(db, population.persona('region-chamber'), {
      role: 'REGION_CHAMBER',
      regionId: SAMARQAND,
    }),
    admin: await member(db, population.persona('admin'), { role: 'ADMIN' }),
  };
}

/** The fields of a valid appeal for Samarqand and Tashkent city. */
export function appealFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    regionIds: `${SAMARQAND},${TASHKENT_CITY}`,
    fieldId: '6',
    brief: 'Nogironlik pensiyasini qayta hisoblashda yordam',
    content:
      'Men II guruh nogironiman. Pensiya jamgʻarmasi pensiyamni qayta hisoblashdan bosh tortdi. ' +
      'Arizani sudga tayyorlashda yordam soʻrayman.',
    passportSerialNumber: population.persona('disabled-person').passport,
    consent: 'true',
    ...overrides,
  };
}
