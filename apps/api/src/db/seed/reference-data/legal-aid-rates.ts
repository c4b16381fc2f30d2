import type { LegalAidRateRow } from './types';

/**
 * Fee of state-funded legal aid for one participation day, per instance, in tiyin (1/100 sum).
 * Checklist fee (docs: decisions.md, "Checklist of completed work") = sum over the participation days of
 * the rate of that day's instance, plus travel expenses. Editable by ADMIN once seeded.
 *
 * Travel has no rate here on purpose: it is reimbursed at the actual, documented expense the lawyer enters
 * in the legal-aid work report ("travel expenses", spec section 3), not per kilometre.
 *
 * Amounts: 187 500 sum a day in the court of first instance; the pre-trial stages a little less, the higher
 * instances more (more preparation per day of hearing).
 */
export const LEGAL_AID_RATES: readonly LegalAidRateRow[] = [
  {
    id: 1,
    code: 'INQUIRY',
    amountTiyin: 12_500_000,
    names: {
      lt: 'Surishtiruv bosqichida bir kunlik ishtirok',
      ru: 'Один день участия на стадии дознания',
      eng: 'One day of participation at the inquiry stage',
    },
  },
  {
    id: 2,
    code: 'PRELIMINARY_INVESTIGATION',
    amountTiyin: 15_000_000,
    names: {
      lt: 'Dastlabki tergov bosqichida bir kunlik ishtirok',
      ru: 'Один день участия на стадии предварительного следствия',
      eng: 'One day of participation at the preliminary investigation',
    },
  },
  {
    id: 3,
    code: 'FIRST_INSTANCE',
    amountTiyin: 18_750_000,
    names: {
      lt: 'Birinchi instansiya sudida bir kunlik ishtirok',
      uz: 'Биринчи инстанция судида бир кунлик иштирок',
      ru: 'Один день участия в суде первой инстанции',
      eng: 'One day of participation in the court of first instance',
    },
  },
  {
    id: 4,
    code: 'APPEAL',
    amountTiyin: 22_500_000,
    names: {
      lt: 'Apellyatsiya instansiyasida bir kunlik ishtirok',
      uz: 'Апелляция инстанциясида бир кунлик иштирок',
      ru: 'Один день участия в апелляционной инстанции',
      eng: 'One day of participation in the appeal instance',
    },
  },
  {
    id: 5,
    code: 'CASSATION',
    amountTiyin: 25_000_000,
    names: {
      lt: 'Kassatsiya instansiyasida bir kunlik ishtirok',
      uz: 'Кассация инстанциясида бир кунлик иштирок',
      ru: 'Один день участия в кассационной инстанции',
      eng: 'One day of participation in the cassation instance',
    },
  },
];
