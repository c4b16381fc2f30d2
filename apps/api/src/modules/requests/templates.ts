/**
 * Request templates (reference data: the fee and page count of each kind of request, spec section 7
 * requestTemplateList, getByRequestTemplateId, requestTemplateCreate, legal-aid-request-template-create).
 */
import type { Language, RequestKindValue } from '@portal/contracts';
import type { z } from 'zod';
import type { requestTemplateCreateBody } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tablePage } from '../../db/paging';
import { requestTemplates, requestTypes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { namedIn, nameIn } from '../../http/localize';
import { insertId } from '../../db/rows';

type TemplateInput = z.output<typeof requestTemplateCreateBody>;

/** Every type with its kind (the code of its root). */
async function kindsOfTypes(db: Database) {
  const all = await db.select().from(requestTypes);
  const byId = new Map(all.map((t) => [t.id, t]));
  const kindOf = (id: number): RequestKindValue => {
    let t = byId.get(id)!;
    while (t.parentId !== null) t = byId.get(t.parentId)!;
    return t.code as RequestKindValue;
  };
  return { byId, kindOf };
}

export function requestTemplateViews(db: Database) {
  async function items(lang: Language, where: ReturnType<typeof eq> | undefined, page = 0, limit = 100) {
    const { byId, kindOf } = await kindsOfTypes(db);
    const { rows, total } = await tablePage(db, requestTemplates, where, [asc(requestTemplates.id)], {
      page,
      limit,
    });
    const list = rows.map((t) => {
      const type = byId.get(t.requestTypeId)!;
      return {
        id: t.id,
        requestType: namedIn(type, lang),
        kind: kindOf(type.id),
        name: nameIn(t, lang),
        body: t.body,
        priceTiyin: t.priceTiyin,
        pageCount: t.pageCount,
      };
    });
    return { list, total };
  }

  return {
    list: (lang: Language, q: { page: number; limit: number; requestTypeId?: number }) =>
      items(
        lang,
        q.requestTypeId ? eq(requestTemplates.requestTypeId, q.requestTypeId) : undefined,
        q.page,
        q.limit,
      ),
    async one(lang: Language, id: number) {
      const { list } = await items(lang, eq(requestTemplates.id, id));
      if (!list[0]) throw new AppError('NOT_FOUND');
      return list[0];
    },
    /** requestTemplateCreate (any kind) and legal-aid-request-template-create (`only` LEGAL_AID). */
    async create(input: TemplateInput, only?: RequestKindValue) {
      const { byId, kindOf } = await kindsOfTypes(db);
      if (!byId.has(input.requestTypeId) || (only && kindOf(input.requestTypeId) !== only))
        throw new AppError('VALIDATION_FAILED', {
          messageKey: only ? 'requests:error.legalAidTypeOnly' : 'requests:error.unknownType',
          field: 'requestTypeId',
        });
      return insertId(db, requestTemplates, {
        requestTypeId: input.requestTypeId,
        nameLt: input.nameLt,
        nameUz: input.nameUz ?? null,
        nameRu: input.nameRu,
        nameEng: input.nameEng,
        body: input.body,
        priceTiyin: input.priceTiyin,
        pageCount: input.pageCount,
      });
    },
  };
}
