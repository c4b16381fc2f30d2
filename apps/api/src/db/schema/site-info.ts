import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { localizedNameColumns } from './columns';

/** Site announcements shown in the marquee of the shell. */
export const siteInfo = pgTable(
  'site_info',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ...localizedNameColumns(),
    link: text(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.active, t.createdAt)],
);
