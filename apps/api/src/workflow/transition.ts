import { type Section, SECTIONS } from '@portal/contracts';
import { decide, mayCreate, type RefusalReason, type Workflow } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import {
  appeals,
  candidateDocuments,
  chamberDocuments,
  dutySchedules,
  receptionBookings,
  internships,
  checklists,
  expertiseRequests,
  halfYearReports,
  investigatorRequests,
  orders,
  statusHistory,
  lawyerRequests,
  letters,
  structureContracts,
  structureRegistrations,
  vacancyApplications,
} from '../db/schema';
import type { Transaction } from '../db/transaction';
import { AppError } from '../errors/app-error';
import { localizedParam } from '../i18n/localized-params';
import { notify, type NotificationInput } from '../modules/notifications/notify';
import type { WorkflowActor } from './actor';

/** The workflows the sections declare (packages/contracts/src/sections), each by its name. */
type SectionWorkflow = (typeof SECTIONS)[number]['workflows'][number];
export type WorkflowName = SectionWorkflow['name'];

/**
 * The table each declared workflow's records live in (the one with its status column): a workflow a
 * section declares without its table here, or a table here for no declared workflow, fails the typecheck.
 */
const STATUS_TABLES = {
  order: orders,
  'investigator-request': investigatorRequests,
  checklist: checklists,
  'structure-registration': structureRegistrations,
  contract: structureContracts,
  'vacancy-application': vacancyApplications,
  // both kinds of appeal live in one table; the row's kind names its workflow (modules/appeals/policy.ts)
  'pro-bono-appeal': appeals,
  'state-funded-appeal': appeals,
  'lawyer-request': lawyerRequests,
  'half-year-report': halfYearReports,
  candidate: candidateDocuments,
  internship: internships,
  letter: letters,
  'chamber-document': chamberDocuments,
  expertise: expertiseRequests,
  'duty-schedule': dutySchedules,
  'reception-booking': receptionBookings,
} as const satisfies Record<WorkflowName, unknown>;

type Bindings = {
  readonly [W in WorkflowName]: {
    readonly workflow: Extract<SectionWorkflow, { readonly name: W }>;
    readonly table: (typeof STATUS_TABLES)[W];
  };
};

/**
 * The declared workflows, each bound to its table. `transition` is the only code that changes these
 * statuses.
 */
export const WORKFLOW_TABLES = Object.fromEntries(
  (SECTIONS as readonly Section[])
    .flatMap((section) => section.workflows)
    .map((workflow) => [workflow.name, { workflow, table: STATUS_TABLES[workflow.name as WorkflowName] }]),
) as Bindings;

type Binding<W extends WorkflowName> = (typeof WORKFLOW_TABLES)[W];
type StatusOf<W extends WorkflowName> = Binding<W>['workflow']['states'][number];
type EventOf<W extends WorkflowName> = Binding<W>['workflow']['events'][number];
export type RowOf<W extends WorkflowName> = Binding<W>['table']['$inferSelect'];
type UpdateOf<W extends WorkflowName> = Partial<Omit<Binding<W>['table']['$inferInsert'], 'id' | 'status'>>;

export interface TransitionInput<W extends WorkflowName> {
  id: number;
  event: EventOf<W>;
  actor: WorkflowActor;
  /** Written to the history row (a reason, a comment). */
  comment?: string | null;
  /** Other columns to change in the same update (dates, who signed, the number…). */
  set?: UpdateOf<W> | ((row: RowOf<W>) => UpdateOf<W> | Promise<UpdateOf<W>>);
  /** Notifications the step causes, written in the same transaction. */
  notifications?: (row: RowOf<W>) => NotificationInput[] | Promise<NotificationInput[]>;
}

export interface TransitionResult<W extends WorkflowName> {
  from: StatusOf<W>;
  to: StatusOf<W>;
  row: RowOf<W>;
}

/** The 409 of a refused step, with a message naming the item and its status in the reader's language. */
export function transitionRefused(
  workflow: Workflow<string, string>,
  status: string,
  reason: RefusalReason,
): AppError {
  return new AppError('TRANSITION_NOT_ALLOWED', {
    messageKey:
      reason === 'NOT_FOR_THIS_ROLE'
        ? 'legal-aid:transition.notForThisRole'
        : 'legal-aid:transition.notInThisState',
    params: {
      item: localizedParam(`legal-aid:item.${workflow.name}`),
      status: localizedParam(`common:status.${status}`),
    },
  });
}

/**
 * Takes one workflow step inside the caller's transaction: re-reads the row with SELECT … FOR UPDATE,
 * asks the workflow table, updates the status (and `set`), writes the history row and the notifications.
 * A step the table refuses throws a 409 AppError before anything is written; the caller's transaction
 * then rolls back whatever it did before, so nothing changes.
 */
export async function transition<W extends WorkflowName>(
  tx: Transaction,
  name: W,
  input: TransitionInput<W>,
): Promise<TransitionResult<W>> {
  const { workflow, table } = WORKFLOW_TABLES[name] as unknown as {
    workflow: Workflow<string, string>;
    table: typeof orders;
  };
  const [current] = await tx.select().from(table).where(eq(table.id, input.id)).for('update');
  if (!current) throw new AppError('NOT_FOUND');
  const decision = decide(workflow, current.status, input.event, input.actor.role);
  if (!decision.allowed) throw transitionRefused(workflow, current.status, decision.reason);
  const row = current as unknown as RowOf<W>;
  const extra = typeof input.set === 'function' ? await input.set(row) : (input.set ?? {});
  const [updated] = await tx
    .update(table)
    // The step's time is the transaction's (now()), the same instant its history row gets by default.
    .set({ ...(extra as object), status: decision.to as never, updatedAt: sql`now()` })
    .where(eq(table.id, input.id))
    .returning();
  await tx.insert(statusHistory).values({
    entityType: workflow.name,
    entityId: input.id,
    fromStatus: decision.from,
    toStatus: decision.to,
    event: input.event,
    actorPersonId: input.actor.personId,
    actorRole: input.actor.role,
    comment: input.comment ?? null,
  });
  const result = updated as unknown as RowOf<W>;
  if (input.notifications) await notify(tx, await input.notifications(result));
  return { from: decision.from as StatusOf<W>, to: decision.to as StatusOf<W>, row: result };
}

/**
 * Writes the history row of an item's creation (from null to its first status) after checking the
 * workflow lets `actor` create it in that status; refused: the same 409 as a refused step.
 */
export async function recordCreation<W extends WorkflowName>(
  tx: Transaction,
  name: W,
  input: { id: number; status: StatusOf<W>; actor: WorkflowActor; comment?: string | null },
): Promise<void> {
  const workflow = WORKFLOW_TABLES[name].workflow as unknown as Workflow<string, string>;
  if (!mayCreate(workflow, input.status, input.actor.role))
    throw transitionRefused(workflow, input.status, 'NOT_FOR_THIS_ROLE');
  await tx.insert(statusHistory).values({
    entityType: workflow.name,
    entityId: input.id,
    fromStatus: null,
    toStatus: input.status,
    event: 'CREATE',
    actorPersonId: input.actor.personId,
    actorRole: input.actor.role,
    comment: input.comment ?? null,
  });
}
