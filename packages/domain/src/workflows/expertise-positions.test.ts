/**
 * The second half of the expertise workflow's table: which of the body's staff (by position, or the expert
 * the request is assigned to) takes each of the EXPERT steps. Written out again here, row by row, and every
 * (state, event, position, assigned) combination is checked against it.
 */
import { describe, expect, it } from 'vitest';
import {
  EXPERT_POSITIONS,
  EXPERTISE_STATUS_CODES,
  EXPERTISE_WORKFLOW,
  positionMay,
  positionRule,
} from './expertise-workflow';

/** 'STATE EVENT positions' or 'STATE EVENT ASSIGNED' (the expert who took the request, whatever position). */
const HEADS = 'HEAD_OF_DEPARTMENT,DEPUTY_DIRECTOR,DIRECTOR';
const TAKERS = 'EXPERT,HEAD_OF_DEPARTMENT';
const EXPECTED = [
  `NEW TAKE ${TAKERS}`,
  `NEW DIRECT ${HEADS}`,
  `NEW MARK_NOT_APPLICABLE ${HEADS}`,
  `DIRECTED TAKE ${TAKERS}`,
  `DIRECTED DIRECT ${HEADS}`,
  `DIRECTED MARK_NOT_APPLICABLE ${HEADS}`,
  'UNDER_CONSIDERATION SEND_FOR_APPROVAL ASSIGNED',
  'UNDER_CONSIDERATION ASK_PETITION ASSIGNED',
  'UNDER_CONSIDERATION PROPOSE_REJECTION ASSIGNED',
  `UNDER_CONSIDERATION DIRECT ${HEADS}`,
  `UNDER_CONSIDERATION MARK_NOT_APPLICABLE ${HEADS}`,
  'ON_APPROVAL_FOR_DIRECTOR APPROVE DIRECTOR',
  'ON_APPROVAL_FOR_DIRECTOR RETURN DIRECTOR',
  'ON_APPROVAL_FOR_DEPUTY_DIRECTOR APPROVE DEPUTY_DIRECTOR',
  'ON_APPROVAL_FOR_DEPUTY_DIRECTOR RETURN DEPUTY_DIRECTOR',
  'PENDING START ASSIGNED',
  'PENDING PROPOSE_REJECTION ASSIGNED',
  'IN_PRODUCTION PAUSE ASSIGNED',
  'IN_PRODUCTION ASK_PETITION ASSIGNED',
  'IN_PRODUCTION SEND_FOR_AGREEMENT ASSIGNED',
  'IN_PRODUCTION PROPOSE_REJECTION ASSIGNED',
  'ON_AGREEMENT SEND_CONCLUSION HEAD_OF_DEPARTMENT',
  'ON_AGREEMENT RETURN HEAD_OF_DEPARTMENT',
  'SENT COMPLETE ASSIGNED',
  'PAUSED RESUME ASSIGNED',
  'PAUSED ASK_PETITION ASSIGNED',
  'PAUSED PROPOSE_REJECTION ASSIGNED',
  `FOR_REJECTION REJECT DIRECTOR,DEPUTY_DIRECTOR`,
].map((line) => {
  const [from, event, who] = line.split(' ') as [string, string, string];
  return { from, event, who: who === 'ASSIGNED' ? ('ASSIGNED' as const) : who.split(',') };
});

const bodyRows = EXPERTISE_WORKFLOW.transitions.filter((t) => t.who.includes('EXPERT'));

describe('the expertise body’s positions', () => {
  it('name a position rule for exactly the EXPERT rows of the workflow', () => {
    expect(bodyRows.map((t) => `${t.from} ${t.event}`).sort()).toEqual(
      EXPECTED.map((e) => `${e.from} ${e.event}`).sort(),
    );
  });

  it('let exactly the expected staff take each step, and nobody take a step that is not the body’s', () => {
    for (const from of EXPERTISE_WORKFLOW.states)
      for (const event of EXPERTISE_WORKFLOW.events)
        for (const position of EXPERT_POSITIONS)
          for (const assigned of [true, false]) {
            const row = EXPECTED.find((e) => e.from === from && e.event === event);
            const ok = !row ? false : row.who === 'ASSIGNED' ? assigned : row.who.includes(position);
            expect(
              positionMay(from, event, { position, assigned }),
              `${from} ${event} ${position} ${assigned}`,
            ).toBe(ok);
          }
  });

  it('gives a lawyer’s and the system’s steps no position', () => {
    expect(positionRule('TEMPORARY', 'SEND')).toBeUndefined();
    expect(positionRule('IN_PRODUCTION', 'ANSWER_PETITION')).toBeUndefined();
    expect(positionRule('PENDING', 'EXPIRE')).toBeUndefined();
  });
});

it('numbers the statuses with the spec’s codes, -2 DIRECTED to 12 NOT_APPLICABLE', () => {
  expect(EXPERTISE_STATUS_CODES).toEqual({
    DIRECTED: -2,
    REJECTED: -1,
    TEMPORARY: 0,
    NEW: 1,
    UNDER_CONSIDERATION: 2,
    ON_APPROVAL_FOR_DIRECTOR: 3,
    ON_APPROVAL_FOR_DEPUTY_DIRECTOR: 4,
    PENDING: 5,
    IN_PRODUCTION: 6,
    ON_AGREEMENT: 7,
    SENT: 8,
    COMPLETED: 9,
    PAUSED: 10,
    FOR_REJECTION: 11,
    NOT_APPLICABLE: 12,
  });
});
