/**
 * The demo personas (packages/synthetic DEMO_PERSONAS, population indexes 0..20) as the portal's own
 * records: persons, the lawyers and structures that make sign-in give each persona its role (spec
 * section 4), and user accounts with the roles an ADMIN would assign. The simulators know the same
 * people, so signing in as a persona through gov-sim lands on that persona's cabinet. Idempotent.
 */
import type { AssignedRole } from '@portal/domain';
import { DEMO_PERSONAS, type DemoPersonaKey, demoPersona, generatePerson } from '@portal/synthetic';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { personRow } from '../../people/person-row';
import {
  contragents,
  employments,
  lawyerLanguages,
  lawyerLicenses,
  lawyers,
  persons,
  userAccounts,
} from '../schema';
import { firstId } from '../rows';
import { seedExpertStaff } from './seed-expertise';

/** The structures of the personas: a Tashkent-city firm (persona `director`) and a new Samarqand bureau. */
const STRUCTURES = [
  {
    key: 'tashkent-firm',
    director: 'director',
    typeId: 2, // FIRM
    regionId: 14, // Toshkent shahri
    name: '"Adolat himoyasi" advokatlik firmasi',
    shortName: 'Adolat himoyasi',
    stir: '301234567',
    legalAddress: 'Toshkent shahri, Yunusobod tumani, Amir Temur shoh koʻchasi, 108-uy',
    latitude: 41.3385,
    longitude: 69.2851,
    phone: '+998712000101',
    email: 'info@adolat-himoyasi.uz',
    postalIndex: '100084',
    bankName: '"Oʻzmilliybank" AJ Toshkent filiali',
    mfo: '00450',
    bankAccount: '20208000900123456001',
  },
  {
    key: 'samarqand-bureau',
    director: 'new-director',
    typeId: 1, // BUREAU
    regionId: 8, // Samarqand viloyati
    name: '"Samarqand adliya" advokatlik byurosi',
    shortName: 'Samarqand adliya',
    stir: '301234568',
    legalAddress: 'Samarqand shahri, Registon koʻchasi, 12-uy',
    latitude: 39.6547,
    longitude: 66.9758,
    phone: '+998662330202',
    email: 'byuro@samarqand-adliya.uz',
    postalIndex: '140100',
    bankName: '"Xalq banki" AJ Samarqand filiali',
    mfo: '00531',
    bankAccount: '20208000900123456002',
  },
] as const;

/**
 * Persona lawyers: certificate and license, structure they work in (none: a lawyer no structure employs,
 * registered in `regionId`), languages of work (ids).
 */
const LAWYERS: ({
  persona: DemoPersonaKey;
  certificate: string;
  certificateDate: string;
  languageIds: number[];
} & ({ structure: (typeof STRUCTURES)[number]['key'] } | { structure: null; regionId: number }))[] = [
  {
    persona: 'lawyer',
    certificate: '9000001',
    certificateDate: '2019-04-12',
    structure: 'tashkent-firm',
    languageIds: [1, 2],
  },
  {
    persona: 'director',
    certificate: '9000002',
    certificateDate: '2016-09-30',
    structure: 'tashkent-firm',
    languageIds: [1, 2, 4],
  },
  {
    persona: 'lawyer-samarqand',
    certificate: '9000013',
    certificateDate: '2021-02-05',
    structure: 'samarqand-bureau',
    // Karakalpak (3): no generated lawyer outside Qoraqalpogʻiston speaks it, so a request for Samarqand
    // in Karakalpak always draws this persona (docs/domain.md "The demo draw").
    languageIds: [1, 2, 3, 5],
  },
  {
    persona: 'lawyer-samarqand-2',
    certificate: '9000015',
    certificateDate: '2018-06-14',
    structure: 'samarqand-bureau',
    languageIds: [1, 2],
  },
  {
    persona: 'lawyer-free',
    certificate: '9000016',
    certificateDate: '2022-03-01',
    structure: null,
    regionId: 8,
    languageIds: [1, 5],
  },
  {
    persona: 'structure-founder',
    certificate: '9000022',
    certificateDate: '2018-05-15',
    structure: null,
    regionId: 8,
    languageIds: [1, 2],
  },
  {
    persona: 'lawyer-request',
    certificate: '9000017',
    certificateDate: '2017-01-20',
    structure: 'samarqand-bureau',
    languageIds: [1, 2],
  },
  {
    persona: 'lawyer-suspend',
    certificate: '9000018',
    certificateDate: '2020-09-09',
    structure: 'samarqand-bureau',
    languageIds: [1, 2],
  },
];

