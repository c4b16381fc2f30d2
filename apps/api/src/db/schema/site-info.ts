import { index, text } from 'drizzle-orm/pg-core';
import { activeFlag, createdAt, localizedNameColumns, entityTable } from './columns';

/** Site announcements shown in the marquee of the shell. */
export const siteInfo = entityTable(
  'site_info',
  {
    ...localizedNameColumns(),
    link: text(),
    ...activeFlag(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.active, t.createdAt)],
);
