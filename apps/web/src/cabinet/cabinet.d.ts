/** The cabinet the sections declare, as plain data (scripts/wire-calls.ts). */
declare module 'virtual:cabinet' {
  import type { Cabinet, PendingLineItem } from '@portal/contracts';

  const manifest: { cabinet: Cabinet; pendingLines: readonly PendingLineItem[] };
  export default manifest;
}
