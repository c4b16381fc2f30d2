/**
 * The API's one clock: built once in buildApp and handed to every
 * module in ModuleDeps (and to the job handlers), so a service asks `clock.now()` instead of calling
 * `new Date()` itself, and a test can set the time a rule reads (an acceptance deadline, a date filter).
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The machine's time (production and most tests). */
export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves by hand: starts at `start`, moves only by `set` and `advance`. */
export interface ManualClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function manualClock(start: Date | string = new Date()): ManualClock {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    set: (next) => {
      at = new Date(next).getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

/** `clock` moved by `ms` (a request's test clock, plugins/request-clock.ts). */
export function offsetClock(clock: Clock, ms: number): Clock {
  return { now: () => new Date(clock.now().getTime() + ms) };
}
