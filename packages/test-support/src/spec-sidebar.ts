/**
 * Spec section 6's sidebar table: each item with the roles that see it. It is the expectation, written
 * once, that the sidebar derived from the sections (packages/contracts sections.test.ts) and the cabinet's
 * sidebar in the browser (e2e identity-sign-in, identity-admin, e-signature-sign-in) are checked against.
 * The portal departs from the spec's table where an item had no use (docs/domain.md "Cabinet navigation"):
 * the candidate's page is offered to nobody in it (those in the register need not apply; a citizen has the
 * application itself), a citizen's state-funded applications are among their appeals, a lawyer has their
 * expertise requests beside the orders they are asked from, and ADMIN's sidebar is the administration and help (the other roles' screens are on its control panel).
 */
export const SPEC_SIDEBAR_ROLES = ['USER', 'LAWYER', 'NEW_DIRECTOR', 'DIRECTOR', 'ADMIN'] as const;
export type SpecSidebarRole = (typeof SPEC_SIDEBAR_ROLES)[number];

const STAFF: readonly SpecSidebarRole[] = ['LAWYER', 'DIRECTOR', 'ADMIN'];
const LAWYERS: readonly SpecSidebarRole[] = ['LAWYER', 'DIRECTOR'];
const DIRECTORS: readonly SpecSidebarRole[] = ['NEW_DIRECTOR', 'DIRECTOR'];
const IN_REGISTER: readonly SpecSidebarRole[] = ['LAWYER', 'NEW_DIRECTOR', 'DIRECTOR'];

const SIDEBAR_TABLE: readonly (readonly [item: string, roles: readonly SpecSidebarRole[]])[] = [
  ['user-info', ['USER', 'NEW_DIRECTOR']],
  ['applicant', []],
  ['my-appeals', ['USER', 'DIRECTOR', 'NEW_DIRECTOR']],
  ['appeals-list', ['LAWYER', 'DIRECTOR']],
  ['my-applications', []],
  ['announcement', ['DIRECTOR']],
  // One row of the spec for eight items.
  ...['control-panel', 'query-log', 'user-guide'].map((item) => [item, STAFF] as const),
  ...['contracts', 'letters', 'training-certificate', 'chamber-documents', 'legal-tech'].map(
    (item) => [item, LAWYERS] as const,
  ),
  ['control', DIRECTORS],
  ['requests', IN_REGISTER],
  ['doc-template', IN_REGISTER],
  ['orders', IN_REGISTER],
  // Beyond the spec's table: the lawyer's expertise requests, each asked from one of their orders.
  ['expertise-own', LAWYERS],
  ['contragent-orders', DIRECTORS],
  ['lawyer-application', ['USER', 'NEW_DIRECTOR', 'DIRECTOR']],
  ['application-form', ['USER']],
  ['intern', DIRECTORS],
  ['reports-half-yearly', DIRECTORS],
  // Beyond the spec's table: booking a reception of a chamber or the ministry (citizens and advocates).
  ['reception', ['USER', 'LAWYER', 'NEW_DIRECTOR', 'DIRECTOR']],
  // Beyond the spec's table: the person's calendar of dated items (every role but ADMIN).
  ['calendar', ['USER', 'LAWYER', 'NEW_DIRECTOR', 'DIRECTOR']],
  // Beyond the spec's table: a lawyer's record of legal aid given, and a person's drafts of every section.
  ['my-works', LAWYERS],
  ['drafts', IN_REGISTER],
  // ADMIN's administration screens (on its control panel too), beyond the spec's table.
  ...[
    'users',
    'roles',
    'order-permissions',
    'order-restrictions',
    'duty-schedule',
    'reference-data',
    'statistics',
    'site-content-news',
    'site-content-legislation',
    'site-content-posts',
  ].map((item) => [item, ['ADMIN']] as const),
];

/** The sidebar items each role sees by spec section 6 (in the table's order; the tests compare sets). */
export const SPEC_SIDEBAR = Object.fromEntries(
  SPEC_SIDEBAR_ROLES.map((role) => [
    role,
    SIDEBAR_TABLE.filter(([, roles]) => roles.includes(role)).map(([item]) => item),
  ]),
) as Record<SpecSidebarRole, string[]>;
