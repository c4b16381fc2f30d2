/**
 * Every section of the portal, and what is derived from their declarations: the cabinet's pages, the
 * sidebar, the control panel's links (here) and the groups of calls (calls.ts). A new section is one
 * file beside this one and one line in SECTIONS.
 */
import type { Permission, Role } from '@portal/domain';
import { accountSection } from './account';
import { adminSection } from './admin';
import { appealsSection } from './appeals';
import { calendarSection } from './calendar';
import { candidatesSection } from './candidates';
import { chamberSection } from './chamber';
import type { CallGroup, Section } from './define-section';
import { dutySection } from './duty';
import { statisticsSection } from './statistics';
import { expertiseSection } from './expertise';
import { forumSection } from './forum';
import { legalAidSection } from './legal-aid';
import { lettersSection } from './letters';
import { publicSection } from './public';
import { receptionSection } from './reception';
import { reportsSection } from './reports';
import { requestsSection } from './requests';
import { siteSection } from './site';
import { siteContentSection } from './site-content';
import { structuresSection } from './structures';
import { userGuideSection } from './user-guide';
import { worksSection } from './works';

export * from './define-section';
export * from './cabinet';
import { CABINET_PATH, cabinetOf, camelCase } from './cabinet';

export const SECTIONS = [
  siteSection,
  publicSection,
  accountSection,
  adminSection,
  legalAidSection,
  appealsSection,
  requestsSection,
  structuresSection,
  lettersSection,
  chamberSection,
  reportsSection,
  candidatesSection,
  userGuideSection,
  expertiseSection,
  dutySection,
  forumSection,
  statisticsSection,
  receptionSection,
  siteContentSection,
  calendarSection,
  worksSection,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
/** The groups of calls of some sections, as one object type (`api.<group>.<call>`). */
export type GroupsOf<S extends readonly Section<Record<string, CallGroup>>[]> = UnionToIntersection<
  S[number]['groups']
>;

/** The groups of calls of these sections by name; a name given by two sections is refused. */
export function groupsOf<const S extends readonly Section<Record<string, CallGroup>>[]>(
  sections: S,
): GroupsOf<S> {
  const groups: Record<string, CallGroup> = {};
  for (const section of sections) {
    for (const [name, g] of Object.entries(section.groups)) {
      if (name in groups) throw new Error(`group ${name} is declared by two sections`);
      groups[name] = g;
    }
  }
  return groups as GroupsOf<S>;
}

export const CABINET = cabinetOf(SECTIONS);

/** Every sidebar item the sections declare, by place. */
export const SIDEBAR_ITEMS = CABINET.sidebar;
/** The administration screens, reached from ADMIN's sidebar and control panel (and by REPUBLIC_CHAMBER for restrictions). */
export const ADMIN_SCREENS = CABINET.controlPanel;

type PendingIdOf<S> = S extends { readonly pending: infer R } ? keyof R & string : never;
/** The id of a line of the home page's "what awaits you", as the sections declare them. */
export type PendingId = PendingIdOf<(typeof SECTIONS)[number]>;

/** A declared line of "what awaits you", with its section and the full path of its list. */
export interface PendingLineItem {
  id: PendingId;
  section: string;
  permission: Permission;
  /** The filtered list holding the records (full path with its query). */
  list: string;
  /** Key of its label in the `cabinet` i18n namespace. */
  labelKey: string;
  hiddenFor?: readonly Role[];
}

/** Every declared line of "what awaits you", in the sections' order; an id declared twice is refused. */
export function pendingLinesOf(sections: readonly Section<Record<string, CallGroup>>[]): PendingLineItem[] {
  const lines: PendingLineItem[] = [];
  for (const section of sections) {
    for (const [id, line] of Object.entries(section.pending)) {
      if (lines.some((l) => l.id === id)) throw new Error(`pending line ${id} is declared twice`);
      lines.push({
        id: id as PendingId,
        section: section.id,
        permission: line.permission,
        list: `${CABINET_PATH}/${line.list}`,
        labelKey: `pending.${camelCase(id)}`,
        ...(line.hiddenFor ? { hiddenFor: line.hiddenFor } : {}),
      });
    }
  }
  return lines;
}

export const PENDING_LINES = pendingLinesOf(SECTIONS);

/** The lines of "what awaits you" a user with this role and these permissions is asked about. */
export function pendingLinesFor(
  role: Role,
  permissions: Iterable<string>,
  lines: readonly PendingLineItem[] = PENDING_LINES,
): PendingLineItem[] {
  const held = new Set(permissions);
  return lines.filter((l) => held.has(l.permission) && !l.hiddenFor?.includes(role));
}
