import { index } from 'drizzle-orm/pg-core';
import { regionRef } from './regions';
import { referenceListTable } from './columns';

/** Courts; regionId null for republic-level courts. */
export const courts = referenceListTable('courts', { regionId: regionRef() }, (t) => [
  index().on(t.regionId),
]);
