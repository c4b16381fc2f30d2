/**
 * Table tests of every workflow of this folder. The expected tables are written out here again, row by
 * row from decisions.md, and every (state, event, actor) combination is checked against them: each listed
 * one answers its next state, every other one is refused with the right reason.
 */
import { describe, expect, it } from 'vitest';
import { type Actor, ACTORS } from './actors';
import * as workflows from '.';
import {
  availableEvents,
  decide,
  defineWorkflow,
  liveStates,
  mayCreate,
  type Workflow,
  workflowTable,
} from './workflow';

const ADVOCATES = 'LAWYER,DIRECTOR,NEW_DIRECTOR';
const AUTHORS = 'USER,NEW_DIRECTOR,DIRECTOR';
const RESPONDERS = 'LAWYER,DIRECTOR';
/** Who writes and answers letters: structures (directors), lawyers, chambers. */
const LETTER_PARTIES = 'LAWYER,DIRECTOR,NEW_DIRECTOR,REGION_CHAMBER,REPUBLIC_CHAMBER';
/** The steps both kinds of appeal share (decisions.md: "Same flow"). */
const APPEAL_ROWS = [
  `SEND SEE ${RESPONDERS} -> SEEN`,
  `SEND ACCEPT ${RESPONDERS} -> ACCEPTED`,
  `SEEN ACCEPT ${RESPONDERS} -> ACCEPTED`,
  `ACCEPTED COMPLETE ${RESPONDERS} -> COMPLETED`,
  `SEND CANCEL ${AUTHORS} -> CANCELLED`,
  `SEEN CANCEL ${AUTHORS} -> CANCELLED`,
];

/** 'FROM EVENT actor,actor -> TO' */
type Row = string;

interface Expected {
  rows: Row[];
  creation: Row[];
}

