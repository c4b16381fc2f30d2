/**
 * Spec section 6's sidebar table as the spec writes it: each item with the roles that see it. It is the
 * expectation, written once, that the sidebar derived from the sections (packages/contracts sections.test.ts) and the
 * cabinet's sidebar in the browser (e2e identity-sign-in, identity-admin, e-signature-sign-in) are checked against.
 */
export const SPEC_SIDEBAR_ROLES = ['USER', 'LAWYER', 'NEW_DIRECTOR', 'DIRECTOR', 'ADMIN'] as const;
export type SpecSidebarRole = (typeof SPEC_SIDEBAR_ROLES)[number];

const STAFF: readonly SpecSidebarRole[] = ['LAWYER', 'DIRECTOR', 'ADMIN'];
const DIRECTORS: readonly SpecSidebarRole[] = ['NEW_DIRECTOR', 'DIRECTOR', 'ADMIN'];
const ORDER_ROLES: readonly SpecSidebarRole[] = ['LAWYER', 'NEW_DIRECTOR', 'DIRECTOR', 'ADMIN'];

const SIDEBAR_TABLE: readonly (readonly [item: string, roles: readonly SpecSidebarRole[]])[] = [
  ['user-info', ['USER', 'NEW_DIRECTOR', 'ADMIN']],
  ['applicant', ['USER', 'LAWYER', 'NEW_DIRECTOR', 'DIRECTOR', 'ADMIN']],
  ['my-appeals', ['USER', 'DIRECTOR', 'NEW_DIRECTOR', 'ADMIN']],
  ['appeals-list', STAFF],
  ['my-applications', ['USER', 'ADMIN']],
  ['announcement', ['DIRECTOR']],
  // One row of the spec for eight items.
  ...[
    'control-panel',
    'contracts',
    'letters',
    'query-log',
    'training-certificate',
    'user-guide',
    'chamber-documents',
    'legal-tech',
  ].map((item) => [item, STAFF] as const),
  ['control', DIRECTORS],
  ['requests', ORDER_ROLES],
  ['doc-template', ORDER_ROLES],
  ['orders', ORDER_ROLES],
  ['contragent-orders', DIRECTORS],
  ['lawyer-application', ['USER', 'NEW_DIRECTOR', 'DIRECTOR', 'ADMIN']],
  ['application-form', ['USER', 'ADMIN']],
  ['intern', DIRECTORS],
  ['reports-half-yearly', DIRECTORS],
];

/** The sidebar items each role sees by spec section 6 (in the table's order; the tests compare sets). */
export const SPEC_SIDEBAR = Object.fromEntries(
  SPEC_SIDEBAR_ROLES.map((role) => [
    role,
    SIDEBAR_TABLE.filter(([, roles]) => roles.includes(role)).map(([item]) => item),
  ]),
) as Record<SpecSidebarRole, string[]>;
