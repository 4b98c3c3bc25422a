import * as catalog from '@sc/contract/calls/catalog.ts';
import { handle, type Registration } from '../../envelope/handler.ts';
import {
  applicationDetail,
  applyForBrand,
  listApplications,
  modifyApplication,
  revokeApplication,
} from './brand-applications.ts';
import { listBrands, merchantBrands } from './brands.ts';
import { categoryTree, listCategories } from './categories.ts';

export const catalogHandlers: readonly Registration[] = [
  handle(catalog.categoryList, async (ctx) => ({ list: await listCategories(ctx.tx, ctx.payload, ctx.locale) })),
  handle(catalog.categoryTree, async (ctx) => ({ list: await categoryTree(ctx.tx, ctx.locale) })),
  handle(catalog.brandList, async (ctx) => listBrands(ctx.tx, ctx.payload)),
  handle(catalog.merchantAuthBrand, async (ctx) => ({
    list: await merchantBrands(ctx.shop, ctx.payload.keyword, ctx.now, ctx.locale),
  })),
  handle(catalog.brandApply, async (ctx) => applyForBrand(ctx.shop, ctx.payload, ctx.now, ctx.locale)),
  handle(catalog.brandApplyList, async (ctx) => listApplications(ctx.shop, ctx.payload, ctx.now)),
  handle(catalog.brandApplyDetail, async (ctx) => applicationDetail(ctx.shop, ctx.payload.applicationId, ctx.now)),
  handle(catalog.brandApplyModify, async (ctx) => modifyApplication(ctx.shop, ctx.payload, ctx.now, ctx.locale)),
  handle(catalog.brandApplyRevoke, async (ctx) => revokeApplication(ctx.shop, ctx.payload.applicationId, ctx.now)),
];
