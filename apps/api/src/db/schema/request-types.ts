import { type AnyPgColumn, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { identityId, localizedNameColumns, refTo } from './columns';

/** Kinds of lawyer's request, a tree (parentId null at the top). */
export const requestTypes = pgTable(
  'request_types',
  {
    id: identityId(),
    code: varchar({ length: 60 }).unique(),
    parentId: refTo((): AnyPgColumn => requestTypes.id),
    ...localizedNameColumns(),
  },
  (t) => [index().on(t.parentId)],
);
