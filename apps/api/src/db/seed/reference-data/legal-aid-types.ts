import type { LegalAidTypeRow } from './types';

/**
 * Kinds of legal aid an advocate gives (state-funded and ordinary).
 * Codes are the ids as text, except that id 18 carries code '6' ("another case", spec sections 3 and 9:
 * the portal falls back to it), so id 6 carries code '18' instead: a swap, every code stays unique.
 */
export const LEGAL_AID_TYPES: readonly LegalAidTypeRow[] = [
  {
    id: 1,
    code: '1',
    names: {
      lt: 'Surishtiruv bosqichida gumon qilinuvchining himoyasi',
      ru: 'Защита подозреваемого на стадии дознания',
      eng: 'Defence of a suspect at the inquiry stage',
    },
  },
  {
    id: 2,
    code: '2',
    names: {
      lt: 'Dastlabki tergov bosqichida ayblanuvchining himoyasi',
      ru: 'Защита обвиняемого на стадии предварительного следствия',
      eng: 'Defence of the accused at the preliminary investigation',
    },
  },
  {
    id: 3,
    code: '3',
    names: {
      lt: 'Birinchi instansiya sudida sudlanuvchining himoyasi',
      uz: 'Биринчи инстанция судида судланувчининг ҳимояси',
      ru: 'Защита подсудимого в суде первой инстанции',
      eng: 'Defence of the defendant in the court of first instance',
    },
  },
  {
    id: 4,
    code: '4',
    names: {
      lt: 'Apellyatsiya instansiyasida himoya',
      uz: 'Апелляция инстанциясида ҳимоя',
      ru: 'Защита в апелляционной инстанции',
      eng: 'Defence in the appeal instance',
    },
  },
  {
    id: 5,
    code: '5',
    names: {
      lt: 'Kassatsiya instansiyasida himoya',
      uz: 'Кассация инстанциясида ҳимоя',
      ru: 'Защита в кассационной инстанции',
      eng: 'Defence in the cassation instance',
    },
  },
  {
    id: 6,
    code: '18',
    names: {
      lt: 'Jabrlanuvchining vakilligi',
      ru: 'Представительство потерпевшего',
      eng: 'Representation of a victim',
    },
  },
  {
    id: 7,
    code: '7',
    names: {
      lt: 'Fuqaroviy daʼvogarning vakilligi',
      ru: 'Представительство гражданского истца',
      eng: 'Representation of a civil plaintiff',
    },
  },
  {
    id: 8,
    code: '8',
    names: {
      lt: 'Fuqaroviy javobgarning vakilligi',
      ru: 'Представительство гражданского ответчика',
      eng: 'Representation of a civil defendant',
    },
  },
  {
    id: 9,
    code: '9',
    names: {
      lt: 'Maʼmuriy huquqbuzarlik toʻgʻrisidagi ishlar boʻyicha yuridik yordam',
      ru: 'Юридическая помощь по делам об административных правонарушениях',
      eng: 'Legal aid in administrative-offence cases',
    },
  },
  {
    id: 10,
    code: '10',
    names: { lt: 'Yuridik maslahat', ru: 'Юридическая консультация', eng: 'Legal consultation' },
  },
  {
    id: 11,
    code: '11',
    names: {
      lt: 'Ariza, shikoyat va boshqa huquqiy hujjatlarni tayyorlash',
      ru: 'Составление заявлений, жалоб и других документов правового характера',
      eng: 'Drafting applications, complaints and other legal documents',
    },
  },
  {
    id: 12,
    code: '12',
    names: {
      lt: 'Fuqarolik ishlari boʻyicha vakillik',
      ru: 'Представительство по гражданским делам',
      eng: 'Representation in civil cases',
    },
  },
  {
    id: 13,
    code: '13',
    names: {
      lt: 'Iqtisodiy sudlarda vakillik',
      ru: 'Представительство в экономических судах',
      eng: 'Representation in economic courts',
    },
  },
  {
    id: 14,
    code: '14',
    names: {
      lt: 'Maʼmuriy sudlarda vakillik',
      ru: 'Представительство в административных судах',
      eng: 'Representation in administrative courts',
    },
  },
  {
    id: 15,
    code: '15',
    names: {
      lt: 'Voyaga yetmagan shaxsning himoyasi',
      ru: 'Защита несовершеннолетнего',
      eng: 'Defence of a minor',
    },
  },
  {
    id: 16,
    code: '16',
    names: {
      lt: 'Nogironligi boʻlgan shaxsga yuridik yordam',
      ru: 'Юридическая помощь лицу с инвалидностью',
      eng: 'Legal aid to a person with disabilities',
    },
  },
  {
    id: 17,
    code: '17',
    names: {
      lt: 'Guvohga yuridik yordam',
      ru: 'Юридическая помощь свидетелю',
      eng: 'Legal aid to a witness',
    },
  },
  {
    id: 18,
    code: '6',
    names: { lt: 'Boshqa ish', ru: 'Другое дело', eng: 'Another case' },
  },
  {
    id: 19,
    code: '19',
    names: {
      lt: 'Mediatsiya tartib-taomilida vakillik',
      ru: 'Представительство в процедуре медиации',
      eng: 'Representation in mediation',
    },
  },
  {
    id: 20,
    code: '20',
    names: {
      lt: 'Jazoni ijro etish bosqichida himoya',
      ru: 'Защита на стадии исполнения наказания',
      eng: 'Defence at the stage of execution of a sentence',
    },
  },
];
