/**
 * The user guide's articles: one entry per task a role does in the portal, in the order the
 * list shows them. The texts are in texts/<language>.ts (lt complete, the others may lag: a missing
 * article falls back to lt, marked on the screen, and guide.test.ts lists what is missing). The
 * screenshots are PNG files in apps/web/public/guide/<shot>.png, rewritten by `npm run guide:shots`
 * (e2e/guide-shots/guide-shots.spec.ts) from the screens named in GUIDE_SHOTS below (docs/domain.md
 * "User guide").
 *
 * A new article: add its entry here, its lt text (and ru, eng) in texts/, and if it shows a screen not
 * shot yet, a line in GUIDE_SHOTS; run `npm run guide:shots` to write the picture and commit it.
 */
import { ROLES, type Role } from '@portal/domain';

/** The demo persona (e2e/support/identity.ts PERSONA_INDEX) whose screen a shot shows. */
export type ShotPersona =
  | 'lawyer'
  | 'director'
  | 'new-director'
  | 'region-chamber'
  | 'republic-chamber'
  | 'ministry'
  | 'investigator'
  | 'intern'
  | 'expert'
  | 'admin'
  | 'user';

export interface GuideShot {
  persona: ShotPersona;
  /** The cabinet page shot (its #main-content, cropped). */
  path: string;
  /** The window it is shot in: the guide's usual one unless a computer's or a phone's is shown. */
  viewport?: ShotViewport;
}