const EXPECTED: Record<string, Expected> = {
  order: {
    creation: [`DRAFT ${ADVOCATES}`],
    rows: [
      `DRAFT SIGN ${ADVOCATES} -> CREATED`,
      `DRAFT REGISTER_PAPER ${ADVOCATES} -> CREATED`,
      `DRAFT DELETE ${ADVOCATES} -> DELETED`,
      `CREATED CANCEL ${ADVOCATES} -> CANCELLED`,
    ],
  },
  'investigator-request': {
    creation: ['SEND INVESTIGATOR', 'WAIT INVESTIGATOR', 'PERSON_NOT_FOUND INVESTIGATOR'],
    rows: [
      `SEND ACCEPT ${ADVOCATES} -> ACCEPTED`,
      'SEND REDRAW SYSTEM -> SEND',
      'SEND NO_DUTY_LAWYER SYSTEM -> WAIT',
      'WAIT DUTY_LAWYER_FOUND SYSTEM -> SEND',
      'SEND EXPIRE SYSTEM -> EXPIRED',
      'WAIT EXPIRE SYSTEM -> EXPIRED',
      'SEND CANCEL INVESTIGATOR -> CANCELLED',
      'WAIT CANCEL INVESTIGATOR -> CANCELLED',
      `ACCEPTED CLOSE ${ADVOCATES} -> CLOSED`,
      'ACCEPTED COMPLETE SYSTEM -> COMPLETED',
      'ACCEPTED NOT_COMPLETE INVESTIGATOR -> NOT_COMPLETED',
      'COMPLETED REGISTER_PAYMENT SYSTEM -> PAYMENT',
    ],
  },
  'pro-bono-appeal': { creation: [`SEND ${AUTHORS}`], rows: APPEAL_ROWS },
  'state-funded-appeal': { creation: [`SEND ${AUTHORS}`, `REJECTED ${AUTHORS}`], rows: APPEAL_ROWS },
  checklist: {
    creation: [`CREATED ${ADVOCATES}`],
    rows: [
      `CREATED SIGN ${ADVOCATES} -> SIGNED`,
      `SIGNED EDIT ${ADVOCATES} -> CREATED`,
      `SIGNED SEND_FOR_AGREEMENT ${ADVOCATES} -> FOR_AGREED`,
      'FOR_AGREED AGREE INVESTIGATOR -> AGREED',
      'FOR_AGREED RETURN INVESTIGATOR -> CANCELLED',
      `CANCELLED EDIT ${ADVOCATES} -> CREATED`,
      'AGREED FINISH SYSTEM -> FINISHED',
    ],
  },
  'structure-registration': {
    creation: ['SEND USER,LAWYER,NEW_DIRECTOR'],
    rows: ['SEND ACCEPT REGION_CHAMBER -> ACCEPTED', 'SEND REJECT REGION_CHAMBER -> REJECTED'],
  },
  contract: {
    creation: ['SEND DIRECTOR'],
    rows: [
      'SEND CONFIRM LAWYER -> CONFIRM',
      'SEND CANCEL_BY_LAWYER LAWYER -> CANCELLED_BY_LAWYER',
      'SEND CANCEL_BY_DIRECTOR DIRECTOR -> CANCELLED_BY_DIRECTOR',
      'CONFIRM CANCEL_BY_DIRECTOR DIRECTOR -> CANCELLED_BY_DIRECTOR',
    ],
  },
  candidate: {
    creation: ['SEND USER'],
    rows: [
      'SEND SEND_FOR_CHECK SYSTEM -> SEND_CONVICTION',
      'SEND_CONVICTION NO_CONVICTION SYSTEM -> PENDING',
      'PENDING SET_INTERVIEW REGION_CHAMBER -> MEETING',
      'MEETING SET_INTERVIEW REGION_CHAMBER -> MEETING',
      'MEETING START_INTERVIEW REGION_CHAMBER -> MEETING_PROCESS',
      'MEETING MARK_ABSENT REGION_CHAMBER -> ABSENT',
      'MEETING_PROCESS PASS REGION_CHAMBER -> PASSED',
      'MEETING_PROCESS FAIL REGION_CHAMBER -> FAILED',
    ],
  },
  internship: {
    creation: ['ACTIVE DIRECTOR'],
    rows: [
      'ACTIVE COMPLETE DIRECTOR -> COMPLETED',
      'ACTIVE TERMINATE DIRECTOR -> CANCELLED',
      // the internship-end job (docs/domain.md "Interns")
      'ACTIVE PERIOD_END SYSTEM -> COMPLETED',
    ],
  },
  'vacancy-application': {
    creation: ['SEND USER,LAWYER'],
    rows: [
      'SEND ACCEPT DIRECTOR -> ACCEPTED',
      'SEND REJECT DIRECTOR -> REJECTED',
      'SEND CANCEL USER,LAWYER -> CANCELLED',
    ],
  },
  'lawyer-request': {
    creation: [`DRAFT ${ADVOCATES}`, `SEND ${ADVOCATES}`],
    rows: [
      `DRAFT SEND ${ADVOCATES} -> SEND`,
      'SEND OPEN REGION_CHAMBER,REPUBLIC_CHAMBER,ADMIN -> SEEN',
      'SEEN ACCEPT REGION_CHAMBER,REPUBLIC_CHAMBER,ADMIN -> ACCEPTED',
      'SEEN CANCEL REGION_CHAMBER,REPUBLIC_CHAMBER,ADMIN -> CANCELLED',
      `CANCELLED RESEND ${ADVOCATES} -> SEND`,
      'ACCEPTED REQUIRE_PAYMENT SYSTEM -> PAYMENT',
      'PAYMENT PAY SYSTEM -> COMPLETED',
      'COMPLETED REVERSE_PAYMENT SYSTEM -> PAYMENT',
    ],
  },
  'half-year-report': {
    creation: ['DRAFT DIRECTOR,NEW_DIRECTOR'],
    rows: [
      'DRAFT SIGN DIRECTOR,NEW_DIRECTOR -> DIRECTOR_SIGNED',
      'DIRECTOR_SIGNED REGION_ACCEPT REGION_CHAMBER -> REGION_PALATA_ACCEPTED',
      'DIRECTOR_SIGNED RETURN REGION_CHAMBER -> CANCELED',
      'REGION_PALATA_ACCEPTED REPUBLIC_ACCEPT REPUBLIC_CHAMBER -> REPUBLIC_PALATA_ACCEPTED',
      'REGION_PALATA_ACCEPTED RETURN REPUBLIC_CHAMBER -> CANCELED',
      'REPUBLIC_PALATA_ACCEPTED MINISTRY_SIGN MINISTRY -> MINISTRY_SIGNED',
      'REPUBLIC_PALATA_ACCEPTED RETURN MINISTRY -> CANCELED',
      'CANCELED EDIT DIRECTOR,NEW_DIRECTOR -> DRAFT',
    ],
  },
  letter: {
    creation: [`DRAFT ${LETTER_PARTIES}`, 'SENT SYSTEM'],
    rows: [
      `DRAFT SEND ${LETTER_PARTIES} -> SENT`,
      `DRAFT DELETE ${LETTER_PARTIES} -> DELETED`,
      `SENT RECEIVE ${LETTER_PARTIES},SYSTEM -> RECEIVED`,
      `SENT ANSWER ${LETTER_PARTIES},SYSTEM -> ANSWERED`,
      `RECEIVED ANSWER ${LETTER_PARTIES},SYSTEM -> ANSWERED`,
    ],
  },
  expertise: {
    creation: [`TEMPORARY ${ADVOCATES}`, `NEW ${ADVOCATES}`],
    rows: [
      `TEMPORARY SEND ${ADVOCATES} -> NEW`,
      'NEW TAKE EXPERT -> UNDER_CONSIDERATION',
      'NEW DIRECT EXPERT -> DIRECTED',
      'NEW MARK_NOT_APPLICABLE EXPERT -> NOT_APPLICABLE',
      'DIRECTED TAKE EXPERT -> UNDER_CONSIDERATION',
      'DIRECTED DIRECT EXPERT -> DIRECTED',
      'DIRECTED MARK_NOT_APPLICABLE EXPERT -> NOT_APPLICABLE',
      'UNDER_CONSIDERATION SEND_FOR_APPROVAL EXPERT -> ON_APPROVAL_FOR_DIRECTOR',
      'UNDER_CONSIDERATION ASK_PETITION EXPERT -> UNDER_CONSIDERATION',
      `UNDER_CONSIDERATION ANSWER_PETITION ${ADVOCATES} -> UNDER_CONSIDERATION`,
      'UNDER_CONSIDERATION PROPOSE_REJECTION EXPERT -> FOR_REJECTION',
      'UNDER_CONSIDERATION DIRECT EXPERT -> DIRECTED',
      'UNDER_CONSIDERATION MARK_NOT_APPLICABLE EXPERT -> NOT_APPLICABLE',
      'ON_APPROVAL_FOR_DIRECTOR APPROVE EXPERT -> ON_APPROVAL_FOR_DEPUTY_DIRECTOR',
      'ON_APPROVAL_FOR_DIRECTOR RETURN EXPERT -> UNDER_CONSIDERATION',
      'ON_APPROVAL_FOR_DEPUTY_DIRECTOR APPROVE EXPERT -> PENDING',
      'ON_APPROVAL_FOR_DEPUTY_DIRECTOR RETURN EXPERT -> UNDER_CONSIDERATION',
      'PENDING PAY SYSTEM -> PENDING',
      'PENDING REVERSE_PAYMENT SYSTEM -> PENDING',
      'PENDING START EXPERT -> IN_PRODUCTION',
      'PENDING PROPOSE_REJECTION EXPERT -> FOR_REJECTION',
      'PENDING EXPIRE SYSTEM -> REJECTED',
      'IN_PRODUCTION PAUSE EXPERT -> PAUSED',
      'IN_PRODUCTION ASK_PETITION EXPERT -> IN_PRODUCTION',
      `IN_PRODUCTION ANSWER_PETITION ${ADVOCATES} -> IN_PRODUCTION`,
      'IN_PRODUCTION SEND_FOR_AGREEMENT EXPERT -> ON_AGREEMENT',
      'IN_PRODUCTION PROPOSE_REJECTION EXPERT -> FOR_REJECTION',
      'ON_AGREEMENT SEND_CONCLUSION EXPERT -> SENT',
      'ON_AGREEMENT RETURN EXPERT -> IN_PRODUCTION',
      'SENT COMPLETE EXPERT -> COMPLETED',
      'PAUSED RESUME EXPERT -> IN_PRODUCTION',
      'PAUSED ASK_PETITION EXPERT -> PAUSED',
      `PAUSED ANSWER_PETITION ${ADVOCATES} -> PAUSED`,
      'PAUSED PROPOSE_REJECTION EXPERT -> FOR_REJECTION',
      'FOR_REJECTION REJECT EXPERT -> REJECTED',
    ],
  },
  'chamber-document': {
    creation: ['PUBLISHED REGION_CHAMBER,REPUBLIC_CHAMBER,ADMIN'],
    rows: ['PUBLISHED WITHDRAW REGION_CHAMBER,REPUBLIC_CHAMBER,ADMIN -> WITHDRAWN'],
  },
  'duty-schedule': {
    creation: ['DRAFT REGION_CHAMBER,ADMIN'],
    rows: [
      'DRAFT PUBLISH REGION_CHAMBER,ADMIN -> PUBLISHED',
      'PUBLISHED CHANGE REGION_CHAMBER,ADMIN -> PUBLISHED',
    ],
  },
  'reception-booking': {
    creation: ['BOOKED USER,LAWYER,DIRECTOR,NEW_DIRECTOR'],
    rows: [
      'BOOKED CANCEL USER,LAWYER,DIRECTOR,NEW_DIRECTOR -> CANCELLED',
      'BOOKED COME REGION_CHAMBER,REPUBLIC_CHAMBER,MINISTRY -> CAME',
      'BOOKED MISS REGION_CHAMBER,REPUBLIC_CHAMBER,MINISTRY -> NO_SHOW',
    ],
  },
};

