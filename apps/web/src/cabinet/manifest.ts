/**
 * The cabinet as the sections declare it (packages/contracts CABINET and PENDING_LINES), read from the
 * build's plain-data table (`virtual:cabinet`): the declarations themselves import every section's calls
 * and their zod schemas, which the shell does not need. Give CABINET to the contracts' functions that read
 * a cabinet (sidebarFor, controlPanelLinksFor, homeActionsFor).
 */
import type { Cabinet, PendingLineItem } from '@portal/contracts';
import manifest from 'virtual:cabinet';

export const CABINET: Cabinet = manifest.cabinet;
export const PENDING_LINES: readonly PendingLineItem[] = manifest.pendingLines;
