import * as calls from '@sc/contract/calls/shipping.ts';
import { handle, type Registration, sessionOf } from '../../envelope/handler.ts';
import {
  cancelDelivery,
  createShipmentOrder,
  deliveryDetails,
  interceptDelivery,
  listDeliveries,
  printLabels,
  receiveDeliveryBack,
  reissueExpress,
  signSelfDelivery,
} from './delivery.ts';
import {
  addTemplate,
  budget,
  deleteTemplate,
  listTemplates,
  modifyTemplate,
  setDefaultTemplate,
  templateDetail,
} from './freight-templates.ts';
import { carrierList, configInquiry, saveConfig, shipMode } from './logistics-config.ts';
import { importPickupCodes, listPickupCodes, pickupTemplate } from './pickup-codes.ts';

// Shipping, delivery, freight templates, logistics configuration and pick-up codes. Handlers only
// pick what each service needs from the call's context.

export const shippingHandlers: readonly Registration[] = [
  handle(calls.freightTemplateList, (ctx) => listTemplates(ctx.shop, ctx.payload.page)),
  handle(calls.freightTemplateDetail, (ctx) => templateDetail(ctx.shop, ctx.payload.templateId)),
  handle(calls.freightTemplateAdd, (ctx) => addTemplate(ctx.shop, ctx.payload, ctx.now)),
  handle(calls.freightTemplateModify, (ctx) => {
    const { templateId, ...input } = ctx.payload;
    return modifyTemplate(ctx.shop, templateId, input, ctx.now);
  }),
  handle(calls.freightTemplateDelete, (ctx) => deleteTemplate(ctx.shop, ctx.payload.templateId)),
  handle(calls.freightTemplateSetDefault, (ctx) => setDefaultTemplate(ctx.shop, ctx.payload.templateId, ctx.now)),
  handle(calls.freightBudget, (ctx) => budget(ctx.shop, ctx.payload)),

  handle(calls.storeExpressConfigInquiry, (ctx) => configInquiry(ctx.shop)),
  handle(calls.storeExpressConfigMaintain, (ctx) => saveConfig(ctx.shop, ctx.payload, ctx.now)),
  handle(calls.shipModeInquiry, (ctx) => shipMode(ctx.shop)),
  handle(calls.expressCompanyList, (ctx) => carrierList(ctx.shop, false)),
  handle(calls.carrierExpressList, (ctx) => carrierList(ctx.shop, true)),

  handle(calls.merchantShipmentOrderCreate, (ctx) =>
    createShipmentOrder(
      ctx.shop,
      { orderId: Number(ctx.payload.orderId), carrierCode: ctx.payload.carrierCode, handover: ctx.payload.handover },
      sessionOf(ctx).userId,
      ctx.now,
    ),
  ),
  handle(calls.merchantShipmentOrderPrint, (ctx) => printLabels(ctx.shop, ctx.payload.orderIds.map(Number), ctx.now)),
  handle(calls.deliveryList, (ctx) => listDeliveries(ctx.shop, ctx.payload)),
  handle(calls.deliveryOrderDetails, (ctx) => deliveryDetails(ctx.shop, Number(ctx.payload.orderId))),
  handle(calls.deliveryCancel, (ctx) =>
    cancelDelivery(ctx.shop, ctx.payload.shipmentId, sessionOf(ctx).userId, ctx.now),
  ),
  handle(calls.deliveryIntercept, (ctx) =>
    interceptDelivery(ctx.shop, ctx.payload.shipmentId, sessionOf(ctx).userId, ctx.now),
  ),
  handle(calls.deliveryReceiveBack, (ctx) =>
    receiveDeliveryBack(ctx.shop, ctx.payload.shipmentId, sessionOf(ctx).userId, ctx.now),
  ),
  handle(calls.expressReissue, (ctx) => reissueExpress(ctx.shop, ctx.payload, sessionOf(ctx).userId, ctx.now)),
  handle(calls.signOrder, (ctx) =>
    signSelfDelivery(ctx.shop, Number(ctx.payload.orderId), sessionOf(ctx).userId, ctx.now),
  ),

  handle(calls.pickupCodeTemplate, (ctx) => pickupTemplate(ctx.locale)),
  handle(calls.pickupCodeImport, (ctx) => importPickupCodes(ctx.shop, ctx.payload.file, ctx.now, ctx.locale)),
  handle(calls.pickupCodeList, (ctx) => listPickupCodes(ctx.shop, ctx.payload)),
];
