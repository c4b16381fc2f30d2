import { REGIONS } from '@portal/domain';

const UZBEK = 1;
const RUSSIAN = 2;
const KARAKALPAK = 3;
const KARAKALPAKSTAN = 1;

/**
 * The languages legal aid must be available in each working day of a region (the duty schedule's
 * check): Uzbek and Russian everywhere, and Karakalpak in the Republic of Karakalpakstan.
 */
export const REGION_WORK_LANGUAGES: readonly { regionId: number; languageId: number }[] = REGIONS.flatMap(
  (r) => [
    { regionId: r.id, languageId: UZBEK },
    { regionId: r.id, languageId: RUSSIAN },
    ...(r.id === KARAKALPAKSTAN ? [{ regionId: r.id, languageId: KARAKALPAK }] : []),
  ],
);
