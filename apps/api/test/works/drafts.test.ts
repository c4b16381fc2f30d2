/**
 * Drafts: each person's list holds exactly their own drafts across the sections (orders, letters, a
 * half-year report of the structure they direct, requests to the chamber, expertise requests); another
 * person's drafts and anything sent, signed or deleted never appear. Deleting stays each section's own
 * call: the list offers it where that section allows it, and a deleted draft leaves the list.
 */
import { emptyReportForms } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expertiseOrganizations,
  expertiseRequests,
  expertiseResearchTypes,
  halfYearReports,
  lawyerRequests,
  letters,
  orders,
  requestTypes,
} from '../../src/db/schema';
import { addLawyer, addStructure, someone } from '../helpers/legal-aid-fixtures';
import { callApi, member, type Member } from '../helpers/legal-aid-world';
import { useTestApp } from '../helpers/test-app';
import { contragents } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

const ctx = useTestApp();
const SAMARQAND = 8;

let lawyer: Member;
let director: Member;
let citizen: Member;
/** `kind:id` of each person's drafts, as the data set made them. */
const own: Record<'lawyer' | 'director', string[]> = { lawyer: [], director: [] };

/** Adds `rows` to `table`, the first of them `name`'s draft of `kind` (the list's `kind:id`); answers their ids. */
async function withDraft<T extends PgTable & { id: AnyPgColumn<{ data: number }> }>(
  name: keyof typeof own,
  kind: string,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const made = await ctx.db
    .insert(table)
    .values(rows as PgInsertValue<T>[])
    .returning({ id: table.id });
  own[name].push(`${kind}:${made[0]!.id}`);
  return made.map((r) => r.id as number);
}

beforeAll(async () => {
  const db = ctx.db;
  const firm = await addStructure(db, SAMARQAND, 'Drafts firm');
  const l1 = (await addLawyer(db, someone(50), { regionId: SAMARQAND })).lawyerId;
  const l2 = (await addLawyer(db, someone(51), { regionId: SAMARQAND, contragentId: firm.id })).lawyerId;
  lawyer = await member(db, someone(50));
  await db
    .update(contragents)
    .set({ directorPersonId: (await member(db, someone(51))).personId })
    .where(eq(contragents.id, firm.id));
  director = await member(db, someone(51));
  citizen = await member(db, someone(52));
  const people = { lawyer: { who: lawyer, lawyerId: l1 }, director: { who: director, lawyerId: l2 } };

  const [research] = await db.select().from(expertiseResearchTypes).limit(1);
  const [organization] = await db.select().from(expertiseOrganizations).limit(1);
  const [requestType] = await db.select().from(requestTypes).limit(1);

  for (const [name, { who, lawyerId }] of Object.entries(people) as [
    keyof typeof people,
    (typeof people)['lawyer'],
  ][]) {
    const order = (status: 'DRAFT' | 'CREATED' | 'DELETED', last: string) => ({
      type: 'ELECTRONIC' as const,
      status,
      lawyerId,
      authorPersonId: who.personId,
      scope: 'PERSONAL' as const,
      personLastName: last,
      personFirstName: 'Ali',
    });
    const [, issuedId] = await withDraft(name, 'order', orders, [
      order('DRAFT', `Draft-${name}`),
      order('CREATED', 'Issued'),
      order('DELETED', 'Gone'),
    ]);
    const letter = (status: string, subject: string) => ({
      status,
      subject,
      senderKind: name === 'lawyer' ? 'LAWYER' : 'STRUCTURE',
      senderRef: String(name === 'lawyer' ? lawyerId : firm.id),
      senderName: name,
      recipientKind: 'CHAMBER',
      recipientRef: String(SAMARQAND),
      recipientName: 'Samarqand chamber',
      authorPersonId: who.personId,
    });
    await withDraft(name, 'letter', letters, [
      letter('DRAFT', `Draft letter of ${name}`),
      letter('SENT', 'Sent'),
      letter('DELETED', 'Gone'),
    ]);
    const request = (status: 'DRAFT' | 'SEND') => ({
      lawyerId,
      authorPersonId: who.personId,
      regionId: SAMARQAND,
      requestTypeId: requestType!.id,
      kind: 'LEGAL_AID' as const,
      status,
    });
    await withDraft(name, 'lawyerRequest', lawyerRequests, [request('DRAFT'), request('SEND')]);
    const expertise = (status: 'TEMPORARY' | 'NEW') => ({
      orderId: issuedId!,
      lawyerId,
      authorPersonId: who.personId,
      organizationId: organization!.id,
      researchTypeId: research!.id,
      questions: 'Savollar',
      status,
    });
    await withDraft(name, 'expertise', expertiseRequests, [expertise('TEMPORARY'), expertise('NEW')]);
  }
  const report = (year: number, status: string) => ({
    contragentId: firm.id,
    regionId: SAMARQAND,
    year,
    half: 1,
    status,
    forms: emptyReportForms(),
    prefilled: emptyReportForms(),
  });
  await withDraft('director', 'halfYearReport', halfYearReports, [
    report(2026, 'DRAFT'),
    report(2025, 'DIRECTOR_SIGNED'),
  ]);
});

