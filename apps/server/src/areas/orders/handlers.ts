import * as calls from '@sc/contract/calls/orders.ts';
import type { OrderStatus } from '@sc/contract/orders.ts';
import { carrierOf } from '@sc/contract/orders.ts';
import { handle, type Registration, sessionOf } from '../../envelope/handler.ts';
import { startExport } from '../downloads/index.ts';
import { bulkShip, bulkShipResult, bulkShipTemplate, listBulkShipBatches } from './bulk-ship.ts';
import type { OrderRow } from './lock-order.ts';
import { orderDetail } from './order-detail.ts';
import { orderExport } from './order-export.ts';
import { orderReport, orderStatistics } from './order-figures.ts';
import { listOrders, listRisk } from './order-list.ts';
import { addMemo, listAddressChanges, listMemos, modifyAddress } from './order-notes.ts';
import { printCoverSheets } from './print.ts';
import { modifyWaybill, optionalArrival, shipOrder } from './ship.ts';

// The merchant's orders. Handlers only pick what each service needs from the call's context.

const shipped = (order: OrderRow, shipmentId: string) => ({
  orderId: String(order.id),
  status: order.status as OrderStatus,
  shipmentId,
  carrierCode: order.carrierCode ?? '',
  waybillNo: order.waybillNo ?? '',
  estimatedArrival: order.estimatedArrival,
});

export const ordersHandlers: readonly Registration[] = [
  handle(calls.orderListInquiry, (ctx) => listOrders(ctx.shop, ctx.payload, ctx.now)),
  handle(calls.orderDetailInquiry, (ctx) => orderDetail(ctx.shop, Number(ctx.payload.orderId))),

  handle(calls.orderDelivery, async (ctx) => {
    const p = ctx.payload;
    const arrival = optionalArrival(p.estimatedArrival, ctx.now);
    const { order, shipmentId } = await shipOrder(
      ctx.tx,
      ctx.shop.shopId,
      {
        orderId: Number(p.orderId),
        carrierCode: p.carrierCode,
        waybillNo: p.waybillNo,
        lines: p.lines,
        estimatedArrival: arrival,
      },
      { userId: sessionOf(ctx).userId },
      ctx.now,
    );
    return shipped(order, shipmentId);
  }),
  handle(calls.orderAdvanceDelivery, async (ctx) => {
    const p = ctx.payload;
    const arrival = optionalArrival(p.estimatedArrival, ctx.now);
    const { order, shipmentId } = await shipOrder(
      ctx.tx,
      ctx.shop.shopId,
      {
        orderId: Number(p.orderId),
        carrierCode: p.carrierCode,
        waybillNo: p.waybillNo,
        kind: 'advance',
        estimatedArrival: arrival,
      },
      { userId: sessionOf(ctx).userId },
      ctx.now,
    );
    return shipped(order, shipmentId);
  }),
  handle(calls.orderWaybillModify, async (ctx) => {
    const p = ctx.payload;
    const { order, shipment } = await modifyWaybill(
      ctx.tx,
      ctx.shop.shopId,
      { orderId: Number(p.orderId), carrierCode: p.carrierCode, waybillNo: p.waybillNo, shipmentId: p.shipmentId },
      { userId: sessionOf(ctx).userId },
      ctx.now,
    );
    return {
      ...shipped(order, shipment.id),
      carrierCode: carrierOf(shipment.carrierCode)?.code ?? shipment.carrierCode,
      waybillNo: shipment.waybillNo,
    };
  }),

  handle(calls.orderBulkShipTemplate, (ctx) => bulkShipTemplate(ctx.locale)),
  handle(calls.orderBulkShip, (ctx) =>
    bulkShip(ctx.shop, ctx.payload.file, sessionOf(ctx).userId, ctx.now, ctx.locale),
  ),
  handle(calls.orderBulkShipList, (ctx) => listBulkShipBatches(ctx.shop, ctx.payload.page)),
  handle(calls.orderBulkShipResult, (ctx) => bulkShipResult(ctx.shop, ctx.payload.batchId)),

  handle(calls.orderMemoAddition, (ctx) =>
    addMemo(ctx.shop, { orderId: Number(ctx.payload.orderId), text: ctx.payload.text }, sessionOf(ctx).userId, ctx.now),
  ),
  handle(calls.orderMemoList, (ctx) => listMemos(ctx.shop, Number(ctx.payload.orderId))),
  handle(calls.orderAddressModify, (ctx) =>
    modifyAddress(
      ctx.shop,
      { orderId: Number(ctx.payload.orderId), address: ctx.payload.address, reason: ctx.payload.reason },
      sessionOf(ctx).userId,
      ctx.now,
    ),
  ),
  handle(calls.orderAddressAuditList, (ctx) => listAddressChanges(ctx.shop, ctx.payload)),

  handle(calls.orderStatistics, (ctx) => orderStatistics(ctx.shop, ctx.now)),
  handle(calls.orderReport, (ctx) => orderReport(ctx.shop, ctx.payload)),
  handle(calls.orderPrint, (ctx) => printCoverSheets(ctx.shop, ctx.payload.orderIds, sessionOf(ctx).userId, ctx.now)),
  handle(calls.orderRiskList, (ctx) => listRisk(ctx.shop, ctx.payload)),
  handle(calls.orderExportExcel, (ctx) => startExport(ctx, orderExport, ctx.payload)),
];
