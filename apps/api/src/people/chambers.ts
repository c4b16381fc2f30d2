import type { LocalizedNames } from '@portal/contracts';

/**
 * The republic chamber of advocates by name, as the documents it issues and the lists that name it write
 * it (Uzbek Cyrillic is the Latin name transliterated, `localizeName`).
 */
export const REPUBLIC_CHAMBER_NAMES: LocalizedNames = {
  lt: 'Oʻzbekiston Respublikasi Advokatlar palatasi',
  uz: null,
  ru: 'Палата адвокатов Республики Узбекистан',
  eng: 'Chamber of Advocates of the Republic of Uzbekistan',
};

/** A regional chamber's name (Uzbek Latin), after its region's. */
export const regionalChamberName = (regionName: string) =>
  `${regionName} advokatlar palatasi hududiy boshqarmasi`;
