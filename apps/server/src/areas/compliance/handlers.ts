import * as compliance from '@sc/contract/calls/compliance.ts';
import type { Registration } from '../../envelope/handler.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { listCommodityInspections, listInspections } from './inspections.ts';
import { listViolations, violationDetail } from './violation-reads.ts';
import { submitViolation } from './violation-rules.ts';

export const complianceHandlers: readonly Registration[] = [
  handle(compliance.violationListInquiry, (ctx) => listViolations(ctx.shop, ctx.payload, ctx.now)),

  handle(compliance.violationDetailInquiry, (ctx) => violationDetail(ctx.shop, ctx.payload.violationId, ctx.now)),

  handle(compliance.violationAppeal, async (ctx) => ({
    status: await submitViolation(ctx.shop, {
      violationId: ctx.payload.violationId,
      kind: ctx.payload.kind,
      explanation: ctx.payload.explanation,
      evidenceUrls: ctx.payload.evidenceUrls,
      userId: sessionOf(ctx).userId,
      now: ctx.now,
    }),
  })),

  handle(compliance.inspectionListInquiry, (ctx) => listInspections(ctx.shop, ctx.payload)),

  handle(compliance.commodityInspectionListInquiry, (ctx) => listCommodityInspections(ctx.shop, ctx.payload)),
];
