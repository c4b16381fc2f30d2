/**
 * The reads of a lawyer's record: own license types, contacts and documents, achievements, fields of
 * practice, legal-service information and marks, each within lawyerRecordPolicy's scope.
 */
import type { Language } from '@portal/contracts';
import { LAWYER_MARK_WINDOW_DAYS, meanMark } from '@portal/domain';
import { desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contragents,
  files,
  lawyerAwards,
  lawyerDocuments,
  lawyerLicenses,
  lawyerMarks,
  lawyers,
  licenseTypes,
  persons,
  trainingCertificates,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { namedIn, nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { oneVisible, rowById } from '../../kit/visible';
import { lawyerLanguagesOf, practiceFieldsOf } from '../../people/lawyers';
import { fullNameOf } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import { type LawyerTarget, lawyerRecordPolicy, noLawyerRecord, ownLawyer } from './policy';

const DAY = 86_400_000;

/** The lawyer `lawyerId` (the caller's own when left out) if the caller may see their record, else 404. */
export async function visibleLawyer(
  db: Database,
  caller: LegalAidCaller,
  lawyerId = caller.lawyer?.id,
): Promise<LawyerTarget> {
  if (lawyerId === undefined) throw noLawyerRecord();
  const row = await oneVisible(
    withinVisible(lawyerRecordPolicy.findVisible(caller), eq(lawyers.id, lawyerId)),
    (where) => db.select({ id: lawyers.id, regionId: lawyers.regionId }).from(lawyers).where(where),
  );
  return row;
}

export function lawyerRecordViews(db: Database) {
  const mainTypes = async (lang: Language, lawyerId: number) =>
    (await practiceFieldsOf(db, lawyerId)).map((field) => namedIn(field, lang));

  const ownLicenseTypes = async (caller: LegalAidCaller, lang: Language) => {
    const lawyer = ownLawyer(caller);
    const rows = await db
      .select({ license: lawyerLicenses, type: licenseTypes })
      .from(lawyerLicenses)
      .innerJoin(licenseTypes, eq(licenseTypes.id, lawyerLicenses.licenseTypeId))
      .where(eq(lawyerLicenses.lawyerId, lawyer.id))
      .orderBy(desc(lawyerLicenses.current), desc(lawyerLicenses.givenDate), desc(lawyerLicenses.id));
    const list = rows.map(({ license, type }) => ({
      id: type.id,
      code: type.code,
      name: nameIn(type, lang),
      serial: license.serial,
      number: license.number,
      givenDate: license.givenDate,
      endDate: license.endDate,
      status: license.status,
      current: license.current,
    }));
    return { list, total: list.length };
  };

  return {
    ownLicenseTypes,
    mainTypes: async (caller: LegalAidCaller, lang: Language, lawyerId?: number) => {
      // Fields of practice are public (the directory card): any signed-in user may read any lawyer's.
      const id = lawyerId ?? ownLawyer(caller).id;
      const list = await mainTypes(lang, id);
      return { list, total: list.length };
    },

    async contacts(caller: LegalAidCaller) {
      const lawyer = ownLawyer(caller);
      const [row] = await db
        .select({ email: lawyers.contactEmail, phone: lawyers.contactPhone, ownAddress: lawyers.ownAddress })
        .from(lawyers)
        .where(eq(lawyers.id, lawyer.id));
      const documents = await db
        .select()
        .from(lawyerDocuments)
        .where(eq(lawyerDocuments.lawyerId, lawyer.id))
        .orderBy(desc(lawyerDocuments.createdAt), desc(lawyerDocuments.id));
      return {
        email: row?.email ?? null,
        phone: row?.phone ?? null,
        ownAddress: row?.ownAddress ?? null,
        documents: documents.map((d) => ({
          id: d.id,
          title: d.title,
          fileId: d.fileId,
          addedAt: d.createdAt.toISOString(),
        })),
      };
    },

    async achievements(caller: LegalAidCaller, lawyerId: number) {
      const lawyer = await visibleLawyer(db, caller, lawyerId);
      const rows = await db
        .select()
        .from(lawyerAwards)
        .where(eq(lawyerAwards.lawyerId, lawyer.id))
        .orderBy(desc(lawyerAwards.awardedOn), desc(lawyerAwards.id));
      return { list: rows.map(achievementItem), total: rows.length };
    },

    async achievement(id: number) {
      return achievementItem(await rowById(db, lawyerAwards, id));
    },

    async marks(caller: LegalAidCaller, now: Date, lawyerId?: number) {
      const lawyer = await visibleLawyer(db, caller, lawyerId);
      const rows = await db
        .select({ mark: lawyerMarks, person: persons })
        .from(lawyerMarks)
        .innerJoin(persons, eq(persons.id, lawyerMarks.givenByPersonId))
        .where(eq(lawyerMarks.lawyerId, lawyer.id))
        .orderBy(desc(lawyerMarks.createdAt), desc(lawyerMarks.id));
      const since = now.getTime() - LAWYER_MARK_WINDOW_DAYS * DAY;
      return {
        list: rows.map(markItem),
        total: rows.length,
        rating: meanMark(rows.filter((r) => r.mark.createdAt.getTime() >= since).map((r) => r.mark.mark)),
        can: { mark: lawyerRecordPolicy.can(caller, lawyer).mark },
      };
    },

    async mark(id: number) {
      const [row] = await db
        .select({ mark: lawyerMarks, person: persons })
        .from(lawyerMarks)
        .innerJoin(persons, eq(persons.id, lawyerMarks.givenByPersonId))
        .where(eq(lawyerMarks.id, id));
      if (!row) throw new AppError('NOT_FOUND');
      return markItem(row);
    },

    async legalService(caller: LegalAidCaller, lang: Language) {
      const lawyer = ownLawyer(caller);
      const [row] = await db
        .select({ officeAddress: lawyers.officeAddress, receptionHours: lawyers.receptionHours })
        .from(lawyers)
        .where(eq(lawyers.id, lawyer.id));
      const languages = await lawyerLanguagesOf(db, lawyer.id);
      const [structure] =
        lawyer.contragentId === null
          ? []
          : await db
              .select({ id: contragents.id, name: contragents.name })
              .from(contragents)
              .where(eq(contragents.id, lawyer.contragentId));
      return {
        mainTypes: await mainTypes(lang, lawyer.id),
        languages: languages.map((language) => namedIn(language, lang)),
        officeAddress: row?.officeAddress ?? null,
        receptionHours: row?.receptionHours ?? null,
        structure: structure ?? null,
        licenseTypes: (await ownLicenseTypes(caller, lang)).list,
      };
    },

    /**
     * A scan or document of a lawyer's record (training certificate, achievement, document) the caller may
     * see, or undefined: any other file answers 404 like a missing one.
     */
    async scan(caller: LegalAidCaller, fileId: string) {
      const owners = await db
        .select({ lawyerId: trainingCertificates.lawyerId })
        .from(trainingCertificates)
        .where(eq(trainingCertificates.scanFileId, fileId))
        .union(
          db
            .select({ lawyerId: lawyerAwards.lawyerId })
            .from(lawyerAwards)
            .where(eq(lawyerAwards.scanFileId, fileId)),
        )
        .union(
          db
            .select({ lawyerId: lawyerDocuments.lawyerId })
            .from(lawyerDocuments)
            .where(eq(lawyerDocuments.fileId, fileId)),
        );
      if (owners.length === 0) return undefined;
      const where = withinVisible(
        lawyerRecordPolicy.findVisible(caller),
        or(...owners.map((o) => eq(lawyers.id, o.lawyerId))),
      );
      if (where === null) return undefined;
      const [seen] = await db.select({ id: lawyers.id }).from(lawyers).where(where).limit(1);
      if (!seen) return undefined;
      const [file] = await db.select().from(files).where(eq(files.id, fileId));
      return file;
    },
  };
}

function achievementItem(row: typeof lawyerAwards.$inferSelect) {
  return {
    id: row.id,
    title: row.name,
    issuer: row.awardedBy,
    date: row.awardedOn,
    scanFileId: row.scanFileId,
  };
}

function markItem({
  mark,
  person,
}: {
  mark: typeof lawyerMarks.$inferSelect;
  person: typeof persons.$inferSelect;
}) {
  return {
    id: mark.id,
    ball: mark.mark,
    reason: mark.reason,
    givenBy: { role: mark.givenByRole, fullName: fullNameOf(person) },
    givenAt: mark.createdAt.toISOString(),
  };
}
