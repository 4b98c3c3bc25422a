import * as calls from '@sc/contract/calls/order-rules.ts';
import { handle, type Registration, sessionOf } from '../../envelope/handler.ts';
import { abnormalOrders, appealDetail, appealList, fileAppeal } from './appeals.ts';

// Abnormal orders and complaints (/order/abnormalOrder, /order/orderAppeal,
// /order/orderAppealList); the logic is in appeals.ts, the automatic rules in rules.ts.

export const orderRulesHandlers: readonly Registration[] = [
  handle(calls.abnormalOrderList, (ctx) => abnormalOrders(ctx.shop, ctx.now, ctx.payload)),
  handle(calls.orderAppealCreate, (ctx) => fileAppeal(ctx.shop, sessionOf(ctx).userId, ctx.now, ctx.payload)),
  handle(calls.orderAppealList, (ctx) => appealList(ctx.shop, ctx.payload)),
  handle(calls.orderAppealDetail, (ctx) => appealDetail(ctx.shop, ctx.payload.appealId)),
];
