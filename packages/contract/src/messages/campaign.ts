import type { Texts } from '../locale.ts';

/** Reply texts of platform campaigns (/activityreport/index and its pages), merged into messages.ts. */
export const campaignMessages = {
  campaignSkusRequired: {
    'th-TH': 'กรุณาเพิ่ม SKU อย่างน้อย 1 รายการ',
    'en-US': 'Add at least one SKU',
    'zh-CN': '请至少添加一个 SKU',
  },
  campaignTooManySkus: {
    'th-TH': 'ลงทะเบียนได้ครั้งละไม่เกิน {max} SKU',
    'en-US': 'Register at most {max} SKUs at a time',
    'zh-CN': '每次最多报名 {max} 个 SKU',
  },
  campaignSkuTwice: {
    'th-TH': 'SKU {skuId}: เพิ่มซ้ำแล้ว',
    'en-US': 'SKU {skuId}: added twice',
    'zh-CN': 'SKU {skuId}：重复添加',
  },
  campaignPriceMissing: {
    'th-TH': 'SKU {skuId}: กรุณากรอกราคาแคมเปญ',
    'en-US': 'SKU {skuId}: enter the campaign price',
    'zh-CN': 'SKU {skuId}：请输入活动报名价',
  },
  campaignAboveSales: {
    'th-TH': 'SKU {skuId}: ราคาแคมเปญต้องไม่สูงกว่าราคาขาย ({salesPrice} บาท)',
    'en-US': 'SKU {skuId}: the campaign price cannot be higher than the sales price ({salesPrice} baht)',
    'zh-CN': 'SKU {skuId}：活动报名价不能高于销售价（{salesPrice}泰铢）',
  },
  campaignDiscountTooSmall: {
    'th-TH': 'SKU {skuId}: ราคาแคมเปญต้องต่ำกว่าราคาขายอย่างน้อย {min}%',
    'en-US': 'SKU {skuId}: the campaign price must be at least {min}% below the sales price',
    'zh-CN': 'SKU {skuId}：活动报名价须比销售价至少低{min}%',
  },
  campaignFree: {
    'th-TH': 'SKU {skuId}: ราคาแคมเปญต้องมากกว่า 0 บาท',
    'en-US': 'SKU {skuId}: the campaign price must be more than 0 baht',
    'zh-CN': 'SKU {skuId}：活动报名价必须大于0泰铢',
  },
  campaignShallowDiscount: {
    'th-TH': 'SKU {skuId}: ลดเพียง {percent}% (น้อยกว่า {threshold}%) โปรดตรวจสอบอีกครั้ง',
    'en-US': 'SKU {skuId}: only {percent}% off (under {threshold}%); please check',
    'zh-CN': 'SKU {skuId}：仅优惠{percent}%（低于{threshold}%），请确认',
  },
  campaignDeepDiscount: {
    'th-TH': 'SKU {skuId}: ลด {percent}% (เกิน {threshold}%) โปรดตรวจสอบอีกครั้ง',
    'en-US': 'SKU {skuId}: {percent}% off (over {threshold}%); please check',
    'zh-CN': 'SKU {skuId}：优惠{percent}%（超过{threshold}%），请确认',
  },
  campaignNotBelowLowest: {
    'th-TH': 'SKU {skuId}: ราคาแคมเปญไม่ต่ำกว่าราคาต่ำสุดใน 30 วัน ({lowest} บาท)',
    'en-US': 'SKU {skuId}: the campaign price is not below the lowest price of 30 days ({lowest} baht)',
    'zh-CN': 'SKU {skuId}：活动报名价不低于30天最低价（{lowest}泰铢）',
  },
  campaignStockNotPositive: {
    'th-TH': 'SKU {skuId}: สต็อกแคมเปญต้องมากกว่า 0',
    'en-US': 'SKU {skuId}: the campaign stock must be more than 0',
    'zh-CN': 'SKU {skuId}：活动库存必须大于0',
  },
  campaignStockAboveMall: {
    'th-TH': 'SKU {skuId}: สต็อกแคมเปญต้องไม่เกินสต็อกสินค้า ({mallStock})',
    'en-US': 'SKU {skuId}: the campaign stock cannot exceed the product stock ({mallStock})',
    'zh-CN': 'SKU {skuId}：活动库存不能超过商品库存（{mallStock}）',
  },
  campaignBelowMinDiscount: {
    'th-TH': 'SKU {skuId}: แคมเปญนี้กำหนดให้ลดอย่างน้อย {min}% จากราคาขาย',
    'en-US': 'SKU {skuId}: this campaign asks for at least {min}% off the sales price',
    'zh-CN': 'SKU {skuId}：本活动要求至少比销售价低{min}%',
  },
  campaignStockShort: {
    'th-TH': 'SKU {skuId}: แคมเปญนี้กำหนดสต็อกอย่างน้อย {required} ชิ้น',
    'en-US': 'SKU {skuId}: this campaign asks for at least {required} units of stock',
    'zh-CN': 'SKU {skuId}：本活动要求活动库存至少{required}件',
  },
  campaignCategoryClosed: {
    'th-TH': 'SKU {skuId}: หมวดหมู่ของสินค้านี้ไม่ได้เปิดรับในแคมเปญนี้',
    'en-US': "SKU {skuId}: this product's category is not open to this campaign",
    'zh-CN': 'SKU {skuId}：该商品类目不在本活动范围内',
  },
  campaignSkuNotFound: {
    'th-TH': 'ไม่พบ SKU {skuId} ในร้านนี้',
    'en-US': 'SKU {skuId} is not in this shop',
    'zh-CN': '本店没有 SKU {skuId}',
  },
  campaignSkuNotOnSale: {
    'th-TH': 'SKU {skuId}: สินค้าไม่ได้วางขายอยู่',
    'en-US': 'SKU {skuId}: the product is not on sale',
    'zh-CN': 'SKU {skuId}：商品未在售',
  },
  campaignSkuTaken: {
    'th-TH': 'SKU {skuId}: ลงทะเบียนในแคมเปญนี้แล้ว',
    'en-US': 'SKU {skuId}: already registered in this campaign',
    'zh-CN': 'SKU {skuId}：已报名本活动',
  },
  campaignNotRegistering: {
    'th-TH': 'แคมเปญนี้ไม่ได้เปิดรับลงทะเบียนในขณะนี้',
    'en-US': 'This campaign is not taking registrations now',
    'zh-CN': '本活动当前不在报名期',
  },
  campaignNotReviewable: {
    'th-TH': 'ตรวจสอบได้เฉพาะการลงทะเบียนที่รอตรวจสอบ ก่อนแคมเปญสิ้นสุด',
    'en-US': 'Only a pending registration can be reviewed, before the campaign ends',
    'zh-CN': '只能在活动结束前审核待审核的报名',
  },
  campaignNotRevocable: {
    'th-TH': 'เพิกถอนได้เฉพาะการลงทะเบียนที่อนุมัติแล้ว ก่อนแคมเปญสิ้นสุด',
    'en-US': 'Only an approved registration can be revoked, before the campaign ends',
    'zh-CN': '只能在活动结束前撤销已通过的报名',
  },
  campaignReasonRequired: {
    'th-TH': 'กรุณาระบุเหตุผล',
    'en-US': 'Give the reason',
    'zh-CN': '请填写原因',
  },
  campaignWindowInvalid: {
    'th-TH': 'ช่วงลงทะเบียนและช่วงแคมเปญต้องเริ่มก่อนสิ้นสุด และปิดลงทะเบียนไม่เกินวันสิ้นสุดแคมเปญ',
    'en-US':
      'The registration and campaign windows must each start before they end, and registration must close by the campaign’s end',
    'zh-CN': '报名期和活动期须开始早于结束，且报名截止不晚于活动结束',
  },
  campaignUrgeNotRegistered: {
    'th-TH': 'ยังไม่ได้ลงทะเบียนสินค้า ลงทะเบียนก่อนปิดรับ',
    'en-US': 'No product registered yet; register before registration closes',
    'zh-CN': '尚未报名商品，请在报名截止前报名',
  },
  campaignUrgeMissed: {
    'th-TH': 'ปิดรับลงทะเบียนแล้วโดยไม่มีสินค้าของร้านเข้าร่วม',
    'en-US': 'Registration closed without any product of the shop',
    'zh-CN': '报名已截止，本店没有商品报名',
  },
  campaignUrgeBelowDiscount: {
    'th-TH': 'SKU {skuId}: ราคาขายเปลี่ยนไป ราคาแคมเปญลดไม่ถึง {min}% แล้ว',
    'en-US': 'SKU {skuId}: the sales price moved; the campaign price is no longer {min}% off',
    'zh-CN': 'SKU {skuId}：销售价已变动，活动报名价已不足{min}%的优惠',
  },
  campaignUrgeStockShort: {
    'th-TH': 'SKU {skuId}: สต็อกเหลือ {stock} ชิ้น ต้องมีอย่างน้อย {needed} ชิ้น',
    'en-US': 'SKU {skuId}: {stock} units in stock; the campaign needs {needed}',
    'zh-CN': 'SKU {skuId}：库存仅{stock}件，活动需要{needed}件',
  },
  campaignUrgeRejected: {
    'th-TH': 'SKU {skuId}: ไม่ผ่านการตรวจสอบ ({reason}) แก้ไขแล้วลงทะเบียนใหม่ได้',
    'en-US': 'SKU {skuId}: rejected ({reason}); fix it and register again',
    'zh-CN': 'SKU {skuId}：审核未通过（{reason}），修改后可重新报名',
  },
} as const satisfies Record<string, Texts>;
