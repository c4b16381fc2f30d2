/**
 * The caller's drafts across the sections (packages/contracts `draftList`), the last changed first: each
 * read from its own table under `draftScopes`, named as its section names it, in the caller's language.
 */
import type { DraftItem, DraftKind, Language } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import {
  expertiseRequests,
  expertiseResearchTypes,
  halfYearReports,
  lawyerRequests,
  letters,
  orders,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { nameIn } from '../../http/localize';
import { translate } from '../../i18n/translate';
import { fullNameOf } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import { draftScopes, mayDelete } from './policy';

/** At most this many drafts of one section are listed (the newest). */
const PER_SECTION = 200;

type Base = Pick<DraftItem, 'id' | 'title'> & Partial<Omit<DraftItem, 'updatedAt'>> & { updatedAt: Date };

const item = (kind: DraftKind, b: Base): DraftItem => ({
  kind,
  id: b.id,
  title: b.title,
  orderType: b.orderType ?? null,
  orderId: b.orderId ?? null,
  requestKind: b.requestKind ?? null,
  updatedAt: b.updatedAt.toISOString(),
  can: b.can ?? { delete: false },
});

export async function draftList(
  db: Executor,
  caller: LegalAidCaller,
  lang: Language,
  query: { kind?: DraftKind | undefined; page: number; limit: number },
): Promise<{ list: DraftItem[]; total: number }> {
  const { kind } = query;
  const scope = draftScopes(caller);
  const wanted = (k: DraftKind) => (kind === undefined || kind === k) && scope[k] !== null;
  const untitled = translate(lang, 'drafts:untitled');
  const none = Promise.resolve([] as DraftItem[]);
  const parts = await Promise.all([
    wanted('order')
      ? db
          .select()
          .from(orders)
          .where(scope.order!)
          .orderBy(desc(orders.updatedAt))
          .limit(PER_SECTION)
          .then((rows) =>
            rows.map((o) =>
              item('order', {
                id: o.id,
                title:
                  (o.personLastName
                    ? fullNameOf({
                        lastName: o.personLastName,
                        firstName: o.personFirstName ?? '',
                        parentName: o.personParentName,
                      })
                    : o.contragentName) ??
                  o.caseNumber ??
                  untitled,
                orderType: o.type,
                updatedAt: o.updatedAt,
                can: { delete: mayDelete.order(caller, o) },
              }),
            ),
          )
      : none,
    wanted('letter')
      ? db
          .select()
          .from(letters)
          .where(scope.letter!)
          .orderBy(desc(letters.updatedAt))
          .limit(PER_SECTION)
          .then((rows) =>
            rows.map((l) =>
              item('letter', {
                id: l.id,
                title: `${l.subject} → ${l.recipientName}`,
                updatedAt: l.updatedAt,
                can: { delete: mayDelete.letter(caller, l) },
              }),
            ),
          )
      : none,
    wanted('halfYearReport')
      ? db
          .select()
          .from(halfYearReports)
          .where(scope.halfYearReport!)
          .orderBy(desc(halfYearReports.updatedAt))
          .limit(PER_SECTION)
          .then((rows) =>
            rows.map((r) =>
              item('halfYearReport', {
                id: r.id,
                title: translate(lang, 'reports:periodLabel', { year: r.year, half: r.half }),
                updatedAt: r.updatedAt,
              }),
            ),
          )
      : none,
    wanted('lawyerRequest')
      ? db
          .select()
          .from(lawyerRequests)
          .where(scope.lawyerRequest!)
          .orderBy(desc(lawyerRequests.updatedAt))
          .limit(PER_SECTION)
          .then((rows) =>
            rows.map((r) =>
              item('lawyerRequest', {
                id: r.id,
                title: translate(lang, `request-screens:kind.${r.kind}`),
                requestKind: r.kind,
                updatedAt: r.updatedAt,
              }),
            ),
          )
      : none,
    wanted('expertise')
      ? db
          .select({ request: expertiseRequests, research: expertiseResearchTypes })
          .from(expertiseRequests)
          .innerJoin(expertiseResearchTypes, eq(expertiseResearchTypes.id, expertiseRequests.researchTypeId))
          .where(scope.expertise!)
          .orderBy(desc(expertiseRequests.updatedAt))
          .limit(PER_SECTION)
          .then((rows) =>
            rows.map(({ request, research }) =>
              item('expertise', {
                id: request.id,
                title: nameIn(research, lang),
                orderId: request.orderId,
                updatedAt: request.updatedAt,
              }),
            ),
          )
      : none,
  ]);
  const all = parts.flat().sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const from = query.page * query.limit;
  return { list: all.slice(from, from + query.limit), total: all.length };
}
