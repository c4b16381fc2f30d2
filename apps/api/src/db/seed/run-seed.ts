import type { FileStorage } from '../../storage/file-storage';
import type { Database } from '../client';
import { seedDemoPersonas } from './seed-personas';
import { ensureDemoInternship } from './seed-intern';
import { ensureDemoReceptionHours } from './seed-receptions';
import { ensurePersonaLawyersOnDuty, seedPublicContent } from './public/seed-public';
import { seedReferenceData } from './seed-reference';

export type SeedLevel = 'none' | 'reference' | 'demo' | 'national';

export interface SeedOptions {
  /** Where generated files (lawyers' photos) go. */
  storage: FileStorage;
  /** "Today" in Tashkent; the generated duty months and vacancies count from it. */
  today: string;
}

/** Brings the database to the chosen level of content. Every step is idempotent, so it runs at every start. */
export async function runSeed(
  db: Database,
  level: SeedLevel,
  log: (msg: string) => void,
  options?: SeedOptions,
): Promise<void> {
  if (level === 'none') return;
  await seedReferenceData(db);
  log('reference data loaded');
  if (level === 'reference') return;
  await seedDemoPersonas(db);
  log('demo personas loaded');
  if ((level === 'demo' || level === 'national') && options) {
    await seedPublicContent(db, { level, storage: options.storage, today: options.today, log });
    const added = await ensurePersonaLawyersOnDuty(db);
    if (added > 0) log(`demo-persona lawyers put on duty (${added} days)`);
    const hours = await ensureDemoReceptionHours(db);
    if (hours > 0) log(`demo reception hours published (${hours} receivers)`);
    if (await ensureDemoInternship(db, options)) log('the demo intern started their internship');
  }
}
