import { type AnyPgColumn, index, varchar } from 'drizzle-orm/pg-core';
import { activeFlag, localizedNameColumns, refTo, entityTable } from './columns';

/** Kinds of lawyer's request, a tree (parentId null at the top). */
export const requestTypes = entityTable(
  'request_types',
  {
    code: varchar({ length: 60 }).unique(),
    parentId: refTo((): AnyPgColumn => requestTypes.id),
    ...localizedNameColumns(),
    ...activeFlag(),
  },
  (t) => [index().on(t.parentId)],
);
