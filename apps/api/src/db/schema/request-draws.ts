import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { WeightedCandidate } from '@portal/domain';
import { investigatorRequests } from './investigator-requests';
import { lawyers } from './lawyers';
import { drawOutcomeEnum } from './legal-aid-enums';
import { regions } from './regions';
import { workLanguages } from './work-languages';

/**
 * One draw of a lawyer for an investigator request (round 1, then one more each time the picked lawyer
 * lets the time run out or a waiting request finds a duty lawyer): everything a chamber needs to re-check
 * it with `recheckDraw` of packages/domain (candidates with their counts and weights, seed, point, pick).
 */
export const requestDraws = pgTable(
  'request_draws',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer()
      .notNull()
      .references((): AnyPgColumn => investigatorRequests.id),
    round: integer().notNull(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    dutyDate: date().notNull(),
    languageId: integer()
      .notNull()
      .references(() => workLanguages.id),
    algorithm: text().notNull(),
    /** 128 random bits as hex, from the operating system's generator. */
    seed: text().notNull(),
    candidates: jsonb().$type<WeightedCandidate[]>().notNull(),
    /** Duty lawyers left out because they let this request time out before. */
    excludedLawyerIds: integer().array().notNull().default([]),
    totalWeight: bigint({ mode: 'number' }).notNull(),
    point: bigint({ mode: 'number' }).notNull(),
    pickedLawyerId: integer().references(() => lawyers.id),
    outcome: drawOutcomeEnum().notNull(),
    acceptDeadlineAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('request_draws_request_round_uq').on(t.requestId, t.round),
    index('request_draws_picked_idx').on(t.pickedLawyerId),
  ],
);
