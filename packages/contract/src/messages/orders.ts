import type { Texts } from '../locale.ts';

/** Reply texts of the merchant's orders. */
export const ordersMessages = {
  // ---- Shipping ("Logistics") ----------------------------------------
  orderLogisticsEmpty: {
    'th-TH': 'ข้อมูลขนส่ง หมายเลขพัสดุต้องไม่เว้นว่าง',
    'en-US': 'Logistics information and waybill number cannot be empty',
    'zh-CN': '物流信息、运单号不能为空',
  },
  orderCarrierUnknown: {
    'th-TH': 'ไม่รู้จักบริษัทขนส่ง {carrier}',
    'en-US': 'Unknown express company {carrier}',
    'zh-CN': '未知的快递公司 {carrier}',
  },
  orderWaybillInvalid: {
    'th-TH': 'หมายเลขพัสดุไม่ถูกต้อง',
    'en-US': 'Invalid tracking number',
    'zh-CN': '运单号无效',
  },
  orderWaybillUsed: {
    'th-TH': 'หมายเลขพัสดุ {waybillNo} ถูกใช้กับพัสดุอื่นแล้ว',
    'en-US': 'Tracking number {waybillNo} is already used by another parcel',
    'zh-CN': '运单号 {waybillNo} 已被其他包裹使用',
  },
  orderAlreadyShipped: {
    'th-TH': 'คำสั่งซื้อจัดส่งแล้ว หมายเลขพัสดุจึงไม่ถูกต้อง',
    'en-US': 'The order has already been shipped, so the tracking number is wrong',
    'zh-CN': '订单已发货，运单号有误',
  },
  orderWaybillSame: {
    'th-TH': 'หมายเลขพัสดุใหม่ต้องไม่ซ้ำกับหมายเลขเดิม',
    'en-US': 'The new tracking number must differ from the old one',
    'zh-CN': '新运单号不能与原运单号相同',
  },
  orderArrivalRequired: {
    'th-TH': 'กรุณาระบุวันที่คาดว่าจะได้รับสินค้า',
    'en-US': 'Enter the estimated arrival date',
    'zh-CN': '请填写预计到达日期',
  },
  orderArrivalPast: {
    'th-TH': 'วันที่คาดว่าจะได้รับสินค้าต้องไม่ก่อนวันนี้',
    'en-US': 'The estimated arrival date cannot be before today',
    'zh-CN': '预计到达日期不能早于今天',
  },
  orderRiskHeld: {
    'th-TH': 'คำสั่งซื้อ {orderId} ถูกระงับโดยระบบควบคุมความเสี่ยง ยังจัดส่งไม่ได้',
    'en-US': 'Order {orderId} is held by risk control and cannot ship yet',
    'zh-CN': '订单 {orderId} 被风控冻结，暂不能发货',
  },
  orderNotShippable: {
    'th-TH': 'คำสั่งซื้อ {orderId} อยู่ในสถานะที่จัดส่งไม่ได้',
    'en-US': 'Order {orderId} cannot ship in its current state',
    'zh-CN': '订单 {orderId} 当前状态不能发货',
  },
  orderNotAdvanceShippable: {
    'th-TH': 'จัดส่งล่วงหน้าได้เฉพาะคำสั่งซื้อแบบมัดจำหรือพรีออเดอร์ที่ยังไม่จัดส่ง',
    'en-US': 'Only deposit or pre-sale orders not shipped yet can be shipped in advance',
    'zh-CN': '只有未发货的定金或预售订单可以提前发货',
  },
  orderShipLinesInvalid: {
    'th-TH': 'จำนวนที่จัดส่งของรายการ {lineNo} ไม่ถูกต้อง',
    'en-US': 'The quantity to ship of line {lineNo} is not valid',
    'zh-CN': '第 {lineNo} 行的发货数量无效',
  },
  orderWaybillNotModifiable: {
    'th-TH': 'แก้ไขหมายเลขพัสดุได้เฉพาะพัสดุที่ขนส่งยังไม่ได้รับ',
    'en-US': 'Only the waybill of a parcel the carrier has not picked up can be changed',
    'zh-CN': '只能修改快递尚未揽收的包裹运单号',
  },

  // ---- Bulk ship -------------------------------------------------------------------------------
  orderBulkFileInvalid: {
    'th-TH': 'รูปแบบไฟล์ไม่ตรงตามข้อกำหนด กรุณาใช้เทมเพลต',
    'en-US': 'The file format does not meet the requirements; use the template',
    'zh-CN': '文件格式不符合要求，请使用模板',
  },
  orderBulkEmpty: {
    'th-TH': 'ไฟล์ไม่มีรายการคำสั่งซื้อ',
    'en-US': 'The file has no order rows',
    'zh-CN': '文件中没有订单行',
  },
  orderBulkTooMany: {
    'th-TH': 'ไฟล์มี {count} แถว เกินกว่าที่อนุญาต ({max} แถว)',
    'en-US': 'The file has {count} rows, more than the {max} allowed',
    'zh-CN': '文件有 {count} 行，超过上限 {max} 行',
  },
  orderBulkOrderIdInvalid: {
    'th-TH': 'เลขที่คำสั่งซื้อไม่ถูกต้อง',
    'en-US': 'Invalid order number',
    'zh-CN': '订单号无效',
  },
  orderBulkOrderNotFound: {
    'th-TH': 'ไม่พบคำสั่งซื้อ {orderId}',
    'en-US': 'Order {orderId} was not found',
    'zh-CN': '未找到订单 {orderId}',
  },
  orderBulkDuplicateRow: {
    'th-TH': 'คำสั่งซื้อนี้อยู่ในไฟล์แล้วที่แถว {row}',
    'en-US': 'This order is already in the file at row {row}',
    'zh-CN': '该订单已在文件第 {row} 行',
  },
  orderBulkShipped: {
    'th-TH': 'จัดส่งแล้ว',
    'en-US': 'Shipped',
    'zh-CN': '已发货',
  },
  orderTemplateOrderId: { 'th-TH': 'เลขที่คำสั่งซื้อ', 'en-US': 'Order number', 'zh-CN': '订单号' },
  orderTemplateCarrier: { 'th-TH': 'รหัสบริษัทขนส่ง', 'en-US': 'Carrier code', 'zh-CN': '快递公司编码' },
  orderTemplateWaybill: { 'th-TH': 'หมายเลขพัสดุ', 'en-US': 'Waybill number', 'zh-CN': '运单号' },
  orderTemplateCarriers: { 'th-TH': 'บริษัทขนส่ง', 'en-US': 'Carriers', 'zh-CN': '快递公司' },
  orderTemplateFileName: {
    'th-TH': 'เทมเพลตจัดส่งหลายรายการ.xlsx',
    'en-US': 'bulk-ship-template.xlsx',
    'zh-CN': '批量发货模板.xlsx',
  },

  // ---- Memos and addresses -------------------------------------------------------------------------
  orderMemoEmpty: {
    'th-TH': 'บันทึกต้องไม่เว้นว่าง',
    'en-US': 'The memo cannot be empty',
    'zh-CN': '备注不能为空',
  },
  orderMemoTooLong: {
    'th-TH': 'บันทึกยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The memo can be at most {max} characters',
    'zh-CN': '备注最多 {max} 个字符',
  },
  orderAddressNotModifiable: {
    'th-TH': 'แก้ไขที่อยู่ได้เฉพาะคำสั่งซื้อที่ยังไม่จัดส่ง',
    'en-US': 'The address can only be changed before the order ships',
    'zh-CN': '只有未发货的订单才能修改地址',
  },
  orderAddressUnchanged: {
    'th-TH': 'ที่อยู่ใหม่เหมือนกับที่อยู่เดิม',
    'en-US': 'The new address is the same as the current one',
    'zh-CN': '新地址与原地址相同',
  },

  // ---- Report and time ranges --------------------------------------------------------------------------
  orderRangeInvalid: {
    'th-TH': 'วันที่เริ่มต้นต้องไม่หลังวันที่สิ้นสุด',
    'en-US': 'The start cannot be after the end',
    'zh-CN': '开始时间不能晚于结束时间',
  },
  orderRangeTooLong: {
    'th-TH': 'ช่วงเวลายาวได้ไม่เกิน {max} วัน',
    'en-US': 'The range can be at most {max} days',
    'zh-CN': '时间范围最多 {max} 天',
  },
} satisfies Record<string, Texts>;
