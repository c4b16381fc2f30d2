/**
 * The letter calls (packages/contracts letters/letters.ts `letterCalls`, letters/letter-files.ts
 * `letterFileCalls`): changes in service.ts, letter-files.ts and additions.ts, reads in read.ts, the
 * exchange's receipts and responses in exchange-sync.ts, access in policy.ts.
 */
import { letterCalls as calls, letterFileCalls as fileCalls } from '@portal/contracts';
import { mergeLetterPdf, viewablePdf } from '../../documents/letter-pdf';
import { AppError } from '../../errors/app-error';
import { routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidHandle, sendPdf, sendStoredFile } from '../legal-aid';
import { additionFileRow, additionsOf, createAddition, deleteAddition, updateAddition } from './additions';
import { syncExchange } from './exchange-sync';
import {
  attachFile,
  bytesOf,
  deleteUpload,
  detachFile,
  filesOfLetter,
  letterIdOfFile,
  uploadLetterFile,
} from './letter-files';
import { letterPolicy } from './policy';
import { letterViews } from './read';
import { markReceiptSeen } from './receipts';
import { recipients } from './parties';
import {
  createLetter,
  deleteLetter,
  type LetterDeps,
  receiveLetter,
  sendLetter,
  updateLetter,
} from './service';

export const letterRoutes: RoutesPlugin = async (app, { db, storage, adapters, clock }) => {
  const handle = legalAidHandle(db);
  const exchange = adapters.documentExchange;
  const view = letterViews(db, clock);
  const deps = (request: { clock: LetterDeps['clock'] }): LetterDeps => ({
    db,
    storage,
    exchange,
    clock: request.clock,
  });

  /** The letter's files as PDF parts, after checking the caller may read the letter. */
  async function readableParts(actor: Parameters<typeof view.visibleRow>[0], id: number) {
    const row = await view.visibleRow(actor, id);
    if (!letterPolicy.can(actor, row).read) throw new AppError('NOT_FOUND');
    const rows = await filesOfLetter(db, id);
    const parts = [];
    for (const { lf, file } of rows)
      parts.push({ lf, file, contentType: file.contentType, bytes: await bytesOf(storage, file) });
    return { row, parts };
  }

  routes(app, [
    ...handle.implement(calls, {
      letterList: ({ actor, query }) => view.list(actor, query),
      letter: async ({ actor, params, request }) => {
        const row = await view.visibleRow(actor, params.id);
        if (row.recipientKind === 'GOV_BODY') await syncExchange(deps(request), actor, row.id);
        return view.dto(actor, params.id);
      },
      letterCreate: async ({ actor, body, request }) =>
        view.dto(actor, await createLetter(deps(request), actor, body)),
      letterUpdate: async ({ actor, body, request }) => {
        await updateLetter(deps(request), actor, body);
        return view.dto(actor, body.id);
      },
      letterSend: async ({ actor, body, request }) => {
        await sendLetter(deps(request), actor, body.id);
        return view.dto(actor, body.id);
      },
      letterReceive: async ({ actor, body, request }) => {
        await receiveLetter(deps(request), actor, body.id);
        return view.dto(actor, body.id);
      },
      letterDelete: async ({ actor, body, request }) => {
        await deleteLetter(deps(request), actor, body.id);
        return null;
      },
      letterRecipients: async ({ query }) => ({
        list: await recipients(db, query.kind, query.search),
      }),
      letterNotification: ({ actor }) => view.notification(actor),
      letterResponseNewList: async ({ actor, request }) => {
        await syncExchange(deps(request), actor);
        return view.newResponses(actor);
      },
      mailReceiptNewList: async ({ actor, request }) => {
        await syncExchange(deps(request), actor);
        return view.newReceipts(actor);
      },
      mailReceiptSeen: async ({ actor, body, request }) => {
        await markReceiptSeen(db, actor, body.id, request.clock.now());
        return null;
      },
    }),
    ...handle.implement(fileCalls, {
      fileUpload: async ({ actor, file }) => {
        const row = await uploadLetterFile({ db, storage }, actor, file);
        return { id: row.id, name: row.originalName, size: row.size, contentType: row.contentType };
      },
      fileDelete: async ({ actor, params }) => {
        await deleteUpload({ db, storage }, actor, params.id);
        return null;
      },
      pdfFileCreate: async ({ actor, body }) => {
        await attachFile(db, actor, body);
        return { list: await view.fileItems(body.letterId) };
      },
      pdfFilesByLetter: async ({ actor, params }) => {
        await view.visibleRow(actor, params.id);
        return { list: await view.fileItems(params.id) };
      },
      pdfFileDelete: async ({ actor, params }) => {
        await detachFile(db, actor, params.id);
        return null;
      },
      pdfFilesMerge: async ({ actor, params, lang, reply }) => {
        const { row, parts } = await readableParts(actor, params.id);
        const pdf = await mergeLetterPdf(
          {
            language: lang,
            registrationNumber: row.registrationNumber,
            status: row.status,
            subject: row.subject,
            summary: row.summary,
            senderName: row.senderName,
            recipientName: row.recipientName,
            sentAt: row.sentAt,
            dueDate: row.dueDate,
            exchangeNumber: row.exchangeNumber,
            files: parts.map((p) => ({
              kind: p.lf.kind as 'MAIN' | 'ATTACHMENT',
              name: p.file.originalName,
            })),
          },
          parts,
        );
        return sendPdf(reply, pdf, `${row.registrationNumber ?? `letter-${row.id}`}.pdf`);
      },
      viewPdf: async ({ actor, params, reply }) => {
        const { parts } = await readableParts(actor, await letterIdOfFile(db, params.id));
        const part = parts.find((p) => p.lf.id === params.id);
        if (!part) throw new AppError('NOT_FOUND');
        return sendPdf(
          reply,
          await viewablePdf(part),
          `${part.file.originalName.replace(/\.[^.]*$/, '')}.pdf`,
        );
      },
      additionList: async ({ actor, query }) => {
        await view.visibleRow(actor, query.letterId);
        return { list: await additionsOf(db, actor, query.letterId) };
      },
      additionCreate: async ({ actor, body, file }) => {
        const row = await createAddition({ db, storage }, actor, body, file);
        return (await additionsOf(db, actor, row.letterId)).find((a) => a.id === row.id)!;
      },
      additionUpdate: async ({ actor, body, request }) => {
        const row = await updateAddition(db, actor, body, request.clock.now());
        return (await additionsOf(db, actor, row.letterId)).find((a) => a.id === row.id)!;
      },
      additionDelete: async ({ actor, body }) => {
        await deleteAddition(db, actor, body.id);
        return null;
      },
      additionFile: async ({ actor, params, reply }) =>
        sendStoredFile(reply, storage, await additionFileRow(db, actor, params.id)),
      eijroList: async () => ({ list: await exchange.organizations('EIJRO') }),
      sedoContragentList: async () => ({ list: await exchange.organizations('SEDO') }),
      mailRegionList: async () => ({ list: await exchange.mailRegions() }),
    }),
  ]);
};
