/** The reads of structures: the caller's own structure and filing, the chamber's list of filings. */
import type { Language, OwnStructureDto, StructureRegistrationDto } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragents, persons, regions, structureRegistrations } from '../../db/schema';
import { withinVisible } from '../../http/policy';
import { tableList } from '../../kit/table-list';
import { visibleById } from '../../kit/visible';
import { nameIn } from '../../http/localize';
import { fullNameOf as fullName } from '../../people/person-row';
import { historyItems, type LegalAidCaller } from '../legal-aid';
import {
  directedStructure,
  mayEditStructure,
  mayRegisterStructure,
  maySendContract,
  ownRegistrations,
  registrationPolicy,
  registrationScope,
} from './policy';

type RegistrationRow = typeof structureRegistrations.$inferSelect;
/** Registration filings, the newest first. */
const registrationList = tableList(structureRegistrations, [desc(structureRegistrations.id)]);

export function structureViews(db: Database) {
  async function registrationDto(
    caller: LegalAidCaller,
    lang: Language,
    row: RegistrationRow,
  ): Promise<StructureRegistrationDto> {
    const [[region], [applicant]] = await Promise.all([
      db.select().from(regions).where(eq(regions.id, row.regionId)),
      db.select().from(persons).where(eq(persons.id, row.applicantPersonId)),
    ]);
    const tax = row.taxRecord as { director?: { fullName?: string }; status?: string };
    return {
      id: row.id,
      status: row.status as StructureRegistrationDto['status'],
      data: { stir: row.stir, ...row.fields },
      regionName: region ? nameIn(region, lang) : '',
      applicantName: applicant ? fullName(applicant) : '',
      taxDirectorName: tax.director?.fullName ?? '',
      taxStatus: tax.status ?? '',
      contragentId: row.contragentId,
      createdAt: row.createdAt.toISOString(),
      history: await historyItems(db, 'structure-registration', row.id),
      can: registrationPolicy.can(caller, row),
    };
  }

  return {
    /** GET getInfo/updateOwnContragent. */
    async own(caller: LegalAidCaller, lang: Language): Promise<OwnStructureDto> {
      const directed = directedStructure(caller);
      const [structure] = directed ? await db.select().from(contragents).where(directed) : [];
      const [last] = await db
        .select()
        .from(structureRegistrations)
        .where(ownRegistrations(caller))
        .orderBy(desc(structureRegistrations.id))
        .limit(1);
      const live = last?.status === 'SEND';
      return {
        structure: structure
          ? {
              id: structure.id,
              stir: structure.stir ?? '',
              name: structure.name,
              shortName: structure.shortName,
              typeId: structure.typeId,
              regionId: structure.regionId,
              legalAddress: structure.legalAddress,
              physicalAddress: structure.physicalAddress,
              latitude: structure.latitude,
              longitude: structure.longitude,
              phone: structure.phone,
              fax: structure.fax,
              email: structure.email,
              postalIndex: structure.postalIndex,
              bankName: structure.bankName,
              mfo: structure.mfo,
              bankAccount: structure.bankAccount,
            }
          : null,
        registration: last ? await registrationDto(caller, lang, last) : null,
        can: {
          edit: mayEditStructure(caller) || live,
          register: mayRegisterStructure(caller, live),
          sendContract: maySendContract(caller),
        },
      };
    },

    /** GET structure-registration/list: the filings of the chamber's region, newest first. */
    async list(
      caller: LegalAidCaller,
      lang: Language,
      query: { page: number; limit: number; status?: RegistrationRow['status'] | undefined },
    ) {
      const where = withinVisible(
        registrationScope(caller),
        query.status ? eq(structureRegistrations.status, query.status) : undefined,
      );
      return registrationList(db, where, query, (r) => registrationDto(caller, lang, r));
    },

    /** One filing, for its applicant or the chamber of its region; 404 for anyone else. */
    async registration(caller: LegalAidCaller, lang: Language, id: number) {
      const row = await visibleById(db, registrationPolicy, caller, structureRegistrations, id);
      return registrationDto(caller, lang, row);
    },
  };
}
