/** TAKE: an expert (or a head of department) of the organization takes a new or directed request on; the first one wins. */
import { inOneTransaction } from '../../kit/transaction';
import type { ExpertiseCaller } from './caller';
import { bodyStep, toLawyer } from './shared';

export const takeExpertise = inOneTransaction((tx, caller: ExpertiseCaller, id: number) =>
  bodyStep(tx, caller, id, 'TAKE', {
    set: { expertPersonId: caller.personId, reason: null },
    notifications: (row) => toLawyer(row, 'TAKE'),
  }),
);
