import { boolean, index, text } from 'drizzle-orm/pg-core';
import { createdAt, localizedNameColumns, entityTable } from './columns';

/** Site announcements shown in the marquee of the shell. */
export const siteInfo = entityTable(
  'site_info',
  {
    ...localizedNameColumns(),
    link: text(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.active, t.createdAt)],
);
