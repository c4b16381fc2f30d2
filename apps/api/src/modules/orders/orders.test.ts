/**
 * Orders on the service level, from a request accepted by a lawyer: numbering under concurrency, signing
 * with the lawyer's key card, the create rules, case persons, paper orders and their scans.
 */
import { readdirSync } from 'node:fs';
import { tashkentToday } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { systemClock } from '../../clock';
import { describe, expect, it } from 'vitest';
import { contragents, files, signatures, orderCasePersons, orders } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/translate';
import { addLawyer, population, someone } from '../../../test/helpers/legal-aid-fixtures';
import { pdfBytes } from '../../../test/helpers/legal-aid-world';
import { countUnread } from '../notifications/notify';
import { addCasePerson, deleteCasePerson } from './case-persons';
import { cancelOrder } from './cancel';
import { createOrderDraft } from './create-draft';
import { registerPaperOrder } from './register-paper';
import { signOrder } from './sign';
import { canonicalOrderJson } from './signing-content';
import { updateOrderDraft } from './update-draft';
import {
  REGION,
  DAY,
  db,
  sim,
  config,
  deps,
  lawyerA,
  lawyerB,
  structureId,
  tashkentDate,
  cards,
  asLawyer,
  submission,
  messageOf,
  expectAppError,
  useLegalAidServices,
  acceptedRequest,
} from '../../../test/helpers/legal-aid-services';

useLegalAidServices();

