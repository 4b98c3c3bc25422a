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
  /** While stopped, the reading it holds (moved only by `advance`). */
  private stoppedAt: number | null = null;
  now(): Date {
    return new Date(this.stoppedAt ?? Date.now() + this.offset);
  }
  advance(ms: number): void {
    this.offset += ms;
    if (this.stoppedAt !== null) this.stoppedAt += ms;
  }
  /** Holds the clock at its current reading, so a test's seconds are only those it advances. */
  stop(): void {
    this.stoppedAt ??= Date.now() + this.offset;
  }
  /** Runs on from the held reading. */
  run(): void {
    if (this.stoppedAt === null) return;
    this.offset = this.stoppedAt - Date.now();
    this.stoppedAt = null;
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
