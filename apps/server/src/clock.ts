/** Time comes from here so tests can move it; the server uses the system clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class TestClock implements Clock {
  private offset: number;
  /** `startAt`: the time it reads now, running on from there (a copy of data seeded then). */
  constructor(startAt?: Date) {
    this.offset = startAt ? startAt.getTime() - Date.now() : 0;
  }
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number): void {
    this.offset += ms;
  }
  /** How far this clock runs ahead of the real time. */
  offsetMs(): number {
    return this.offset;
  }
}

/**
 * The clock of a server started with SIMULATOR_CLOCK=1: real time plus an offset the
 * marketplace simulator's operator moves forward (/oms/mkt/clock/advance), so the automatic
 * rules can be watched at work. A class of its own, so a test server's clock is never moved
 * through a call.
 */
export class SimulatorClock extends TestClock {}

/** The clock if the simulator may move it, else null ("not available"). */
export function simulatorClockOf(clock: Clock): SimulatorClock | null {
  return clock instanceof SimulatorClock ? clock : null;
}
