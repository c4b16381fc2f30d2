/**
 * The one policy module of the portal (decisions.md "Roles", ARCHITECTURE.md convention 3): every
 * permission as one enum and the role -> permission table. The API checks a route's permission against the
 * table (as the ADMIN edited it in the database, seeded from ROLE_PERMISSIONS); the SPA shows the sidebar
 * items (declared with their cabinet pages in packages/contracts/src/sections) whose permission the user has.
 *
 * Adding a permission: append it to PERMISSIONS (with its description), grant it in ROLE_PERMISSIONS,
 * declare it on the call (`permission: 'order.create'`) and on the section's page, and write docs/permissions.md again
 * (`npm run permissions:snapshot`). The API seeds the new permission's default grants into the database
 * at the next start without touching the ADMIN's edits.
 */
import { ROLES, type Role } from './roles';

/** Every permission, `<area>.<action>`. The description says what it lets a user do. */
export const PERMISSION_DESCRIPTIONS = {
  // Own cabinet
  'userInfo.view': 'See own personal data from the single sign-on and the person registry (user-info)',
  'applicant.view': 'See own standing toward the bar: lawyer, candidate or neither (applicant)',
  'notification.view': 'Read own notifications',
  'queryLog.viewOwn': 'See own sign-ins and own reads of personal data in the query log',
  // Appeals (pro bono and state-funded legal aid)
  'appeal.createOwn': 'Create and follow own appeals (my-appeals)',
  'appeal.respond': 'See appeals sent to lawyers of the region and take one on (appeals list)',
  'appeal.viewAll': 'See every appeal with its content and files, whoever took it',
  // Candidates, interns, vacancies
  'application.own': 'Create and follow own applications (my-applications)',
  'application.lawyer': 'Apply to vacancy announcements and follow the applications (lawyer application)',
  'application.form': 'Fill the candidate form and see the list of candidate applications',
  'intern.manage': 'Manage the interns of own structure and their restrictions',
  'intern.view':
    'See the registry of interns and of restrictions on taking interns (own structure; chamber: its region)',
  'internRestriction.manage':
    'Restrict a structure of the region from taking interns, and lift it (chambers)',
  'internship.own': 'See own internship (my-intern)',
  'vacancy.manageOwn': 'Publish and close vacancy announcements of own structure',
  'candidate.review': 'Review candidates to the bar and run interviews',
  // Own structure and work
  'structure.manage': 'Manage the advocacy structure: information, employees (control)',
  'structure.confirm': 'Confirm or reject the registration of advocacy structures of own region',
  'controlPanel.view': 'Open the control panel',
  'contract.view': 'See and answer contracts between structures and lawyers',
  'letter.view': 'See incoming and outgoing letters and correspondence',
  'docTemplate.view': 'Use document templates',
  'trainingCertificate.view': 'See training certificates',
  'userGuide.view': 'Read the user guide',
  'chamberDocument.view': 'Read documents of the chamber of advocates',
  'chamberDocument.manage':
    'Publish, correct and withdraw the chamber’s documents (chambers: own region; republic: all)',
  'note.manage': 'Publish notes lawyers must read and confirm, and see who confirmed them (chambers)',
  'legalService.view': 'See legal service information',
  // Requests of lawyers
  'request.own': 'Create and follow own requests (legal aid, certificate, license, status)',
  'request.review': 'Review lawyers’ requests of the region',
  'request.reviewAll': 'Review lawyers’ requests of every region (republic chamber)',
  // Orders
  'order.view': 'See own orders',
  'order.create': 'Create orders (still needs the per-user order permission and no structure restriction)',
  'order.viewStructure': 'See the orders of own structure (contragent orders)',
  'order.viewAll': 'See every order',
  'orderPermission.manage': 'Allow or cancel the order permission of lawyers (own structure; ADMIN: all)',
  'orderRestriction.manage': 'Restrict or free a structure from creating orders',
  // State-funded legal aid for investigators and courts
  'investigatorRequest.create': 'Ask for a state-funded lawyer and follow the requests',
  'investigatorRequest.respond': 'Receive, accept and close requests for a state-funded lawyer',
  'checklist.fill': 'Fill and sign the checklist of completed work',
  'checklist.agree': 'Agree or return checklists of completed work',
  'legalAid.viewRegion':
    'See the investigator requests (with their draws), orders and checklists of own region (regional chamber)',
  'legalAid.viewAll': 'See every investigator request (with its draws) and checklist of completed work',
  'criminalCase.read': 'Read criminal cases from the interior-ministry registry (orders and requests)',
  // Half-year reports
  'report.fill': 'Fill and sign the half-year reports of own structure',
  'report.review': 'Accept or return half-year reports',
  // Lawyers' forum
  'forum.read': 'Read the lawyers’ forum and search it',
  'forum.post': 'Open topics, reply and report a post in the lawyers’ forum (lawyers)',
  'forum.moderate':
    'Hide a forum post with a reason, and see the reports (chambers: posts of own region’s lawyers)',
  // Reception booking
  'reception.book': 'Book a reception slot of a chamber or the ministry, and cancel it',
  'reception.manage':
    'Publish the reception hours of own office, see the day’s visitors and mark who came (chambers, ministry)',
  // Expertise
  'expertise.request':
    'Ask the expertise body for an expertise on an own order, answer its petitions and pay its invoice',
  'expertise.process': 'Process expertise requests',
  // Reference data and public content
  'referenceData.manage': 'Edit reference data (regions, types, rates, site information)',
  'news.manage': 'Publish news and legislation',
  'post.write':
    'Write announcements and see who has read them (the ministry to everyone or every lawyer, a regional chamber to its region’s lawyers)',
  'license.manage': 'Issue, suspend and revoke licenses and certificates',
  'dutySchedule.manage': 'Keep the duty schedule of the region',
  'statistics.view': 'See statistics: of the country, or a regional chamber of its region',
  // Administration
  'user.manage': 'Search users, change their role, block and unblock them',
  'permission.manage': 'See and edit the role -> permission table',
  'queryLog.viewAll': 'Search the whole query log',
} as const satisfies Record<string, string>;

