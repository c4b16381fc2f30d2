/** The directory's answers: rows of read-model.ts turned into the DTOs of packages/contracts, names localized. */
import type * as c from '@portal/contracts';
import type { Language } from '@portal/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../errors/app-error';
import { namedIn, nameIn } from '../../http/localize';
import { photoUrl } from '../files';
import { countInfo, lawyerCard, type LawyerFilter, listLawyers } from './read-model';

export function lawyerViews(db: Database) {
  return {
    /** One page of the directory with the filter's total and its male and female counts. */
    async list(lang: Language, query: LawyerFilter): Promise<c.LawyerListResponse> {
      const { rows, total, manCount, femaleCount } = await listLawyers(db, query);
      return {
        total,
        manCount,
        femaleCount,
        list: rows.map((r) => ({
          id: r.id!,
          fullName: r.full_name,
          gender: r.gender,
          certificateNumber: r.certificate_number,
          certificateDate: r.certificate_date,
          status: r.status,
          region: {
            id: r.region_id,
            name: nameIn(
              {
                nameLt: r.region_name_lt,
                nameUz: r.region_name_uz,
                nameRu: r.region_name_ru,
                nameEng: r.region_name_eng,
              },
              lang,
            ),
          },
          contragent: r.contragent_id ? { id: r.contragent_id, name: r.contragent_name ?? '' } : null,
          photoUrl: photoUrl(r.photo_file_id),
        })),
      };
    },

    /** A lawyer's public card, or 404. */
    async card(lang: Language, id: number): Promise<c.LawyerInfo> {
      const card = await lawyerCard(db, id);
      if (!card) throw notFound('id');
      const { lawyer, person, region, structure, license } = card;
      return {
        id: lawyer.id,
        lastName: person.lastName,
        firstName: person.firstName,
        parentName: person.parentName,
        fullName: lawyer.fullName ?? `${person.lastName} ${person.firstName}`,
        gender: person.gender,
        birthDate: person.birthDate,
        birthPlace: person.birthPlace,
        certificateNumber: lawyer.certificateNumber,
        certificateDate: lawyer.certificateDate,
        certificateCheckId: card.certificate?.publicId ?? null,
        status: lawyer.status,
        region: namedIn(region, lang),
        contragent: structure
          ? {
              id: structure.contragent.id,
              name: structure.contragent.name,
              type: nameIn(structure.type, lang),
              address: structure.contragent.physicalAddress ?? structure.contragent.legalAddress,
              phone: structure.contragent.phone,
            }
          : null,
        photoUrl: photoUrl(lawyer.photoFileId),
        license: license
          ? {
              type: namedIn(license.type, lang),
              serial: license.license.serial,
              number: license.license.number,
              givenDate: license.license.givenDate,
              endDate: license.license.endDate,
              status: license.license.status,
            }
          : null,
        languages: card.languages.map((language) => namedIn(language, lang)),
        education: card.education.map((e) => ({
          institution: e.institution,
          speciality: e.speciality,
          degree: e.degree,
          startYear: e.startYear,
          endYear: e.endYear,
        })),
        workHistory: card.workHistory.map((w) => ({
          organization: w.organization,
          position: w.position,
          startDate: w.startDate,
          endDate: w.endDate,
        })),
        awards: card.awards.map((a) => ({ name: a.name, awardedBy: a.awardedBy, awardedOn: a.awardedOn })),
        legalService: {
          fieldsOfPractice: card.fields.map((field) => namedIn(field, lang)),
          officeAddress: lawyer.officeAddress,
          receptionHours: lawyer.receptionHours,
        },
      };
    },

    /** Home-page figures: lawyers by status and gender, working structures. */
    async counts(): Promise<c.CountInfo> {
      const r = await countInfo(db);
      return {
        lawyerCount: r.lawyer_count,
        activeCount: r.active_count,
        inactiveTemporaryCount: r.inactive_temporary_count,
        inactivePermanentCount: r.inactive_permanent_count,
        contragentCount: r.contragent_count,
        manCount: r.man_count,
        femaleCount: r.female_count,
      };
    },
  };
}
