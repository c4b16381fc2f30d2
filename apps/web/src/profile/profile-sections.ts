/**
 * The sections of /profile and who may open each: the one rule the layout's row of sections and the
 * landing page of /profile read (docs/domain.md, "The citizen's /profile"). A section is shown to whoever
 * may open it; /profile itself opens the first section shown that stays inside /profile (order and
 * contracts lead a lawyer to the cabinet's pages), so every signed-in person lands on a page of their own.
 */
import type { Permission } from '@portal/domain';

/** The permission of each kind of application on /profile/aplication (application-sections.tsx). */
export const APPLICATION_PERMISSIONS = {
  appeals: 'appeal.createOwn',
  candidate: 'application.form',
} as const satisfies Record<string, Permission>;

type Held = readonly string[];
const holds = (held: Held, permission: Permission) => held.includes(permission);

interface ProfileSection {
  id: 'aplication' | 'order' | 'notifications' | 'contracts' | 'yumom' | 'forum';
  /** The person may open it (the page shows them something, never "no access"). */
  opens: (held: Held) => boolean;
  /** For these holders the section leads to a page outside /profile (the cabinet's). */
  leaves?: (held: Held) => boolean;
}

export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'aplication',
    opens: (held) => Object.values(APPLICATION_PERMISSIONS).some((p) => holds(held, p)),
  },
  {
    id: 'order',
    opens: (held) => holds(held, 'order.view') || holds(held, 'appeal.createOwn'),
    leaves: (held) => holds(held, 'order.view'),
  },
  { id: 'notifications', opens: (held) => holds(held, 'notification.view') },
  { id: 'contracts', opens: (held) => holds(held, 'contract.view'), leaves: () => true },
  { id: 'yumom', opens: () => true },
  { id: 'forum', opens: (held) => holds(held, 'forum.read') },
];

/** The sections the person may open, in the row's order. */
export const profileSectionsOpenTo = (held: Held) => PROFILE_SECTIONS.filter((s) => s.opens(held));

/** Where /profile opens for the person: the first section they may open that stays inside /profile. */
export function profileLanding(held: Held): string {
  const first = profileSectionsOpenTo(held).find((s) => !s.leaves?.(held));
  return `/profile/${first?.id ?? 'yumom'}`;
}
