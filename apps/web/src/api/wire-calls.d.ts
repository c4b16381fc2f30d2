/** The call table as the browser runs it, built from the contracts in two parts (scripts/wire-calls.ts). */
declare module 'virtual:wire-calls/first-page' {
  import type { WireGroup } from '@portal/contracts';

  /** The groups the shell and the home page call. */
  const groups: Readonly<Record<string, WireGroup>>;
  export default groups;
}

declare module 'virtual:wire-calls/later' {
  import type { WireGroup } from '@portal/contracts';

  /** Every other group. */
  const groups: Readonly<Record<string, WireGroup>>;
  export default groups;
}