interface ParsedRow {
  from: string;
  event: string;
  who: string[];
  to: string;
}

function parse(row: Row): ParsedRow {
  const m = /^(\w+) (\w+) ([\w,]+) -> (\w+)$/.exec(row);
  if (!m) throw new Error(`bad row ${row}`);
  return { from: m[1]!, event: m[2]!, who: m[3]!.split(','), to: m[4]! };
}

/** Every workflow table the folder exports (`…_WORKFLOW`): a new one is checked without being listed here. */
const WORKFLOWS = Object.entries(workflows)
  .filter(([name]) => name.endsWith('_WORKFLOW'))
  .map(([, workflow]) => workflow as unknown as Workflow<string, string>);

it('has an expected table for every workflow, and a workflow for every expected table', () => {
  expect(WORKFLOWS.map((w) => w.name).sort()).toEqual(Object.keys(EXPECTED).sort());
});

/** Every (state, event, actor) of a workflow with what the expected table says about it. */
function combinations(workflow: Workflow<string, string>) {
  const rows = EXPECTED[workflow.name]!.rows.map(parse);
  const out: { from: string; event: string; who: Actor; to?: string; pairListed: boolean }[] = [];
  for (const from of workflow.states)
    for (const event of workflow.events)
      for (const who of ACTORS) {
        const row = rows.find((r) => r.from === from && r.event === event);
        out.push({
          from,
          event,
          who,
          pairListed: row !== undefined,
          ...(row?.who.includes(who) ? { to: row.to } : {}),
        });
      }
  return out;
}

