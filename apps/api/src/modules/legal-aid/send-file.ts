/** Sending a stored file or a generated PDF as a download: private, never cached, never sniffed. */
import type { FastifyReply } from 'fastify';
import type { files } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../storage';

/** `attachment; filename="…"; filename*=UTF-8''…` with a name that cannot break the header. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: typeof files.$inferSelect | undefined,
) {
  if (!file) throw new AppError('NOT_FOUND');
  const content = await storage.get(file.storageKey);
  if (!content) throw new AppError('NOT_FOUND');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', content.size)
    .header('content-disposition', attachmentHeader(file.originalName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(content.stream);
}

export function sendPdf(reply: FastifyReply, bytes: Buffer, name: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentHeader(name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
