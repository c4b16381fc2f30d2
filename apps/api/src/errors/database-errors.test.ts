import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLawyer, createPerson } from '../../test/helpers/factories';
import { createTestDatabase } from '../../test/helpers/database';
import type { Database } from '../db/client';
import { orders, persons, userAccounts } from '../db/schema';
import { registerLanguage } from '../plugins/language';
import { registerErrorHandler } from './error-handler';

let db: Database;
let drop: () => Promise<void>;
const app = Fastify({ logger: false });

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
  registerLanguage(app);
  registerErrorHandler(app);
  // A handler that lets PostgreSQL's refusal through, as a service that does not catch it would.
  app.post<{ Body: { step: string } }>('/write', async (request) => {
    const person = await createPerson(db);
    const steps: Record<string, () => Promise<unknown>> = {
      unique: () => db.insert(persons).values({ ...person, id: undefined }),
      missingReference: () => db.insert(userAccounts).values({ personId: 2_000_000_000 }),
      stillReferenced: async () => {
        await db.insert(userAccounts).values({ personId: person.id });
        await db.delete(persons).where(eq(persons.id, person.id));
      },
      // an order without its lawyer (the type says it needs one; the database says so too)
      required: () =>
        db.insert(orders).values({
          type: 'ELECTRONIC',
          scope: 'PERSONAL',
          authorPersonId: person.id,
        } as typeof orders.$inferInsert),
      // a number without its year and sequence breaks orders_number_ck
      check: async () => {
        const lawyer = await createLawyer(db);
        await db.insert(orders).values({
          type: 'ELECTRONIC',
          scope: 'PERSONAL',
          authorPersonId: person.id,
          lawyerId: lawyer.id,
          number: 'X-1',
        });
      },
    };
    await steps[request.body.step]!();
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop?.();
});

const write = (step: string, lang = 'eng') =>
  app.inject({ method: 'POST', url: '/write', payload: { step }, headers: { 'accept-language': lang } });

describe('PostgreSQL refusals answer a clear, localized error naming the field', () => {
  it('a unique value taken: 409 naming the field, in the caller language', async () => {
    const res = await write('unique');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', field: 'pinfl' });
    expect(res.json().message).toBe('A record with this value already exists (pinfl)');
    const ru = await write('unique', 'ru');
    expect(ru.json().message).toBe('Запись с таким значением уже существует (pinfl)');
  });

  it('a reference to nothing: 400 naming the field', async () => {
    const res = await write('missingReference');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'personId' });
  });

  it('a row still referenced: 409, and nothing removed', async () => {
    const before = await db.$count(persons);
    const res = await write('stillReferenced');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The record is in use by other records and cannot be removed');
    expect(await db.$count(persons)).toBe(before + 1);
  });

  it('a required column left empty: 400 naming the field', async () => {
    const res = await write('required');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'lawyerId', message: 'This field can not be empty' });
  });

  it('a check constraint: 400 naming the column the constraint is about', async () => {
    const res = await write('check', 'lt');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'number' });
    expect(res.json().message).toBe('Qiymat ushbu maydon qoidalariga mos emas (number)');
  });
});
