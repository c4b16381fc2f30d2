import regions from './regions.json' with { type: 'json' };

/**
 * The 14 top-level administrative regions of Uzbekistan with their SOATO codes, in the official
 * order of the SOATO list (this is also their id order, 1..14), kept in regions.json. Names in the four portal
 * languages.
 */
export interface RegionDefinition {
  id: number;
  soato: string;
  names: { lt: string; uz: string; ru: string; eng: string };
}

export const REGIONS: readonly RegionDefinition[] = regions;
