import { boolean, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { persons } from './persons';
import { trigramOf } from './search-text';
import { regionRef } from './regions';
import { moment, createdAt, refTo, entityTable } from './columns';

/**
 * A person who signed in (data model "user account"). The cabinet role follows from the registries at
 * each sign-in (lawyer, director, neither) unless an ADMIN assigned one (`assignedRole`: staff roles).
 */
export const userAccounts = entityTable(
  'user_accounts',
  {
    personId: refTo(() => persons.id)
      .notNull()
      .unique(),
    /** One of ASSIGNED_ROLES (packages/domain/src/roles.ts), or null. */
    assignedRole: varchar({ length: 32 }),
    /** The region a REGION_CHAMBER officer or an INVESTIGATOR works in (their record rules use it). */
    regionId: regionRef(),
    blocked: boolean().notNull().default(false),
    blockedReason: text(),
    /**
     * The per-user permission to create orders: held by default (a practising lawyer may issue orders),
     * cancelled and granted again by their director or the ADMIN. Meaningful for lawyers only.
     */
    orderPermission: boolean().notNull().default(true),
    createdAt: createdAt(),
    lastSignInAt: moment(),
    /**
     * The person's searchable name (`persons.search_text`), copied by PostgreSQL (triggers
     * `user_accounts_fill_search` and `persons_sync_accounts`, migration 0032) when the account is made
     * and whenever the person's names change, so the ADMIN's user search reads the accounts alone. Never
     * written by code.
     */
    searchText: text(),
  },
  (t) => [
    /** The ADMIN's user list: the last signed in first, then those who never did. */
    index('user_accounts_last_sign_in_idx').on(t.lastSignInAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    /** The ADMIN's user search by name. */
    index('user_accounts_search_idx').using('gin', trigramOf(t.searchText)),
  ],
);

/**
 * A signed-in session. The bearer token is never stored, only its SHA-256; a session ends when it
 * expires or is revoked (sign-out, block), after which the token answers 401.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userAccountId: refTo(() => userAccounts.id).notNull(),
    /** SSO, MOBILE_ID or E_SIGNATURE. */
    method: varchar({ length: 16 }).notNull(),
    /** The cabinet role decided at sign-in (spec section 4); a role change revokes the sessions. */
    role: varchar({ length: 32 }).notNull(),
    /** The structure the user acts for (director's structure, or a lawyer's employer), if any. */
    contragentId: integer(),
    ip: varchar({ length: 64 }),
    userAgent: text(),
    /** The single sign-on's access token of a session opened by SSO, for its logout at sign-out. */
    ssoAccessToken: text(),
    createdAt: createdAt(),
    expiresAt: moment().notNull(),
    revokedAt: moment(),
  },
  (t) => [index('sessions_user_idx').on(t.userAccountId)],
);
