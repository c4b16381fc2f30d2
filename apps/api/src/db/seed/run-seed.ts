import type { Database } from '../client';
import { seedDemoPersonas } from './seed-personas';
import { seedReferenceData } from './seed-reference';

export type SeedLevel = 'none' | 'reference' | 'demo' | 'national';

/** Brings the database to the chosen level of content. Every step is idempotent, so it runs at every start. */
export async function runSeed(db: Database, level: SeedLevel, log: (msg: string) => void): Promise<void> {
  if (level === 'none') return;
  await seedReferenceData(db);
  log('reference data loaded');
  if (level === 'reference') return;
  await seedDemoPersonas(db);
  log('demo personas loaded');
}