describe.each(WORKFLOWS.map((w) => [w.name, w] as const))('the %s workflow', (_name, workflow) => {
  const all = combinations(workflow);
  const allowed = all.filter((c) => c.to !== undefined);
  const refused = all.filter((c) => c.to === undefined);

  it('lists exactly the transitions of decisions.md', () => {
    const actual = workflow.transitions.map((t) => `${t.from} ${t.event} ${t.who.join(',')} -> ${t.to}`);
    expect(actual.sort()).toEqual([...EXPECTED[workflow.name]!.rows].sort());
  });

  it.each(allowed.map((c) => [c.from, c.event, c.who, c.to] as const))(
    'allows %s --%s--> by %s, leading to %s',
    (from, event, who, to) => {
      expect(decide(workflow, from, event, who)).toEqual({ allowed: true, from, to });
      expect(availableEvents(workflow, from, who)).toContain(event);
    },
  );

  it(`refuses each of the other ${refused.length} (state, event, actor) combinations`, () => {
    expect(refused.length + allowed.length).toBe(
      workflow.states.length * workflow.events.length * ACTORS.length,
    );
    for (const c of refused) {
      const decision = decide(workflow, c.from, c.event, c.who);
      const reason = c.pairListed ? 'NOT_FOR_THIS_ROLE' : 'NOT_IN_THIS_STATE';
      expect(decision, `${c.from} ${c.event} ${c.who}`).toEqual({ allowed: false, from: c.from, reason });
      expect(availableEvents(workflow, c.from, c.who)).not.toContain(c.event);
    }
  });

  it('lets exactly the expected actors create an item, in exactly the expected states', () => {
    const expected = EXPECTED[workflow.name]!.creation.map((r) => {
      const [to, who] = r.split(' ') as [string, string];
      return { to, who: who.split(',') };
    });
    for (const to of workflow.states)
      for (const who of ACTORS) {
        const ok = expected.some((e) => e.to === to && e.who.includes(who));
        expect(mayCreate(workflow, to, who), `create ${to} by ${who}`).toBe(ok);
      }
  });

  it('has no way out of its final states', () => {
    for (const from of workflow.final)
      for (const who of ACTORS) expect(availableEvents(workflow, from, who)).toEqual([]);
  });
});

