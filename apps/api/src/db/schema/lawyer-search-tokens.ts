import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { genderEnum, lawyerStatusEnum } from './enums';
import { lawyerRef } from './lawyers';

/**
 * The directory's word index: one row per word of a lawyer's name and certificate number (normalised
 * by `portal_search_text`), with the filter columns and the sort key beside it. Written only by the
 * trigger `lawyers_index_words` (custom migration public_portal_custom). A search word is a prefix range
 * on a btree (`token LIKE 'karim%'`), so a search with region and status reads only the matching entries.
 */
export const lawyerSearchTokens = pgTable(
  'lawyer_search_tokens',
  {
    token: text().notNull(),
    lawyerId: lawyerRef({ onDelete: 'cascade' }).notNull(),
    regionId: integer().notNull(),
    status: lawyerStatusEnum().notNull(),
    gender: genderEnum(),
    fullName: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lawyerId, t.token] }),
    // Covering: a filtered search is an index-only range scan (then sorted by name).
    index('lawyer_search_tokens_filter_idx').on(
      t.regionId,
      t.status,
      sql`${t.token} text_pattern_ops`,
      t.lawyerId,
      t.gender,
      t.fullName,
    ),
    index('lawyer_search_tokens_token_idx').on(
      sql`${t.token} text_pattern_ops`,
      t.lawyerId,
      t.regionId,
      t.status,
      t.gender,
      t.fullName,
    ),
  ],
);