/** The windows a shot may be taken in (e2e/guide-shots: `guide` is 1100×720). */
export const SHOT_VIEWPORTS = {
  guide: { width: 1100, height: 720 },
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ShotViewport = keyof typeof SHOT_VIEWPORTS;

/** The persona of each role whose home page the guide shows. */
const HOME_PERSONAS = {
  USER: 'user',
  LAWYER: 'lawyer',
  NEW_DIRECTOR: 'new-director',
  DIRECTOR: 'director',
  ADMIN: 'admin',
  REGION_CHAMBER: 'region-chamber',
  REPUBLIC_CHAMBER: 'republic-chamber',
  MINISTRY: 'ministry',
  INVESTIGATOR: 'investigator',
  INTERN: 'intern',
  EXPERT: 'expert',
} as const satisfies Record<Role, ShotPersona>;
type HomePersona = (typeof HOME_PERSONAS)[Role];

/** Each role's home page on a computer (1280×800) and on a phone (390×844). */
const HOME_SHOTS = Object.fromEntries(
  Object.values(HOME_PERSONAS).flatMap((persona) => [
    [`home/${persona}`, { persona, path: '/lawyer-profile', viewport: 'desktop' }],
    [`home/${persona}-phone`, { persona, path: '/lawyer-profile', viewport: 'phone' }],
  ]),
) as Record<`home/${HomePersona}` | `home/${HomePersona}-phone`, GuideShot>;

/** Every screenshot the guide shows: name (file apps/web/public/guide/<name>.png) -> the screen shot. */
export const GUIDE_SHOTS = {
  'common/profile': { persona: 'lawyer', path: '/lawyer-profile/profile-info' },
  'common/query-log': { persona: 'expert', path: '/lawyer-profile/query-log' },
  'common/calendar': { persona: 'lawyer', path: '/lawyer-profile/calendar' },
  'citizen/reception': { persona: 'user', path: '/lawyer-profile/reception' },
  'chamber/reception-desk': { persona: 'region-chamber', path: '/lawyer-profile/reception/desk' },
  'lawyer/notifications': { persona: 'lawyer', path: '/lawyer-profile/notifications' },
  'lawyer/legal-aid-requests': { persona: 'lawyer', path: '/lawyer-profile/notifications?tab=requests' },
  'lawyer/orders': { persona: 'lawyer', path: '/lawyer-profile/orders/list' },
  'lawyer/expertise': { persona: 'lawyer', path: '/lawyer-profile/orders/expertise' },
  'expert/expertise-queue': { persona: 'expert', path: '/lawyer-profile/expertise' },
  'lawyer/requests': { persona: 'lawyer', path: '/lawyer-profile/requests' },
  'lawyer/appeals': { persona: 'lawyer', path: '/lawyer-profile/my-appeals/appeals' },
  'lawyer/training': { persona: 'lawyer', path: '/lawyer-profile/yumom-certificate' },
  'lawyer/letters': { persona: 'lawyer', path: '/lawyer-profile/letters' },
  'director/reports': { persona: 'director', path: '/lawyer-profile/reports/half-yearly' },
  'director/control': { persona: 'director', path: '/lawyer-profile/control' },
  'director/vacancies': { persona: 'director', path: '/lawyer-profile/announcement' },
  'director/interns': { persona: 'director', path: '/lawyer-profile/application/intern' },
  'director/structure-orders': { persona: 'director', path: '/lawyer-profile/orders/contragents' },
  'director/contracts': { persona: 'director', path: '/lawyer-profile/contracts' },
  'chamber/lawyer-requests': { persona: 'region-chamber', path: '/lawyer-profile/lawyer-requests' },
  'chamber/reports-review': { persona: 'region-chamber', path: '/lawyer-profile/reports/review' },
  'chamber/candidates': { persona: 'region-chamber', path: '/lawyer-profile/candidates' },
  'chamber/registrations': { persona: 'region-chamber', path: '/lawyer-profile/structure-registrations' },
  'chamber/duty-schedule': { persona: 'region-chamber', path: '/lawyer-profile/duty-schedule' },
  'republic/order-restrictions': { persona: 'republic-chamber', path: '/lawyer-profile/order-restrictions' },
  'ministry/statistics': { persona: 'ministry', path: '/lawyer-profile/statistics' },
  'ministry/reports-review': { persona: 'ministry', path: '/lawyer-profile/reports/review' },
  'ministry/reference-data': { persona: 'ministry', path: '/lawyer-profile/reference-data/work-languages' },
  'ministry/news': { persona: 'ministry', path: '/lawyer-profile/site-content/news' },
  'ministry/legislation': { persona: 'ministry', path: '/lawyer-profile/site-content/legislation' },
  'ministry/posts': { persona: 'ministry', path: '/lawyer-profile/site-content/posts' },
  'investigator/requests': { persona: 'investigator', path: '/lawyer-profile/investigator-requests' },
  'investigator/checklists': { persona: 'investigator', path: '/lawyer-profile/checklists' },
  'intern/internship': { persona: 'intern', path: '/lawyer-profile/application/my-intern' },
  'admin/users': { persona: 'admin', path: '/lawyer-profile/control-panel/users' },
  'admin/roles': { persona: 'admin', path: '/lawyer-profile/control-panel/roles' },
  'citizen/appeals': { persona: 'user', path: '/lawyer-profile/my-appeals' },
  'citizen/bar-form': { persona: 'user', path: '/lawyer-profile/application/form' },
  ...HOME_SHOTS,
} as const satisfies Record<string, GuideShot>;

export type ShotName = keyof typeof GUIDE_SHOTS;

export interface GuideArticle {
  /** Stable id: the article's address /lawyer-profile/user-guide/<id>. */
  id: string;
  /** The roles whose guide lists it (ADMIN reads every article). */
  roles: readonly Role[];
  /** The cabinet page the task starts on ("Open this screen"). */
  screen: string;
  /** Its screenshots, in order; each language's text gives one alt text per shot. */
  shots: readonly ShotName[];
  /**
   * A screen each role sees differently: the reader's role's shots instead of `shots` (as many, in the
   * same order, so the alt texts fit every role).
   */
  roleShots?: Readonly<Partial<Record<Role, readonly ShotName[]>>>;
}

/** The shots a reader of `role` sees in the article. */
export function shotsOf(article: GuideArticle, role: Role | undefined): readonly ShotName[] {
  return (role && article.roleShots?.[role]) || article.shots;
}

/** Every shot the article may show, whoever reads it. */
export function allShotsOf(article: GuideArticle): ShotName[] {
  return [...article.shots, ...Object.values(article.roleShots ?? {}).flat()];
}

const LAWYERS: Role[] = ['LAWYER', 'DIRECTOR'];
const DIRECTORS: Role[] = ['DIRECTOR', 'NEW_DIRECTOR'];
const CHAMBERS: Role[] = ['REGION_CHAMBER', 'REPUBLIC_CHAMBER'];
const EVERYONE: Role[] = [...ROLES];

export const GUIDE_ARTICLES = [
  {
    id: 'expertise-request',
    roles: LAWYERS,
    screen: '/lawyer-profile/orders/expertise',
    shots: ['lawyer/expertise'],
  },
  {
    id: 'expertise-work',
    roles: ['EXPERT'],
    screen: '/lawyer-profile/expertise',
    shots: ['expert/expertise-queue'],
  },
  {
    id: 'home',
    roles: EVERYONE,
    screen: '/lawyer-profile',
    shots: ['home/user', 'home/user-phone'],
    roleShots: Object.fromEntries(
      Object.entries(HOME_PERSONAS).map(([role, persona]) => [
        role,
        [`home/${persona}`, `home/${persona}-phone`] as const,
      ]),
    ) as Partial<Record<Role, readonly ShotName[]>>,
  },
  { id: 'profile', roles: EVERYONE, screen: '/lawyer-profile/profile-info', shots: ['common/profile'] },
  {
    id: 'notifications',
    roles: EVERYONE,
    screen: '/lawyer-profile/notifications',
    shots: ['lawyer/notifications'],
  },
  {
    id: 'calendar',
    roles: EVERYONE,
    screen: '/lawyer-profile/calendar',
    shots: ['common/calendar'],
  },
  {
    id: 'reception',
    roles: ['USER', ...LAWYERS, 'NEW_DIRECTOR'],
    screen: '/lawyer-profile/reception',
    shots: ['citizen/reception'],
  },
  {
    id: 'reception-desk',
    roles: [...CHAMBERS, 'MINISTRY'],
    screen: '/lawyer-profile/reception/desk',
    shots: ['chamber/reception-desk'],
  },
  {
    id: 'query-log',
    roles: [...LAWYERS, ...CHAMBERS, 'MINISTRY', 'INVESTIGATOR', 'EXPERT'],
    screen: '/lawyer-profile/query-log',
    shots: ['common/query-log'],
  },
  {
    id: 'accept-request',
    roles: LAWYERS,
    screen: '/lawyer-profile/notifications',
    shots: ['lawyer/legal-aid-requests'],
  },
  { id: 'create-order', roles: LAWYERS, screen: '/lawyer-profile/orders/list', shots: ['lawyer/orders'] },
  {
    id: 'fill-checklist',
    roles: LAWYERS,
    screen: '/lawyer-profile/notifications',
    shots: ['lawyer/legal-aid-requests'],
  },
  {
    id: 'certificate-replacement',
    roles: [...LAWYERS, 'NEW_DIRECTOR'],
    screen: '/lawyer-profile/requests',
    shots: ['lawyer/requests'],
  },
  {
    id: 'pay-fee',
    roles: [...LAWYERS, 'NEW_DIRECTOR'],
    screen: '/lawyer-profile/requests',
    shots: ['lawyer/requests'],
  },
  {
    id: 'answer-appeal',
    roles: LAWYERS,
    screen: '/lawyer-profile/my-appeals/appeals',
    shots: ['lawyer/appeals'],
  },
  {
    id: 'training-certificate',
    roles: [...LAWYERS, 'INTERN'],
    screen: '/lawyer-profile/yumom-certificate',
    shots: ['lawyer/training'],
  },
  {
    id: 'letters',
    roles: [...LAWYERS, ...CHAMBERS, 'MINISTRY', 'ADMIN'],
    screen: '/lawyer-profile/letters',
    shots: ['lawyer/letters'],
  },
  {
    id: 'half-year-report',
    roles: DIRECTORS,
    screen: '/lawyer-profile/reports/half-yearly',
    shots: ['director/reports'],
  },
  {
    id: 'structure',
    roles: DIRECTORS,
    screen: '/lawyer-profile/control',
    shots: ['director/control'],
  },
  { id: 'contracts', roles: LAWYERS, screen: '/lawyer-profile/contracts', shots: ['director/contracts'] },
  {
    id: 'vacancies',
    roles: ['DIRECTOR'],
    screen: '/lawyer-profile/announcement',
    shots: ['director/vacancies'],
  },
  {
    id: 'structure-orders',
    roles: DIRECTORS,
    screen: '/lawyer-profile/orders/contragents',
    shots: ['director/structure-orders'],
  },
  {
    id: 'interns',
    roles: [...DIRECTORS, ...CHAMBERS],
    screen: '/lawyer-profile/application/intern',
    shots: ['director/interns'],
  },
  {
    id: 'review-lawyer-requests',
    roles: CHAMBERS,
    screen: '/lawyer-profile/lawyer-requests',
    shots: ['chamber/lawyer-requests'],
  },
  {
    id: 'review-reports',
    roles: [...CHAMBERS, 'MINISTRY'],
    screen: '/lawyer-profile/reports/review',
    shots: ['chamber/reports-review', 'ministry/reports-review'],
  },
  {
    id: 'candidates',
    roles: CHAMBERS,
    screen: '/lawyer-profile/candidates',
    shots: ['chamber/candidates'],
  },
  {
    id: 'structure-registrations',
    roles: ['REGION_CHAMBER'],
    screen: '/lawyer-profile/structure-registrations',
    shots: ['chamber/registrations'],
  },
  {
    id: 'duty-schedule',
    roles: ['REGION_CHAMBER'],
    screen: '/lawyer-profile/duty-schedule',
    shots: ['chamber/duty-schedule'],
  },
  {
    id: 'statistics',
    roles: [...CHAMBERS, 'MINISTRY'],
    screen: '/lawyer-profile/statistics',
    shots: ['ministry/statistics'],
  },
  {
    id: 'reference-data',
    roles: ['MINISTRY'],
    screen: '/lawyer-profile/reference-data',
    shots: ['ministry/reference-data'],
  },
  { id: 'news', roles: ['MINISTRY'], screen: '/lawyer-profile/site-content/news', shots: ['ministry/news'] },
  {
    id: 'legislation',
    roles: ['MINISTRY'],
    screen: '/lawyer-profile/site-content/legislation',
    shots: ['ministry/legislation'],
  },
  {
    id: 'posts',
    roles: ['MINISTRY', 'REGION_CHAMBER'],
    screen: '/lawyer-profile/site-content/posts',
    shots: ['ministry/posts'],
  },
  {
    id: 'order-restrictions',
    roles: ['REPUBLIC_CHAMBER'],
    screen: '/lawyer-profile/order-restrictions',
    shots: ['republic/order-restrictions'],
  },
  {
    id: 'request-lawyer',
    roles: ['INVESTIGATOR'],
    screen: '/lawyer-profile/investigator-requests',
    shots: ['investigator/requests'],
  },
  {
    id: 'agree-checklist',
    roles: ['INVESTIGATOR'],
    screen: '/lawyer-profile/checklists',
    shots: ['investigator/checklists'],
  },
  {
    id: 'my-internship',
    roles: ['INTERN'],
    screen: '/lawyer-profile/application/my-intern',
    shots: ['intern/internship'],
  },
  {
    id: 'citizen-appeal',
    roles: ['USER', 'NEW_DIRECTOR'],
    screen: '/lawyer-profile/my-appeals',
    shots: ['citizen/appeals'],
  },
  {
    id: 'apply-to-bar',
    roles: ['USER', 'INTERN'],
    screen: '/lawyer-profile/application/form',
    shots: ['citizen/bar-form'],
  },
  { id: 'users', roles: ['ADMIN'], screen: '/lawyer-profile/control-panel/users', shots: ['admin/users'] },
  { id: 'roles', roles: ['ADMIN'], screen: '/lawyer-profile/control-panel/roles', shots: ['admin/roles'] },
] as const satisfies readonly GuideArticle[];

export type ArticleId = (typeof GUIDE_ARTICLES)[number]['id'];

/** The articles a role's guide lists: its own; ADMIN every article. */
export function articlesFor(role: Role): readonly GuideArticle[] {
  return role === 'ADMIN' ? GUIDE_ARTICLES : GUIDE_ARTICLES.filter((a) => a.roles.includes(role as never));
}

/**
 * One article in one language. A step may name a label of the interface as `[[namespace:key]]`
 * (e.g. `[[orders:list.newElectronic]]`): the guide shows the label the screen shows, in the reader's
 * language, so a renamed button renames itself in the guide (guide.test.ts checks every key exists).
 */
export interface ArticleText {
  title: string;
  summary: string;
  steps: readonly string[];
  /** The alt text of each of the article's shots, in order. */
  alts: readonly string[];
}

/** A language's texts: lt holds every article, the others may lag (shown in lt, marked). */
export type GuideTexts = Partial<Record<ArticleId, ArticleText>>;
