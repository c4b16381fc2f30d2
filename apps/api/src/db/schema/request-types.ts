import { type AnyPgColumn, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { identityId, localizedNameColumns } from './columns';

/** Kinds of lawyer's request, a tree (parentId null at the top). */
export const requestTypes = pgTable(
  'request_types',
  {
    id: identityId(),
    code: varchar({ length: 60 }).unique(),
    parentId: integer().references((): AnyPgColumn => requestTypes.id),
    ...localizedNameColumns(),
  },
  (t) => [index().on(t.parentId)],
);