export type Permission = keyof typeof PERMISSION_DESCRIPTIONS;
export const PERMISSIONS = Object.keys(PERMISSION_DESCRIPTIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSION_DESCRIPTIONS, value);
}

/**
 * Permissions that only ADMIN holds and that the role -> permission screen cannot grant to another role:
 * whoever holds them controls every account, so they stay with the administrators.
 */
export const ADMIN_ONLY_PERMISSIONS: readonly Permission[] = [
  'user.manage',
  'permission.manage',
  'queryLog.viewAll',
];

/** Roles whose permissions the ADMIN may edit: all but ADMIN, whose row is fixed so nobody locks administration out. */
export const EDITABLE_ROLES: readonly Role[] = ROLES.filter((r) => r !== 'ADMIN');

/** Whether the role -> permission screen may change this cell. */
export function isEditableGrant(role: Role, permission: Permission): boolean {
  return role !== 'ADMIN' && !ADMIN_ONLY_PERMISSIONS.includes(permission);
}

const CABINET_BASICS: Permission[] = ['notification.view'];
/** What every staff role (chambers, ministry, investigators, experts) holds besides its work. */
const STAFF_BASICS: Permission[] = [...CABINET_BASICS, 'userInfo.view', 'queryLog.viewOwn', 'userGuide.view'];
/** The work of both chambers of advocates: the region's (REGION_CHAMBER) or every region's (REPUBLIC_CHAMBER). */
const CHAMBER_WORK: Permission[] = [
  'request.review',
  'report.review',
  'candidate.review',
  'intern.view',
  'internRestriction.manage',
  'letter.view',
  'docTemplate.view',
  'chamberDocument.view',
  'chamberDocument.manage',
  'note.manage',
  'forum.read',
  'forum.moderate',
  'reception.manage',
];
const LAWYER_WORK: Permission[] = [
  'controlPanel.view',
  'contract.view',
  'letter.view',
  'queryLog.viewOwn',
  'trainingCertificate.view',
  'userGuide.view',
  'chamberDocument.view',
  'legalService.view',
  'forum.read',
  'forum.post',
];

