import * as mkt from '@sc/contract/calls/finance.ts';
import { buildBills, confirmOverdue, raiseAdjustment } from '../areas/finance/index.ts';
import { shopNamed } from '../auth/operator-scope.ts';
import type { Registration } from '../envelope/handler.ts';
import { handle } from '../envelope/handler.ts';

// The platform's operator on bills (auth 'operator'): adjustments raised on a shop, and building
// the bills due now.

export const marketplaceFinanceHandlers: readonly Registration[] = [
  handle(mkt.mktBillAdjust, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return raiseAdjustment(shop, ctx.payload, ctx.now);
  }),
  handle(mkt.mktBillBuild, async (ctx) => ({
    built: await buildBills(ctx.tx, ctx.now),
    confirmed: await confirmOverdue(ctx.tx, ctx.now),
  })),
];