describe('orders', () => {
  /** Signs the order as it is stored now with the lawyer's key card (gov-sim's signing client), then signatureDraft. */
  async function signAs(l: { personId: number }, orderId: number) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const pkcs7 = await sim.sign(cards.get(l.personId)!, canonicalOrderJson(order!));
    return signOrder({ db, config, clock: systemClock }, asLawyer(l), orderId, submission(l, pkcs7));
  }

  it('numbers orders per structure and year, sequentially and without duplicates under concurrency', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createOrderDraft({ db }, asLawyer(i % 2 ? lawyerA : lawyerB), {
          type: 'ELECTRONIC',
          orderBaseId: 1,
          legalAidId: 3,
          groundsDocNumber: `C-${i}`,
          groundsDocDate: tashkentDate(new Date()),
          personPinfl: someone(20 + i).pinfl,
          personLastName: someone(20 + i).surname,
          personFirstName: someone(20 + i).firstName,
        }),
      ),
    );
    const signed = await Promise.all(drafts.map((d, i) => signAs(i % 2 ? lawyerA : lawyerB, d.id)));
    const year = Number(tashkentToday().slice(0, 4));
    const numbers = signed.map((o) => o.number).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `${year}/${String(i + 1).padStart(6, '0')}`));
    expect(signed.every((o) => o.status === 'CREATED' && !o.isDraft && !o.lateSent)).toBe(true);
    // A personal order (a lawyer without a structure) has its own sequence.
    const loner = await addLawyer(db, population.persona('director'), { regionId: REGION });
    cards.set(loner.personId, 'director');
    const own = await createOrderDraft({ db }, asLawyer(loner), {
      type: 'ELECTRONIC',
      orderBaseId: 1,
      legalAidId: 3,
      groundsDocNumber: 'P-1',
      groundsDocDate: tashkentDate(new Date(Date.now() - 5 * DAY)),
      personPinfl: someone(31).pinfl,
      personLastName: 'Aliyev',
      personFirstName: 'Vali',
    });
    const ownSigned = await signAs(loner, own.id);
    expect(ownSigned).toMatchObject({ scope: 'PERSONAL', number: `${year}/000001`, lateSent: true });
  });

  it('signs the state-funded draft of an accepted request; a CREATED order can no longer be edited', async () => {
    const { picked, order } = await acceptedRequest();
    const signed = await signAs(picked, order.id);
    expect(signed).toMatchObject({ status: 'CREATED', signedByPersonId: picked.personId });
    const [stored] = await db.select().from(signatures).where(eq(signatures.id, signed.signatureId!));
    expect(stored).toMatchObject({
      documentType: 'ORDER',
      documentId: String(order.id),
      content: canonicalOrderJson(order),
    });
    expect(signed.number).toMatch(/^\d{4}\/\d{6}$/);
    const error = await expectAppError(
      updateOrderDraft({ db, clock: systemClock }, asLawyer(picked), order.id, { caseNumber: '1' }),
      'TRANSITION_NOT_ALLOWED',
      409,
    );
    expect(messageOf(error)).toBe('Only a draft can be changed');
    const again = await expectAppError(signAs(picked, order.id), 'TRANSITION_NOT_ALLOWED', 409);
    expect(messageOf(again)).toBe('Order is “Created”: not possible now');
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.number).toBe(signed.number);
    // Cancelled by the director of the structure, with a reason; the author is told.
    const [structure] = await db.select().from(contragents).where(eq(contragents.id, structureId));
    const director = {
      role: 'DIRECTOR' as const,
      personId: structure!.directorPersonId!,
      orderPermission: true,
    };
    const cancelled = await cancelOrder({ db, clock: systemClock }, director, order.id, 'Issued by mistake');
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Issued by mistake' });
    expect(await countUnread(db, picked.personId)).toBeGreaterThan(0);
  });

  it('refuses creation without the permission, under a structure restriction, and on a case the lawyer is not on', async () => {
    const draft = { type: 'ELECTRONIC' as const, orderBaseId: 1, legalAidId: 3 };
    const noPermission = await expectAppError(
      createOrderDraft({ db }, asLawyer(lawyerA, false), draft),
      'BUSINESS_RULE',
      422,
    );
    expect(translate('eng', noPermission.messageKey)).toMatch(/not allowed to create orders/);
    const stateFunded = { ...draft, orderBaseId: 2, caseNumber: '99999999999' };
    const notOnCase = await expectAppError(
      createOrderDraft({ db }, asLawyer(lawyerA), stateFunded),
      'BUSINESS_RULE',
      422,
    );
    expect(messageOf(notOnCase)).toBe('You are not a lawyer on this criminal case');
    await db.update(contragents).set({ orderRestricted: true }).where(eq(contragents.id, structureId));
    const before = (await db.select({ n: count() }).from(orders))[0]!.n;
    await expectAppError(createOrderDraft({ db }, asLawyer(lawyerA), draft), 'BUSINESS_RULE', 422);
    await db.update(contragents).set({ orderRestricted: false }).where(eq(contragents.id, structureId));
    expect((await db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });

  it('keeps persons added to a case: deleting one is refused, even by SQL', async () => {
    const { picked, order } = await acceptedRequest();
    const added = await addCasePerson({ db }, asLawyer(picked), order.id, {
      pinfl: someone(40).pinfl,
      lastName: someone(40).surname,
      firstName: someone(40).firstName,
      procedureRole: 'VICTIM',
    });
    await expectAppError(
      addCasePerson({ db }, asLawyer(picked), order.id, { ...added, procedureRole: 'VICTIM' }),
      'CONFLICT',
      409,
    );
    expect(() => deleteCasePerson()).toThrow(AppError);
    await expect(db.delete(orderCasePersons).where(eq(orderCasePersons.id, added.id))).rejects.toThrow();
    await expect(
      db.update(orderCasePersons).set({ lastName: 'X' }).where(eq(orderCasePersons.id, added.id)),
    ).rejects.toThrow();
    expect(await db.select().from(orderCasePersons).where(eq(orderCasePersons.id, added.id))).toHaveLength(1);
  });

  it('registers a paper order only with its booklet number and scan', async () => {
    const draft = await createOrderDraft({ db }, asLawyer(lawyerB), {
      type: 'PAPER',
      orderBaseId: 1,
      legalAidId: 3,
      groundsDocNumber: 'B-1',
      groundsDocDate: tashkentDate(new Date()),
      personPinfl: someone(41).pinfl,
      personLastName: 'Karimova',
      personFirstName: 'Dilnoza',
    });
    await expectAppError(signAs(lawyerB, draft.id), 'TRANSITION_NOT_ALLOWED', 409);
    const missingScan = await expectAppError(
      registerPaperOrder(deps, asLawyer(lawyerB), {
        orderId: draft.id,
        fields: {},
        orderRegNumber: 'AA 0012345',
        scan: null,
      }),
      'VALIDATION_FAILED',
      400,
    );
    expect(messageOf(missingScan)).toContain('file');
    const [row] = await db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row).toMatchObject({ status: 'DRAFT', number: null });
  });

  it('keeps no scan of a paper order it refuses after reading the scan (an incomplete draft)', async () => {
    const storedFiles = () =>
      readdirSync(config.files.dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
        .length;
    const [rowsBefore] = await db.select({ n: count() }).from(files);
    const filesBefore = storedFiles();
    const draft = await createOrderDraft({ db }, asLawyer(lawyerB), {
      type: 'PAPER',
      orderBaseId: 1,
      legalAidId: 3,
    });
    const refused = await expectAppError(
      registerPaperOrder(deps, asLawyer(lawyerB), {
        orderId: draft.id,
        fields: {},
        orderRegNumber: 'AA 0012346',
        scan: { content: pdfBytes(), filename: 'scan.pdf', maxBytes: 1e6 },
      }),
      'VALIDATION_FAILED',
      400,
    );
    expect(messageOf(refused)).toContain('groundsDocNumber');
    expect(await db.select({ n: count() }).from(files)).toEqual([rowsBefore]);
    expect(storedFiles()).toBe(filesBefore);
  });
});
