import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, createdAt, localizedNameColumns } from './columns';

/** Site announcements shown in the marquee of the shell. */
export const siteInfo = pgTable(
  'site_info',
  {
    id: identityId(),
    ...localizedNameColumns(),
    link: text(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.active, t.createdAt)],
);
