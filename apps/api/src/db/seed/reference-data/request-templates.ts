import type { RequestTemplateRow } from './types';

/**
 * The templates of the five kinds of lawyer's request (spec section 3 "Request"): the fee of the
 * document the request produces (in tiyin, 1/100 sum) and its page count. A replacement certificate costs
 * 150 000 sum, a replacement license 300 000 sum; the other kinds are free (docs/domain.md "Requests of a
 * lawyer"). `requestTypeId` is the kind's top-level row of request-types.json.
 */
export const REQUEST_TEMPLATES: readonly RequestTemplateRow[] = [
  {
    id: 1,
    code: 'LEGAL_AID',
    requestTypeId: 1,
    priceTiyin: 0,
    pageCount: 1,
    names: {
      lt: 'Yuridik yordam soʻrovi',
      ru: 'Заявка на юридическую помощь',
      eng: 'Request for legal aid',
    },
  },
  {
    id: 2,
    code: 'CERTIFICATE_REPLACEMENT',
    requestTypeId: 2,
    priceTiyin: 15_000_000,
    pageCount: 1,
    names: {
      lt: 'Advokat guvohnomasini almashtirish arizasi',
      ru: 'Заявление о замене удостоверения адвоката',
      eng: 'Application for a replacement certificate',
    },
  },
  {
    id: 3,
    code: 'LICENSE_REPLACEMENT',
    requestTypeId: 3,
    priceTiyin: 30_000_000,
    pageCount: 2,
    names: {
      lt: 'Litsenziyani almashtirish arizasi',
      ru: 'Заявление о замене лицензии',
      eng: 'Application for a replacement license',
    },
  },
  {
    id: 4,
    code: 'STATUS_SUSPENSION',
    requestTypeId: 4,
    priceTiyin: 0,
    pageCount: 1,
    names: {
      lt: 'Advokat maqomini toʻxtatib turish arizasi',
      ru: 'Заявление о приостановлении статуса адвоката',
      eng: 'Application to suspend the advocate’s status',
    },
  },
  {
    id: 5,
    code: 'FREE_HELP',
    requestTypeId: 5,
    priceTiyin: 0,
    pageCount: 1,
    names: {
      lt: 'Bepul yuridik yordam soʻrovi',
      ru: 'Заявка на бесплатную юридическую помощь',
      eng: 'Request for free legal help',
    },
  },
];
