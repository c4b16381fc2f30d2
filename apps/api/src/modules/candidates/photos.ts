/**
 * The candidate's two photos (updatePhoto; spec sections 5 and 9: 3×4, taken within the last 6 months;
 * docs/domain.md "Bar candidates"): each photo's pixel size is read from its bytes (image-size) and the
 * day it was taken from its EXIF metadata (exifr: DateTimeOriginal, else CreateDate); a photo without a
 * date counts as taken on the upload day. Both photos are judged before anything is stored; a refusal
 * names the photo and the rule and saves nothing.
 */
import {
  CANDIDATE_PHOTO_COUNT,
  CANDIDATE_PHOTO_MAX_AGE_MONTHS,
  CANDIDATE_PHOTO_MAX_BYTES,
  CANDIDATE_PHOTO_MIN_HEIGHT,
  CANDIDATE_PHOTO_MIN_WIDTH,
  photoProblem,
  tashkentToday,
} from '@portal/domain';
import exifr from 'exifr';
import { imageSize } from 'image-size';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { candidateDocuments, candidatePhotos } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { UploadedFile } from '../../http/multipart';
import { IMAGE_TYPES, saveFile, transactionWithFiles, type FileStorage } from '../../storage';
import { liveFilingOf } from './filing-read';

const FIELD = 'photos';

/** The day an EXIF date ("2026:05:01 10:20:30") names, or null. */
function exifDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})[:-](\d{2})[:-](\d{2})/.exec(value.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** The day a photo was taken by its metadata, or null when it carries none. */
async function takenOnOf(content: Buffer): Promise<string | null> {
  try {
    const tags = (await exifr.parse(content, {
      pick: ['DateTimeOriginal', 'CreateDate'],
      reviveValues: false,
    })) as { DateTimeOriginal?: unknown; CreateDate?: unknown } | undefined;
    return exifDay(tags?.DateTimeOriginal) ?? exifDay(tags?.CreateDate);
  } catch {
    return null;
  }
}

function sizeOf(content: Buffer): { width: number; height: number } | null {
  try {
    const { width, height, orientation } = imageSize(content);
    if (!width || !height) return null;
    // EXIF orientations 5-8 turn the picture a quarter: the shown width is the stored height.
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return null;
  }
}

export interface JudgedPhoto {
  upload: UploadedFile;
  takenOn: string;
}

/** Judges the two photos against the rule; refuses the first that breaks it (nothing is stored). */
export async function judgePhotos(uploads: UploadedFile[], today: string): Promise<JudgedPhoto[]> {
  if (uploads.length !== CANDIDATE_PHOTO_COUNT)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'candidates:error.twoPhotos',
      params: { count: CANDIDATE_PHOTO_COUNT },
      field: FIELD,
    });
  const judged: JudgedPhoto[] = [];
  for (const [i, upload] of uploads.entries()) {
    const size = sizeOf(upload.content);
    if (!size)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        messageKey: 'candidates:error.photoNotImage',
        params: { n: i + 1 },
        field: FIELD,
      });
    const metadataDay = await takenOnOf(upload.content);
    const problem = photoProblem({ ...size, takenOn: metadataDay }, today);
    if (problem)
      throw new AppError('BUSINESS_RULE', {
        messageKey: `candidates:error.photo.${problem}`,
        params: {
          n: i + 1,
          months: CANDIDATE_PHOTO_MAX_AGE_MONTHS,
          takenOn: metadataDay ?? today,
          width: size.width,
          height: size.height,
          minWidth: CANDIDATE_PHOTO_MIN_WIDTH,
          minHeight: CANDIDATE_PHOTO_MIN_HEIGHT,
        },
        field: FIELD,
      });
    judged.push({ upload, takenOn: metadataDay ?? today });
  }
  return judged;
}

/**
 * updatePhoto: stores the caller's two photos (replacing earlier ones); a filing under way takes them
 * too. One transaction with the files.
 */
export async function updatePhotos(
  deps: { db: Database; storage: FileStorage; clock: Clock },
  personId: number,
  uploads: UploadedFile[],
): Promise<void> {
  const today = tashkentToday(deps.clock.now());
  const judged = await judgePhotos(uploads, today);
  await transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const saved = [];
    for (const photo of judged)
      saved.push(
        await saveFile(files, {
          content: photo.upload.content,
          originalName: photo.upload.filename,
          maxBytes: CANDIDATE_PHOTO_MAX_BYTES,
          allowedTypes: IMAGE_TYPES,
          ownerPersonId: personId,
        }),
      );
    const values = {
      photo1FileId: saved[0]!.id,
      photo2FileId: saved[1]!.id,
      photo1TakenOn: judged[0]!.takenOn,
      photo2TakenOn: judged[1]!.takenOn,
      uploadedAt: deps.clock.now(),
    };
    await tx
      .insert(candidatePhotos)
      .values({ personId, ...values })
      .onConflictDoUpdate({ target: candidatePhotos.personId, set: values });
    const live = await liveFilingOf(tx, personId);
    if (live)
      await tx
        .update(candidateDocuments)
        .set({
          photo1FileId: values.photo1FileId,
          photo2FileId: values.photo2FileId,
          updatedAt: values.uploadedAt,
        })
        .where(eq(candidateDocuments.id, live.id));
  });
}
