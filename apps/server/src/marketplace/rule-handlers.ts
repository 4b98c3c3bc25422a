import * as mkt from '@sc/contract/calls/marketplace-rules.ts';
import { CLOCK_ADVANCE_MAX_DAYS } from '@sc/contract/calls/marketplace-rules.ts';
import { toYN } from '@sc/contract/common.ts';
import { decideAppeal, operatorAppeals } from '../areas/order-rules/index.ts';
import { operatorOf, shopNamed } from '../auth/operator-scope.ts';
import { type Clock, type SimulatorClock, simulatorClockOf } from '../clock.ts';
import { handle, type Registration } from '../envelope/handler.ts';
import { BizError } from '../errors.ts';
import { jobs } from '../job-registry.ts';
import { Scheduler } from '../jobs/scheduler.ts';

// The platform's side of the order rules (auth 'operator'): complaint decisions and the
// simulator clock. The clock calls run outside a transaction: each job takes its own.

const HOUR_MS = 60 * 60 * 1000;

function movable(clock: Clock): SimulatorClock {
  const sim = simulatorClockOf(clock);
  if (!sim) throw new BizError('RULE_VIOLATED', 'mktClockNotAvailable');
  return sim;
}

const clockState = (clock: Clock) => {
  const sim = simulatorClockOf(clock);
  return { now: clock.now().toISOString(), offsetMs: sim?.offsetMs() ?? 0, adjustable: toYN(sim !== null) };
};

export const marketplaceRuleHandlers: readonly Registration[] = [
  handle(mkt.mktAppealList, (ctx) => operatorAppeals(ctx.tx, ctx.payload)),

  handle(mkt.mktAppealDecide, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return decideAppeal(shop, operatorOf(ctx).operatorId, ctx.now, ctx.payload);
  }),

  handle(mkt.mktClockInquiry, async (ctx) => clockState(ctx.clock)),

  handle(mkt.mktClockAdvance, async (ctx) => {
    const sim = movable(ctx.clock);
    const hours = ctx.payload.days * 24 + ctx.payload.hours;
    if (hours < 1 || hours > CLOCK_ADVANCE_MAX_DAYS * 24) {
      throw new BizError('VALIDATION_FAILED', 'mktClockAdvanceEmpty', { max: CLOCK_ADVANCE_MAX_DAYS });
    }
    sim.advance(hours * HOUR_MS);
    const changed = await new Scheduler(ctx.db, sim, jobs).runAll();
    return { ...clockState(sim), changed };
  }),

  handle(mkt.mktJobsRun, async (ctx) => {
    const sim = movable(ctx.clock);
    const changed = await new Scheduler(ctx.db, sim, jobs).runAll();
    return { now: sim.now().toISOString(), changed };
  }),
];
