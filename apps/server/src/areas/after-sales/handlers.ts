import * as calls from '@sc/contract/calls/after-sales.ts';
import { handle, type Registration, sessionOf } from '../../envelope/handler.ts';
import { startExport } from '../downloads/index.ts';

import { expressAddressTree } from './address-tree.ts';
import { caseDetail } from './case-detail.ts';
import { afterSaleExport } from './case-export.ts';
import { listCases, presentRow } from './case-list.ts';
import { addMerchantProof, appealJudgement, auditCase } from './case-merchant.ts';

import { receiptList } from './receipts.ts';

// After-sales (/order/aftersale and the three detail screens); the moves are in cases.ts,
// the timers in jobs.ts, the buyer's and platform's sides in marketplace/after-sale-handlers.ts.

export const afterSalesHandlers: readonly Registration[] = [
  handle(calls.afterSaleList, (ctx) => listCases(ctx.shop, ctx.payload)),
  handle(calls.afterSaleDetailInquiry, (ctx) => caseDetail(ctx.shop, ctx.payload.caseId, ctx.now)),
  handle(calls.afterSaleAudit, async (ctx) => {
    const c = await auditCase(ctx.shop, sessionOf(ctx).userId, ctx.payload, ctx.now);
    const row = presentRow(c);
    return {
      caseId: row.caseId,
      status: row.status,
      refundedAmount: row.refundedAmount,
      deadlineKind: row.deadlineKind,
      deadlineAt: row.deadlineAt,
    };
  }),
  handle(calls.afterSaleReport, (ctx) => appealJudgement(ctx.shop, sessionOf(ctx).userId, ctx.payload, ctx.now)),
  handle(calls.afterSaleProof, (ctx) => addMerchantProof(ctx.shop, sessionOf(ctx).userId, ctx.payload, ctx.now)),
  handle(calls.afterSaleExportExcel, (ctx) => startExport(ctx, afterSaleExport, ctx.payload)),

  handle(calls.refundReceiptList, (ctx) => receiptList(ctx.shop, ctx.payload)),
  handle(calls.expressAddressTree, (ctx) => expressAddressTree(ctx.payload.depth, ctx.locale)),
];