/**
 * Roles an ADMIN would have assigned, with the region a chamber officer or investigator works in (the
 * expertise body's staff get theirs with their places, seed-expertise.ts).
 */
const ASSIGNED: { persona: DemoPersonaKey; role: AssignedRole; regionId?: number }[] = [
  { persona: 'admin', role: 'ADMIN' },
  { persona: 'investigator', role: 'INVESTIGATOR', regionId: 12 },
  { persona: 'region-chamber', role: 'REGION_CHAMBER', regionId: 8 },
  { persona: 'region-chamber-tashkent', role: 'REGION_CHAMBER', regionId: 14 },
  { persona: 'ministry', role: 'MINISTRY' },
  { persona: 'republic-chamber', role: 'REPUBLIC_CHAMBER' },
  { persona: 'intern', role: 'INTERN' },
];

export async function seedDemoPersonas(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const personIds = new Map<DemoPersonaKey, number>();
    for (const persona of DEMO_PERSONAS) {
      const p = generatePerson(persona.index);
      await tx.insert(persons).values(personRow(p)).onConflictDoNothing({ target: persons.pinfl });
      const row = await firstId(tx, persons, eq(persons.pinfl, p.pinfl));
      personIds.set(persona.key, row!.id);
    }

    const structureIds = new Map<string, number>();
    for (const { key, director, ...values } of STRUCTURES) {
      await tx
        .insert(contragents)
        .values({ ...values, directorPersonId: personIds.get(director)! })
        .onConflictDoNothing({ target: contragents.stir });
      const row = await firstId(tx, contragents, eq(contragents.stir, values.stir));
      structureIds.set(key, row!.id);
    }

    for (const l of LAWYERS) {
      const personId = personIds.get(l.persona)!;
      const person = generatePerson(demoPersona(l.persona).index);
      await tx
        .insert(lawyers)
        .values({
          personId,
          certificateNumber: l.certificate,
          certificateDate: l.certificateDate,
          regionId: l.structure ? STRUCTURES.find((s) => s.key === l.structure)!.regionId : l.regionId,
          maritalStatus: person.gender === 'MALE' ? 'Uylangan' : 'Turmushga chiqqan',
        })
        .onConflictDoNothing({ target: lawyers.personId });
      const lawyer = await firstId(tx, lawyers, eq(lawyers.personId, personId));
      const lawyerId = lawyer!.id;
      const [license] = await tx.select().from(lawyerLicenses).where(eq(lawyerLicenses.lawyerId, lawyerId));
      if (!license) {
        await tx.insert(lawyerLicenses).values({
          lawyerId,
          licenseTypeId: 1,
          serial: 'AA',
          number: l.certificate,
          givenDate: l.certificateDate,
        });
      }
      const [job] = await tx
        .select()
        .from(employments)
        .where(and(eq(employments.lawyerId, lawyerId), isNull(employments.endDate)));
      if (!job && l.structure) {
        await tx.insert(employments).values({
          lawyerId,
          contragentId: structureIds.get(l.structure)!,
          startDate: l.certificateDate,
        });
      }
      await tx
        .insert(lawyerLanguages)
        .values(l.languageIds.map((languageId) => ({ lawyerId, languageId })))
        .onConflictDoNothing();
      await tx
        .insert(userAccounts)
        .values({ personId, orderPermission: true })
        .onConflictDoNothing({ target: userAccounts.personId });
    }

    for (const a of ASSIGNED) {
      await tx
        .insert(userAccounts)
        .values({ personId: personIds.get(a.persona)!, assignedRole: a.role, regionId: a.regionId })
        .onConflictDoNothing({ target: userAccounts.personId });
    }
    await seedExpertStaff(tx, personIds);
  });
}
