import type { Texts } from '../locale.ts';

/**
 * Reply texts of the marketplace simulator's orders (buyers, checkout, payment, carriers),
 * merged into messages.ts. {orderId} is the order number; {status} an ORDER_STATUS code.
 */
export const marketplaceOrderMessages = {
  mktBuyerNotFound: {
    'th-TH': 'ไม่พบผู้ซื้อ',
    'en-US': 'Buyer not found',
    'zh-CN': '未找到买家',
  },
  // Spec "Banned accounts cannot order or chat".
  mktBuyerBanned: {
    'th-TH': 'บัญชีนี้ถูกระงับ ไม่สามารถสั่งซื้อได้',
    'en-US': 'This account is banned and cannot order',
    'zh-CN': '该账号已被封禁，无法下单',
  },
  mktSkuNotFound: {
    'th-TH': 'ไม่พบ SKU {sku} ในร้านนี้',
    'en-US': 'SKU {sku} was not found in this shop',
    'zh-CN': '本店铺中未找到 SKU {sku}',
  },
  // Spec "out of stock or off shelf, choose another".
  mktOutOfStock: {
    'th-TH': 'สินค้า “{title}” หมดหรือถูกนำลงจากชั้นวางแล้ว กรุณาเลือกสินค้าอื่น',
    'en-US': '“{title}” is out of stock or off shelf, please choose another',
    'zh-CN': '“{title}”已售罄或已下架，请选择其他商品',
  },
  mktQuantityInvalid: {
    'th-TH': 'จำนวนสินค้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง {max}',
    'en-US': 'A quantity is a whole number from 1 to {max}',
    'zh-CN': '数量须为 1 到 {max} 之间的整数',
  },
  mktAmountsInvalid: {
    'th-TH': 'ส่วนลดต้องไม่เกินยอดสินค้ารวมค่าขนส่ง',
    'en-US': 'The discount cannot be more than the goods and freight together',
    'zh-CN': '优惠金额不能超过商品金额与运费之和',
  },
  mktDepositTooLow: {
    'th-TH': 'มัดจำต้องไม่น้อยกว่า {min} บาท',
    'en-US': 'The deposit must be at least {min} baht',
    'zh-CN': '定金不能低于 {min} 泰铢',
  },
  mktDepositTooHigh: {
    'th-TH': 'มัดจำต้องไม่เกิน {max} บาท',
    'en-US': 'The deposit must be at most {max} baht',
    'zh-CN': '定金不能超过 {max} 泰铢',
  },
  mktDepositOnlyForDeposit: {
    'th-TH': 'กำหนดมัดจำได้เฉพาะคำสั่งซื้อแบบมัดจำ',
    'en-US': 'Only a deposit order has a deposit',
    'zh-CN': '只有定金订单才能设置定金',
  },
  mktOrderStateRefused: {
    'th-TH': 'คำสั่งซื้อ {orderId} อยู่ในสถานะ {status} ทำรายการนี้ไม่ได้',
    'en-US': 'Order {orderId} is {status}; this cannot be done now',
    'zh-CN': '订单 {orderId} 当前状态为 {status}，无法执行此操作',
  },
  mktRiskNotHoldable: {
    'th-TH': 'คำสั่งซื้อ {orderId} อยู่ในสถานะ {status} ระงับเพื่อตรวจสอบความเสี่ยงได้เฉพาะคำสั่งซื้อที่ชำระแล้วและรอจัดส่ง',
    'en-US': 'Order {orderId} is {status}; only paid orders waiting to ship can be held for risk review',
    'zh-CN': '订单 {orderId} 当前状态为 {status}，只有已付款待发货的订单可以冻结进行风控审核',
  },
  mktRiskNotHeld: {
    'th-TH': 'คำสั่งซื้อ {orderId} ไม่ได้ถูกระงับเพื่อตรวจสอบความเสี่ยง',
    'en-US': 'Order {orderId} is not held for risk review',
    'zh-CN': '订单 {orderId} 未被风控冻结',
  },
  mktCodPaidOnSigning: {
    'th-TH': 'คำสั่งซื้อเก็บเงินปลายทางจะชำระเมื่อผู้ซื้อเซ็นรับสินค้า',
    'en-US': 'A cash-on-delivery order is paid when the buyer signs for it',
    'zh-CN': '货到付款订单在买家签收时付款',
  },
  mktBuyerCancelPaid: {
    'th-TH': 'ผู้ซื้อยกเลิกได้เฉพาะคำสั่งซื้อที่ยังไม่ชำระเงิน',
    'en-US': 'A buyer can cancel only an unpaid order',
    'zh-CN': '买家只能取消未付款的订单',
  },
  mktNoShipment: {
    'th-TH': 'คำสั่งซื้อ {orderId} ยังไม่ได้จัดส่ง',
    'en-US': 'Order {orderId} has not been shipped',
    'zh-CN': '订单 {orderId} 尚未发货',
  },
  mktCarrierEventRefused: {
    'th-TH': 'พัสดุอยู่ในสถานะ {status} แล้ว ไม่สามารถบันทึก {event} ได้',
    'en-US': 'The parcel is already {status}; {event} cannot be recorded',
    'zh-CN': '包裹已处于 {status} 状态，无法记录 {event}',
  },
  mktInterceptNotRequested: {
    'th-TH': 'ไม่มีคำขอสกัดกั้นพัสดุนี้ที่รอคำตอบ',
    'en-US': 'No interception of this parcel is waiting for an answer',
    'zh-CN': '该包裹没有待答复的拦截申请',
  },
  mktNothingToOrder: {
    'th-TH': 'ร้านนี้ไม่มีสินค้าที่วางขายและมีสต็อก',
    'en-US': 'This shop has no product on sale with stock',
    'zh-CN': '该店铺没有在售且有库存的商品',
  },
} satisfies Record<string, Texts>;
