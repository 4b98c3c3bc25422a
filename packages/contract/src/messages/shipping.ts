import type { Texts } from '../locale.ts';

/** Reply texts of shipping, delivery, freight templates, logistics and pick-up codes. */
export const shippingMessages = {
  // ---- Freight templates -------------------------------------------------------------------------
  freightNameRequired: {
    'th-TH': 'กรุณากรอกชื่อเทมเพลตค่าขนส่ง',
    'en-US': 'Enter the freight template name',
    'zh-CN': '请填写运费模板名称',
  },
  freightNameTooLong: {
    'th-TH': 'ชื่อเทมเพลตยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The template name can be at most {max} characters',
    'zh-CN': '模板名称最多 {max} 个字符',
  },
  freightNameExists: {
    'th-TH': 'มีเทมเพลตชื่อ {name} อยู่แล้ว',
    'en-US': 'A template named {name} already exists',
    'zh-CN': '名为 {name} 的模板已存在',
  },
  freightUnitInvalid: {
    'th-TH': 'หน่วยแรกและหน่วยต่อไปต้องอยู่ระหว่าง 1 ถึง {max}',
    'en-US': 'The first and continued units must be from 1 to {max}',
    'zh-CN': '首件（重）和续件（重）须在 1 到 {max} 之间',
  },
  freightFeeTooHigh: {
    'th-TH': 'ค่าขนส่งต้องไม่เกิน {max} บาท',
    'en-US': 'A freight fee can be at most {max} baht',
    'zh-CN': '运费不能超过 {max} 泰铢',
  },
  freightFreeOverInvalid: {
    'th-TH': 'ยอดสั่งซื้อขั้นต่ำสำหรับส่งฟรีต้องมากกว่า 0',
    'en-US': 'The free-shipping amount must be above 0',
    'zh-CN': '包邮金额必须大于 0',
  },
  freightRegionsTooMany: {
    'th-TH': 'กำหนดค่าขนส่งตามภูมิภาคได้ไม่เกิน {max} กลุ่ม',
    'en-US': 'At most {max} regional fees',
    'zh-CN': '最多 {max} 组地区运费',
  },
  freightRegionEmpty: {
    'th-TH': 'กลุ่มค่าขนส่งที่ {index} ต้องมีจังหวัดอย่างน้อยหนึ่งจังหวัด',
    'en-US': 'Regional fee {index} needs at least one province',
    'zh-CN': '第 {index} 组地区运费至少需要一个省份',
  },
  freightProvinceInvalid: {
    'th-TH': 'รหัสจังหวัด {code} ไม่ถูกต้อง',
    'en-US': 'Province code {code} is not valid',
    'zh-CN': '省份代码 {code} 无效',
  },
  freightProvinceTwice: {
    'th-TH': 'จังหวัด {code} อยู่ในค่าขนส่งตามภูมิภาคมากกว่าหนึ่งกลุ่ม',
    'en-US': 'Province {code} is in more than one regional fee',
    'zh-CN': '省份 {code} 出现在多组地区运费中',
  },
  freightDefaultNotDeletable: {
    'th-TH': 'ลบเทมเพลตเริ่มต้นไม่ได้ กรุณาตั้งเทมเพลตอื่นเป็นค่าเริ่มต้นก่อน',
    'en-US': 'The default template cannot be deleted; set another template as default first',
    'zh-CN': '默认模板不能删除，请先将其他模板设为默认',
  },
  freightNoTemplate: {
    'th-TH': 'ร้านค้ายังไม่มีเทมเพลตค่าขนส่ง',
    'en-US': 'The shop has no freight template yet',
    'zh-CN': '店铺还没有运费模板',
  },

  // ---- Logistics configuration ------------------------------------------------------------------------
  logisticsCarriersEmpty: {
    'th-TH': 'กรุณาเลือกบริษัทขนส่งอย่างน้อยหนึ่งราย',
    'en-US': 'Choose at least one express company',
    'zh-CN': '请至少选择一家快递公司',
  },
  logisticsCarrierUnknown: {
    'th-TH': 'ไม่รู้จักบริษัทขนส่ง {carrier}',
    'en-US': 'Unknown express company {carrier}',
    'zh-CN': '未知的快递公司 {carrier}',
  },
  logisticsDefaultNotEnabled: {
    'th-TH': 'บริษัทขนส่งเริ่มต้นต้องเป็นหนึ่งในบริษัทขนส่งที่เลือก',
    'en-US': 'The default express company must be one of the chosen ones',
    'zh-CN': '默认快递公司必须是已选快递公司之一',
  },
  logisticsPickupAddressRequired: {
    'th-TH': 'กรุณาเลือกที่อยู่ให้ขนส่งเข้ารับพัสดุ',
    'en-US': 'Choose the pick-up address for the carrier',
    'zh-CN': '请选择快递上门揽收地址',
  },
  logisticsShipWithinDays: {
    'th-TH': 'ระยะเวลาจัดส่งต้องอยู่ระหว่าง 1 ถึง {max} วันทำการ',
    'en-US': 'Ship within must be from 1 to {max} working days',
    'zh-CN': '发货时效须在 1 到 {max} 个工作日之间',
  },
  logisticsNoDefaultCarrier: {
    'th-TH': 'ยังไม่ได้ตั้งบริษัทขนส่งเริ่มต้น กรุณาตั้งค่าการขนส่งหรือเลือกบริษัทขนส่ง',
    'en-US': 'No default express company is set; set up logistics or choose a carrier',
    'zh-CN': '尚未设置默认快递公司，请先配置物流或选择快递公司',
  },
  logisticsCarrierNotEnabled: {
    'th-TH': 'ร้านค้าไม่ได้ใช้บริษัทขนส่ง {carrier}',
    'en-US': 'The shop does not ship with {carrier}',
    'zh-CN': '店铺未启用快递公司 {carrier}',
  },

  // ---- Delivery --------------------------------------------------------------------------------------
  deliveryNotCancellable: {
    'th-TH': 'ยกเลิกได้เฉพาะพัสดุที่ขนส่งยังไม่ได้รับ',
    'en-US': 'Only a parcel the carrier has not picked up can be cancelled',
    'zh-CN': '只能取消快递尚未揽收的包裹',
  },
  interceptNotPickedUp: {
    'th-TH': 'ขนส่งยังไม่ได้รับพัสดุนี้ ให้ยกเลิกพัสดุแทนการสกัดกั้น',
    'en-US': 'The carrier has not picked this parcel up yet: cancel the parcel instead of intercepting it',
    'zh-CN': '快递尚未揽收该包裹，请直接取消包裹而不是拦截',
  },
  interceptNotInTransit: {
    'th-TH': 'สกัดกั้นได้เฉพาะพัสดุที่อยู่ระหว่างขนส่งและยังไม่ถึงผู้ซื้อ',
    'en-US': 'Only a parcel in transit, not yet delivered, can be intercepted',
    'zh-CN': '只能拦截运输中且尚未送达的包裹',
  },
  interceptParcelCancelled: {
    'th-TH': 'พัสดุนี้ถูกยกเลิกแล้ว',
    'en-US': 'This parcel has been cancelled',
    'zh-CN': '该包裹已取消',
  },
  interceptAlreadyRequested: {
    'th-TH': 'ขอสกัดกั้นพัสดุนี้แล้ว กำลังรอคำตอบจากบริษัทขนส่ง',
    'en-US': 'An interception of this parcel is already requested; the carrier has not answered yet',
    'zh-CN': '已申请拦截该包裹，正在等待快递公司答复',
  },
  receiveBackNotComing: {
    'th-TH': 'พัสดุนี้ไม่ได้ถูกส่งกลับมาที่ร้าน',
    'en-US': 'This parcel is not coming back to the shop',
    'zh-CN': '该包裹没有退回店铺',
  },
  receiveBackNotYet: {
    'th-TH': 'พัสดุยังไม่ถึงร้าน ยืนยันการรับได้เมื่อขนส่งนำกลับมาถึงแล้ว',
    'en-US': 'The parcel is not back at the shop yet; confirm it once the carrier has brought it back',
    'zh-CN': '包裹尚未退回店铺，快递送回后才能确认收货',
  },
  receiveBackAlready: {
    'th-TH': 'ยืนยันการรับพัสดุนี้คืนแล้ว สต็อกได้คืนไปแล้ว',
    'en-US': 'This parcel was already confirmed received; its stock is back',
    'zh-CN': '该包裹已确认收回，库存已退回',
  },
  deliveryNoLabel: {
    'th-TH': 'คำสั่งซื้อ {orderId} ยังไม่มีพัสดุให้พิมพ์',
    'en-US': 'Order {orderId} has no parcel to print',
    'zh-CN': '订单 {orderId} 没有可打印的包裹',
  },
  signNotSelfDelivery: {
    'th-TH': 'ยืนยันการรับสินค้าได้เฉพาะคำสั่งซื้อที่ร้านจัดส่งเอง',
    'en-US': 'Only self-delivery orders can be confirmed as received by the shop',
    'zh-CN': '只有商家自配送订单可以由商家确认签收',
  },
  signNotInTransit: {
    'th-TH': 'คำสั่งซื้อ {orderId} ยังไม่อยู่ระหว่างจัดส่ง จึงยืนยันการรับไม่ได้',
    'en-US': 'Order {orderId} is not on its way, so its receipt cannot be confirmed',
    'zh-CN': '订单 {orderId} 不在配送中，无法确认签收',
  },

  // ---- Pick-up codes ---------------------------------------------------------------------------------
  pickupFileInvalid: {
    'th-TH': 'รูปแบบไฟล์ไม่ตรงตามข้อกำหนด กรุณาใช้เทมเพลต (xlsx หรือ csv)',
    'en-US': 'The file format does not meet the requirements; use the template (xlsx or csv)',
    'zh-CN': '文件格式不符合要求，请使用模板（xlsx 或 csv）',
  },
  pickupFileEmpty: {
    'th-TH': 'ไฟล์ไม่มีรหัสรับสินค้า',
    'en-US': 'The file has no pick-up codes',
    'zh-CN': '文件中没有取件码',
  },
  pickupFileTooMany: {
    'th-TH': 'ไฟล์มี {count} แถว เกินกว่าที่อนุญาต ({max} แถว)',
    'en-US': 'The file has {count} rows, more than the {max} allowed',
    'zh-CN': '文件有 {count} 行，超过上限 {max} 行',
  },
  pickupCodeInvalid: {
    'th-TH': 'รหัสรับสินค้าต้องยาว 4 ถึง 32 ตัว ใช้ได้เฉพาะ A-Z 0-9 และ -',
    'en-US': 'A pick-up code is 4 to 32 characters of A-Z, 0-9 and -',
    'zh-CN': '取件码须为 4 到 32 位，只能包含 A-Z、0-9 和 -',
  },
  pickupCarrierInvalid: {
    'th-TH': 'ไม่รู้จักบริษัทขนส่ง {carrier}',
    'en-US': 'Unknown carrier code {carrier}',
    'zh-CN': '未知的快递公司编码 {carrier}',
  },
  pickupCodeTwiceInFile: {
    'th-TH': 'รหัสนี้อยู่ในไฟล์แล้วที่แถว {row}',
    'en-US': 'This code is already in the file at row {row}',
    'zh-CN': '该取件码已在文件第 {row} 行',
  },
  pickupCodeExists: {
    'th-TH': 'รหัส {code} มีอยู่ในร้านแล้ว',
    'en-US': 'Code {code} already exists in the shop',
    'zh-CN': '取件码 {code} 已存在于店铺',
  },
  pickupImported: { 'th-TH': 'นำเข้าแล้ว', 'en-US': 'Imported', 'zh-CN': '已导入' },
  pickupTemplateCode: { 'th-TH': 'รหัสรับสินค้า', 'en-US': 'Pick-up code', 'zh-CN': '取件码' },
  pickupTemplateCarrier: { 'th-TH': 'รหัสบริษัทขนส่ง', 'en-US': 'Carrier code', 'zh-CN': '快递公司编码' },
  pickupTemplateCarriers: { 'th-TH': 'บริษัทขนส่ง', 'en-US': 'Carriers', 'zh-CN': '快递公司' },
  pickupTemplateFileName: {
    'th-TH': 'เทมเพลตรหัสรับสินค้า.xlsx',
    'en-US': 'pickup-code-template.xlsx',
    'zh-CN': '取件码导入模板.xlsx',
  },
} satisfies Record<string, Texts>;