const list = (who: Member, query = '', lang = 'eng') =>
  callApi(ctx, who, 'GET', `drafts/list?limit=100${query}`, undefined, { 'accept-language': lang });
const keys = (body: { list: { kind: string; id: number }[] }) =>
  body.list.map((d) => `${d.kind}:${d.id}`).sort();

describe('drafts', () => {
  it('lists exactly the person’s own drafts, never another’s, never one sent or deleted', async () => {
    const mine = await list(lawyer);
    expect(mine.status).toBe(200);
    expect(keys(mine.body)).toEqual([...own.lawyer].sort());
    expect(mine.body.total).toBe(own.lawyer.length);
    const theirs = await list(director);
    expect(keys(theirs.body)).toEqual([...own.director].sort());
    expect((await list(citizen)).body).toEqual({ list: [], total: 0 });
  });

  it('names each draft as its section does and offers deleting where the section allows it', async () => {
    const { body } = await list(lawyer, '', 'ru');
    const byKind = Object.fromEntries(body.list.map((d: { kind: string }) => [d.kind, d]));
    expect(byKind.order).toMatchObject({
      title: 'Draft-lawyer Ali',
      orderType: 'ELECTRONIC',
      can: { delete: true },
    });
    expect(byKind.letter).toMatchObject({
      title: 'Draft letter of lawyer → Samarqand chamber',
      can: { delete: true },
    });
    expect(byKind.lawyerRequest).toMatchObject({ requestKind: 'LEGAL_AID', can: { delete: false } });
    expect(byKind.lawyerRequest.title).toMatch(/[а-я]/);
    expect(byKind.expertise.orderId).toEqual(expect.any(Number));
    const report = (await list(director, '&kind=halfYearReport')).body.list;
    expect(report).toHaveLength(1);
    expect(report[0]).toMatchObject({ kind: 'halfYearReport', can: { delete: false } });
  });

  it('a draft deleted through its own section leaves the list; another’s draft cannot be deleted', async () => {
    const orderId = Number(own.lawyer.find((k) => k.startsWith('order:'))!.split(':')[1]);
    const letterId = Number(own.director.find((k) => k.startsWith('letter:'))!.split(':')[1]);
    expect((await callApi(ctx, lawyer, 'POST', 'letter/delete', { id: letterId })).status).toBe(404);
    expect((await callApi(ctx, lawyer, 'POST', 'getInfo/deleteOrder', { id: orderId })).status).toBe(200);
    expect(keys((await list(lawyer)).body)).not.toContain(`order:${orderId}`);
    expect(keys((await list(director)).body)).toContain(`letter:${letterId}`);
  });

  it('refuses an unknown section in four languages', async () => {
    const messages = new Set<string>();
    for (const lang of ['lt', 'uz', 'ru', 'eng']) {
      const res = await list(lawyer, '&kind=appeal', lang);
      expect(res.status).toBe(400);
      messages.add(JSON.stringify(res.body));
    }
    expect(messages.size).toBe(4);
    expect((await callApi(ctx, null, 'GET', 'drafts/list')).status).toBe(401);
  });
});