describe('defineWorkflow', () => {
  const base = {
    name: 'x',
    states: ['A', 'B'] as const,
    events: ['GO'] as const,
    creation: [{ to: 'A' as const, who: ['USER'] as const }],
    final: [] as ('A' | 'B')[],
  };

  it('refuses a table with a (from, event) pair listed twice', () => {
    expect(() =>
      defineWorkflow({
        ...base,
        transitions: [
          { from: 'A', event: 'GO', to: 'B', who: ['USER'] },
          { from: 'A', event: 'GO', to: 'A', who: ['ADMIN'] },
        ],
      }),
    ).toThrow(/listed twice/);
  });

  it('refuses unknown states and events, rows naming nobody and ways out of a final state', () => {
    const bad =
      (transitions: unknown[], final: string[] = []) =>
      () =>
        defineWorkflow({ ...base, final, transitions } as never);
    expect(bad([{ from: 'A', event: 'GO', to: 'C', who: ['USER'] }])).toThrow(/unknown state C/);
    expect(bad([{ from: 'A', event: 'STOP', to: 'B', who: ['USER'] }])).toThrow(/unknown event STOP/);
    expect(bad([{ from: 'A', event: 'GO', to: 'B', who: [] }])).toThrow(/names nobody/);
    expect(bad([{ from: 'A', event: 'GO', to: 'B', who: ['USER'] }], ['A'])).toThrow(/final/);
  });
});

describe('workflowTable', () => {
  it('lists the states as written, the events as first met, and what is final', () => {
    const table = workflowTable({
      name: 'y',
      creation: { B: ['USER'] },
      states: { B: { GO: { to: 'A', who: ['USER'] } }, A: { STOP: { to: 'C', who: ['ADMIN'] } }, C: 'final' },
    });
    expect(table.states).toEqual(['B', 'A', 'C']);
    expect(table.events).toEqual(['GO', 'STOP']);
    expect(table.final).toEqual(['C']);
    expect(liveStates(table)).toEqual(['B', 'A']);
    expect(table.creation).toEqual([{ to: 'B', who: ['USER'] }]);
    expect(decide(table, 'A', 'STOP', 'ADMIN')).toEqual({ allowed: true, from: 'A', to: 'C' });
  });

  it('refuses a step to a state the table does not have', () => {
    const bad = { B: { GO: { to: 'Z', who: ['USER'] } } } as never;
    expect(() => workflowTable({ name: 'z', creation: {}, states: bad })).toThrow(/unknown state Z/);
  });
});
