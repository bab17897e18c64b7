/** Time comes from here, so tests can move it. */
export interface Clock {
  now(): Date;
  /**
   * Set on the operator's moved clock (`npm run billing -- run-due --now`): the actual time,
   * at which the messages a moved run queues are due, so they go out at once.
   */
  real?: Clock;
}

export const systemClock: Clock = { now: () => new Date() };
