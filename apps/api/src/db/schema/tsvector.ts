import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text `tsvector`, written by triggers and read only through `@@` in SQL. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
