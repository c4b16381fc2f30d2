/** Every call as the browser runs it, built from the contracts (scripts/wire-calls.ts). */
declare module 'virtual:wire-calls' {
  import type { WireGroup } from '@portal/contracts';

  const groups: Readonly<Record<string, WireGroup>>;
  export default groups;
}
