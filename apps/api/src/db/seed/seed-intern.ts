/**
 * The demo intern (persona `intern`, "Intern at a Namangan law firm"): a bar candidate whose filing PASSED,
 * with its two photos, made an intern of a generated Namangan firm (another Namangan structure when the
 * data set has no firm there) by its director through the internship
 * module's own `startInternship`, so the persona's cabinet shows the internship, its end day and the
 * notice of its start (docs/domain.md "Bar candidates and interns"). Idempotent: a person who has had an
 * internship (even one since ended) is left as they are.
 */
import { addDays, demoPersona, generatePerson } from '@portal/synthetic';
import { ROLE_PERMISSIONS } from '@portal/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { firstId } from '../rows';
import { readTogether } from '../transaction';
import {
  candidateDocuments,
  candidatePhotos,
  contragents,
  internships,
  persons,
  userAccounts,
} from '../schema';
import { IMAGE_TYPES, saveFile, transactionWithFiles, type FileStorage } from '../../storage';
import { restrictionInForce, startInternship } from '../../modules/candidates';
import type { LegalAidCaller } from '../../modules/legal-aid';
import { generateAvatar } from './public/avatar';

const NAMANGAN = 7;
const FIRM = 2;
/** The kinds of structure that take interns: bureau, firm, collegium, legal consultation (not the chambers). */
const TAKES_INTERNS = [1, 2, 3, 4];
/** How long before "today" the demo internship started (of its six months). */
const STARTED_DAYS_AGO = 45;

/** Gives the intern persona their internship; answers whether it was added now. */
export async function ensureDemoInternship(
  db: Database,
  options: { storage: FileStorage; today: string },
): Promise<boolean> {
  const person = generatePerson(demoPersona('intern').index);
  return transactionWithFiles(db, options.storage, async (tx, files) => {
    const [intern] = await tx.select().from(persons).where(eq(persons.pinfl, person.pinfl));
    if (!intern) return false;
    if (await firstId(tx, internships, eq(internships.personId, intern.id))) return false;
    const start = addDays(options.today, -STARTED_DAYS_AGO);
    const firms = await tx
      .select()
      .from(contragents)
      .where(
        and(
          eq(contragents.regionId, NAMANGAN),
          inArray(contragents.typeId, TAKES_INTERNS),
          eq(contragents.archived, false),
          isNotNull(contragents.directorPersonId),
        ),
      )
      .orderBy(sql`${contragents.typeId} <> ${FIRM}`, asc(contragents.id));
    let firm: (typeof firms)[number] | undefined;
    for (const f of firms) {
      if (await restrictionInForce(tx, f.id, start)) continue;
      firm = f;
      break;
    }
    if (!firm) return false;

    // The candidate's two 3×4 photos, taken the week before the filing.
    const female = person.gender === 'FEMALE';
    const [photo1, photo2] = await readTogether(
      tx,
      [1, 2].map(
        (k) => () =>
          saveFile(files, {
            content: generateAvatar(`${person.pinfl}-${k}`, female),
            originalName: `photo-${k}.png`,
            maxBytes: 1024 * 1024,
            allowedTypes: IMAGE_TYPES,
            ownerPersonId: intern.id,
          }),
      ),
    );
    const takenOn = addDays(start, -60);
    await tx.insert(candidatePhotos).values({
      personId: intern.id,
      photo1FileId: photo1!.id,
      photo2FileId: photo2!.id,
      photo1TakenOn: takenOn,
      photo2TakenOn: takenOn,
    });
    await tx.insert(candidateDocuments).values({
      personId: intern.id,
      regionId: NAMANGAN,
      licenseTypeIds: [1],
      status: 'PASSED',
      photo1FileId: photo1!.id,
      photo2FileId: photo2!.id,
      convictionCheckedAt: new Date(`${addDays(start, -40)}T10:00:00+05:00`),
      interviewAt: new Date(`${addDays(start, -14)}T11:00:00+05:00`),
      interviewPlace: 'Namangan hududiy advokatlar palatasi, majlislar zali',
    });

    // The persona's INTERN role comes from the internship: before it the person had no assigned role, and
    // that is the role they get back when it ends.
    await tx
      .update(userAccounts)
      .set({ assignedRole: null })
      .where(and(eq(userAccounts.personId, intern.id), eq(userAccounts.assignedRole, 'INTERN')));
    const director: LegalAidCaller = {
      personId: firm.directorPersonId!,
      pinfl: '',
      role: 'DIRECTOR',
      lawyer: null,
      directedContragentId: firm.id,
      directedRegionId: firm.regionId,
      regionId: null,
      orderPermission: false,
      grants: new Set(ROLE_PERMISSIONS.DIRECTOR),
    };
    await startInternship(tx, director, { personId: intern.id, today: start });
    return true;
  });
}
