import * as mkt from '@sc/contract/calls/marketplace.ts';
import {
  decideViolation,
  listAllViolations,
  raiseViolation,
  recordCommodityInspection,
  recordInspection,
} from '../areas/compliance/index.ts';
import { listShopProducts } from '../areas/items/index.ts';
import { operatorOf, shopNamed } from '../auth/operator-scope.ts';
import { endOperatorSession, logInOperator } from '../auth/operator-session.ts';
import type { Registration } from '../envelope/handler.ts';
import { handle } from '../envelope/handler.ts';
import { listShops } from './operator-lists.ts';

// The platform operator's calls (auth 'operator'): each names the shop it acts on.
export const marketplaceHandlers: readonly Registration[] = [
  handle(mkt.operatorLogin, async (ctx) => {
    const { token, expiresAt, operator } = await logInOperator(ctx.tx, {
      loginAcct: ctx.payload.loginAcct,
      password: ctx.payload.password,
      ip: ctx.client.ip,
      userAgent: ctx.client.userAgent,
      now: ctx.now,
    });
    ctx.cookies.setOperatorSession(token, expiresAt);
    return { ...operator, expiresAt: expiresAt.toISOString() };
  }),

  handle(mkt.operatorLogout, async (ctx) => {
    await endOperatorSession(ctx.tx, operatorOf(ctx).tokenHash, ctx.now);
    ctx.cookies.clearOperatorSession();
    return {};
  }),

  handle(mkt.operatorShopList, (ctx) => listShops(ctx.tx, ctx.payload)),

  handle(mkt.operatorProductList, async (ctx) =>
    listShopProducts(await shopNamed(ctx.tx, ctx.payload.shopId), ctx.payload),
  ),

  handle(mkt.violationRaise, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const raised = await raiseViolation(shop, {
      productId: Number(ctx.payload.productId),
      type: ctx.payload.type,
      severity: ctx.payload.severity,
      reason: ctx.payload.reason,
      requirement: ctx.payload.requirement,
      rectifyDays: ctx.payload.rectifyDays,
      points: ctx.payload.points,
      operatorId: operatorOf(ctx).operatorId,
      now: ctx.now,
    });
    return { ...raised, deadlineAt: raised.deadlineAt.toISOString() };
  }),

  handle(mkt.operatorViolationList, (ctx) => listAllViolations(ctx.tx, ctx.payload)),

  handle(mkt.violationDecide, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return decideViolation(shop, {
      violationId: ctx.payload.violationId,
      decision: ctx.payload.decision,
      remark: ctx.payload.remark,
      operatorId: operatorOf(ctx).operatorId,
      now: ctx.now,
    });
  }),

  handle(mkt.inspectionRecord, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return recordInspection(shop, {
      productId: Number(ctx.payload.productId),
      kind: ctx.payload.kind,
      items: ctx.payload.items,
      remark: ctx.payload.remark,
      operatorId: operatorOf(ctx).operatorId,
      now: ctx.now,
    });
  }),

  handle(mkt.commodityInspectionRecord, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return recordCommodityInspection(shop, {
      productId: Number(ctx.payload.productId),
      sales90d: ctx.payload.sales90d,
      score: ctx.payload.score,
      operatorId: operatorOf(ctx).operatorId,
      now: ctx.now,
    });
  }),
];
