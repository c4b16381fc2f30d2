import type { RequestTypeRow } from './types';

/**
 * Kinds of lawyer's request (spec section 3), a tree: the five top-level kinds (parentId null) and the
 * reasons under them. A parent always has a lower id than its children.
 */
export const REQUEST_TYPES: readonly RequestTypeRow[] = [
  {
    id: 1,
    code: 'LEGAL_AID',
    parentId: null,
    names: { lt: 'Yuridik yordam', ru: 'Юридическая помощь', eng: 'Legal aid' },
  },
  {
    id: 2,
    code: 'CERTIFICATE_REPLACEMENT',
    parentId: null,
    names: {
      lt: 'Advokat guvohnomasini almashtirish',
      ru: 'Замена удостоверения адвоката',
      eng: 'Replacement of the advocate’s certificate',
    },
  },
  {
    id: 3,
    code: 'LICENSE_REPLACEMENT',
    parentId: null,
    names: {
      lt: 'Litsenziyani almashtirish',
      ru: 'Замена лицензии',
      eng: 'Replacement of the license',
    },
  },
  {
    id: 4,
    code: 'STATUS_SUSPENSION',
    parentId: null,
    names: {
      lt: 'Advokat maqomini toʻxtatib turish',
      ru: 'Приостановление статуса адвоката',
      eng: 'Suspension of the advocate’s status',
    },
  },
  {
    id: 5,
    code: 'FREE_HELP',
    parentId: null,
    names: {
      lt: 'Bepul yuridik yordam',
      ru: 'Бесплатная юридическая помощь',
      eng: 'Free legal help',
    },
  },
  // Legal aid
  {
    id: 6,
    code: 'LEGAL_AID_CRIMINAL',
    parentId: 1,
    names: {
      lt: 'Jinoyat ishlari boʻyicha yuridik yordam',
      ru: 'Юридическая помощь по уголовным делам',
      eng: 'Legal aid in criminal cases',
    },
  },
  {
    id: 7,
    code: 'LEGAL_AID_CIVIL',
    parentId: 1,
    names: {
      lt: 'Fuqarolik ishlari boʻyicha yuridik yordam',
      ru: 'Юридическая помощь по гражданским делам',
      eng: 'Legal aid in civil cases',
    },
  },
  {
    id: 8,
    code: 'LEGAL_AID_ADMINISTRATIVE',
    parentId: 1,
    names: {
      lt: 'Maʼmuriy ishlar boʻyicha yuridik yordam',
      ru: 'Юридическая помощь по административным делам',
      eng: 'Legal aid in administrative cases',
    },
  },
  // Certificate replacement
  {
    id: 9,
    code: 'CERTIFICATE_REPLACEMENT_LOST',
    parentId: 2,
    names: {
      lt: 'Guvohnoma yoʻqolganligi sababli',
      ru: 'В связи с утерей удостоверения',
      eng: 'The certificate was lost',
    },
  },
  {
    id: 10,
    code: 'CERTIFICATE_REPLACEMENT_DAMAGED',
    parentId: 2,
    names: {
      lt: 'Guvohnoma yaroqsiz holga kelganligi sababli',
      ru: 'В связи с повреждением удостоверения',
      eng: 'The certificate was damaged',
    },
  },
  {
    id: 11,
    code: 'CERTIFICATE_REPLACEMENT_NAME_CHANGE',
    parentId: 2,
    names: {
      lt: 'Familiya, ism yoki otasining ismi oʻzgarganligi sababli',
      ru: 'В связи с изменением фамилии, имени или отчества',
      eng: 'Change of surname, first name or patronymic',
    },
  },
  // License replacement
  {
    id: 12,
    code: 'LICENSE_REPLACEMENT_LOST',
    parentId: 3,
    names: {
      lt: 'Litsenziya yoʻqolganligi sababli',
      ru: 'В связи с утерей лицензии',
      eng: 'The license was lost',
    },
  },
  {
    id: 13,
    code: 'LICENSE_REPLACEMENT_DAMAGED',
    parentId: 3,
    names: {
      lt: 'Litsenziya yaroqsiz holga kelganligi sababli',
      ru: 'В связи с повреждением лицензии',
      eng: 'The license was damaged',
    },
  },
  {
    id: 14,
    code: 'LICENSE_REPLACEMENT_DATA_CHANGE',
    parentId: 3,
    names: {
      lt: 'Litsenziyadagi maʼlumotlar oʻzgarganligi sababli',
      ru: 'В связи с изменением сведений, указанных в лицензии',
      eng: 'Change of the data in the license',
    },
  },
  // Status suspension
  {
    id: 15,
    code: 'STATUS_SUSPENSION_SERVICE',
    parentId: 4,
    names: {
      lt: 'Harbiy yoki davlat xizmatiga oʻtganligi munosabati bilan',
      ru: 'В связи с прохождением военной или государственной службы',
      eng: 'Military or civil service',
    },
  },
  {
    id: 16,
    code: 'STATUS_SUSPENSION_ILLNESS',
    parentId: 4,
    names: {
      lt: 'Uzoq muddatli kasallik sababli',
      ru: 'В связи с длительной болезнью',
      eng: 'Long-term illness',
    },
  },
  {
    id: 17,
    code: 'STATUS_SUSPENSION_CHILD_CARE',
    parentId: 4,
    names: {
      lt: 'Bolani parvarishlash taʼtili munosabati bilan',
      ru: 'В связи с отпуском по уходу за ребёнком',
      eng: 'Child-care leave',
    },
  },
  {
    id: 18,
    code: 'STATUS_SUSPENSION_OWN_WISH',
    parentId: 4,
    names: {
      lt: 'Oʻz xohishiga koʻra',
      ru: 'По собственному желанию',
      eng: 'At the advocate’s own request',
    },
  },
];