/**
 * The role -> permission table as shipped (the database starts from it). The five roles of spec section 6
 * get exactly the sidebar of its table (SIDEBAR_ITEMS, packages/contracts); the other six what their work in
 * decisions.md needs.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  USER: [
    ...CABINET_BASICS,
    'userInfo.view',
    'applicant.view',
    'appeal.createOwn',
    'application.own',
    'application.lawyer',
    'application.form',
    'reception.book',
  ],
  LAWYER: [
    ...CABINET_BASICS,
    ...LAWYER_WORK,
    'applicant.view',
    'appeal.respond',
    'request.own',
    'docTemplate.view',
    'order.view',
    'order.create',
    'expertise.request',
    'investigatorRequest.respond',
    'checklist.fill',
    'criminalCase.read',
    'reception.book',
  ],
  NEW_DIRECTOR: [
    ...CABINET_BASICS,
    'userInfo.view',
    'applicant.view',
    'appeal.createOwn',
    'structure.manage',
    'request.own',
    'docTemplate.view',
    'order.view',
    'order.viewStructure',
    'application.lawyer',
    'intern.manage',
    'intern.view',
    'report.fill',
    'reception.book',
  ],
  DIRECTOR: [
    ...CABINET_BASICS,
    ...LAWYER_WORK,
    'applicant.view',
    'appeal.createOwn',
    'appeal.respond',
    'vacancy.manageOwn',
    'structure.manage',
    'request.own',
    'docTemplate.view',
    'order.view',
    'order.create',
    'expertise.request',
    'order.viewStructure',
    'orderPermission.manage',
    'application.lawyer',
    'intern.manage',
    'intern.view',
    'report.fill',
    'investigatorRequest.respond',
    'checklist.fill',
    'criminalCase.read',
    'reception.book',
  ],
  // ADMIN sees everything (decisions.md) but does not act as a lawyer or as a structure's director.
  ADMIN: (Object.keys(PERMISSION_DESCRIPTIONS) as Permission[]).filter(
    (p) =>
      ![
        'vacancy.manageOwn',
        'order.create',
        'expertise.request',
        'investigatorRequest.create',
        'investigatorRequest.respond',
        'checklist.fill',
        'checklist.agree',
        'legalAid.viewRegion',
        'criminalCase.read',
        'forum.post',
        'reception.book',
        'reception.manage',
      ].includes(p),
  ),
  REGION_CHAMBER: [
    ...STAFF_BASICS,
    ...CHAMBER_WORK,
    'structure.confirm',
    'dutySchedule.manage',
    'legalAid.viewRegion',
    'statistics.view',
    'post.write',
  ],
  REPUBLIC_CHAMBER: [
    ...STAFF_BASICS,
    ...CHAMBER_WORK,
    'request.reviewAll',
    'orderRestriction.manage',
    'order.viewAll',
    'legalAid.viewAll',
    'statistics.view',
  ],
  MINISTRY: [
    ...STAFF_BASICS,
    'report.review',
    'referenceData.manage',
    'news.manage',
    'post.write',
    'license.manage',
    'letter.view',
    'chamberDocument.view',
    'statistics.view',
    'reception.manage',
  ],
  INVESTIGATOR: [...STAFF_BASICS, 'investigatorRequest.create', 'checklist.agree', 'criminalCase.read'],
  INTERN: [
    ...CABINET_BASICS,
    'userInfo.view',
    'applicant.view',
    'application.own',
    'application.lawyer',
    'internship.own',
    'docTemplate.view',
    'trainingCertificate.view',
    'userGuide.view',
  ],
  EXPERT: [...STAFF_BASICS, 'expertise.process'],
};

/** Whether the shipped table grants `permission` to `role`. */
export function roleHasByDefault(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
