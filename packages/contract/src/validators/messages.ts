import { fillParams, type Locale, type Texts } from '../locale.ts';

// Amounts in params are baht strings such as '12.50' (see satangToBaht); counts are plain numbers.
export const validatorMessages = {
  required: {
    'th-TH': 'กรุณากรอกข้อมูลในช่องนี้',
    'en-US': 'This field is required',
    'zh-CN': '此项为必填项',
  },
  requiredField: {
    'th-TH': '{field} ห้ามเว้นว่าง',
    'en-US': '{field} cannot be empty',
    'zh-CN': '{field}不能为空',
  },
  tooLong: {
    'th-TH': 'กรอกได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'Enter no more than {max} characters',
    'zh-CN': '最多输入{max}个字符',
  },
  dollarNotAllowed: {
    'th-TH': 'ไม่อนุญาตให้ใช้เครื่องหมาย $',
    'en-US': 'The $ sign is not allowed',
    'zh-CN': '不允许使用“$”符号',
  },
  nulNotAllowed: {
    'th-TH': 'มีอักขระที่ใช้ไม่ได้ (NUL)',
    'en-US': 'Contains a character that cannot be used (NUL)',
    'zh-CN': '包含无法使用的字符（NUL）',
  },
  brokenCharacter: {
    'th-TH': 'มีอักขระที่ไม่สมบูรณ์ กรุณาพิมพ์ข้อความใหม่',
    'en-US': 'Contains a broken character; please type the text again',
    'zh-CN': '包含不完整的字符，请重新输入',
  },
  nestedTooDeep: {
    'th-TH': 'ข้อมูลซ้อนกันลึกเกิน {max} ชั้น',
    'en-US': 'The data is nested deeper than {max} levels',
    'zh-CN': '数据嵌套超过{max}层',
  },
  listLengthMismatch: {
    'th-TH': 'กรุณาเลือกให้ครบ {size} รายการ',
    'en-US': 'Select exactly {size} items',
    'zh-CN': '请选择{size}项',
  },
  dateInPast: {
    'th-TH': 'ไม่สามารถเลือกเวลาที่ผ่านมาแล้วได้',
    'en-US': 'The time cannot be earlier than now',
    'zh-CN': '时间不能早于当前时间',
  },
  valueZero: {
    'th-TH': 'ค่าต้องไม่เป็น 0',
    'en-US': 'The value cannot be 0',
    'zh-CN': '数值不能为0',
  },
  passwordWeak: {
    'th-TH':
      'รหัสผ่านไม่เป็นไปตามข้อกำหนดด้านความปลอดภัย: ต้องเป็นตัวอักษรภาษาอังกฤษและตัวเลข 10–20 ตัว โดยมีตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ และตัวเลขอย่างน้อยอย่างละหนึ่งตัว',
    'en-US':
      'The password does not meet the security requirements: use 10 to 20 letters and digits, with at least one lowercase letter, one uppercase letter and one digit',
    'zh-CN': '密码不符合安全要求：请使用10至20位字母和数字，且至少包含一个小写字母、一个大写字母和一个数字',
  },
  passwordMismatch: {
    'th-TH': 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
    'en-US': 'The passwords do not match',
    'zh-CN': '两次输入的密码不一致',
  },
  phoneInvalid: {
    'th-TH': 'กรุณากรอกหมายเลขโทรศัพท์มือถือให้ถูกต้อง: เบอร์ไทย 10 หลักที่ขึ้นต้นด้วย 06, 08 หรือ 09 หรือเบอร์จีนแผ่นดินใหญ่ 11 หลัก',
    'en-US':
      'Enter a valid mobile number: a 10-digit Thai number starting with 06, 08 or 09, or an 11-digit mainland China number',
    'zh-CN': '请输入正确的手机号码：以06、08或09开头的10位泰国号码，或11位中国大陆号码',
  },
  phoneTooLong: {
    'th-TH': 'หมายเลขโทรศัพท์ต้องไม่เกิน {max} หลัก',
    'en-US': 'The phone number can have at most {max} digits',
    'zh-CN': '手机号码最多{max}位',
  },
  emailInvalid: {
    'th-TH': 'กรุณากรอกอีเมลให้ถูกต้อง',
    'en-US': 'Enter a valid email address',
    'zh-CN': '请输入正确的邮箱地址',
  },
  emailTooLong: {
    'th-TH': 'อีเมลต้องมีความยาวไม่เกิน {max} ตัวอักษร',
    'en-US': 'The email address can have at most {max} characters',
    'zh-CN': '邮箱地址最多{max}个字符',
  },
  amountInvalid: {
    'th-TH': 'กรุณากรอกจำนวนเงินตั้งแต่ 0 ขึ้นไป และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
    'en-US': 'Enter an amount of 0 or more with at most two decimal places',
    'zh-CN': '请输入不小于0且最多两位小数的金额',
  },
  salePriceAboveMarket: {
    'th-TH': 'ราคาขายต้องไม่สูงกว่าราคาตลาด ({marketPrice} บาท)',
    'en-US': 'The sale price cannot be higher than the market price ({marketPrice} baht)',
    'zh-CN': '销售价不能高于市场价（{marketPrice}泰铢）',
  },
  salePriceBelowPurchase: {
    'th-TH': 'ราคาขายต้องไม่ต่ำกว่าราคาทุน ({purchasePrice} บาท)',
    'en-US': 'The sale price cannot be lower than the purchase price ({purchasePrice} baht)',
    'zh-CN': '销售价不能低于采购价（{purchasePrice}泰铢）',
  },
  activityPriceAboveSales: {
    'th-TH': 'ราคาโปรโมชันต้องไม่สูงกว่าราคาขาย ({salesPrice} บาท)',
    'en-US': 'The promotion price cannot be higher than the sales price ({salesPrice} baht)',
    'zh-CN': '活动价不能高于销售价（{salesPrice}泰铢）',
  },
  priceCheckNoPromotionPrice: {
    'th-TH': 'SKU {skuId}: ไม่มีราคาโปรโมชันที่แนะนำ',
    'en-US': 'SKU {skuId}: there is no suggested promotion price',
    'zh-CN': 'SKU {skuId}：没有建议促销价',
  },
  priceCheckNegativeProfit: {
    'th-TH': 'SKU {skuId}: กำไรขั้นต้นที่ราคาโปรโมชันนี้ติดลบ ซึ่งสินค้านี้ไม่อนุญาตให้ขาดทุน',
    'en-US':
      'SKU {skuId}: the gross profit at this promotion price is negative, and this product may not be sold at a loss',
    'zh-CN': 'SKU {skuId}：该促销价下毛利为负，此商品不允许亏本销售',
  },
  priceCheckAboveMarket: {
    'th-TH': 'SKU {skuId}: ราคาโปรโมชันสูงกว่าราคาตลาด ({marketPrice} บาท)',
    'en-US': 'SKU {skuId}: the promotion price is higher than the market price ({marketPrice} baht)',
    'zh-CN': 'SKU {skuId}：促销价高于市场价（{marketPrice}泰铢）',
  },
  priceCheckBundleNoReferencePrice: {
    'th-TH': 'SKU {skuId}: สินค้าในชุดต่อไปนี้ยังไม่มีราคาอ้างอิง: {memberSkuIds}',
    'en-US': 'SKU {skuId}: these bundle items have no reference price: {memberSkuIds}',
    'zh-CN': 'SKU {skuId}：以下组合商品未设置参考价：{memberSkuIds}',
  },
  depositTooLow: {
    'th-TH': 'สำหรับราคานี้ เงินมัดจำต้องไม่ต่ำกว่า {min} บาท',
    'en-US': 'For this price the deposit must be at least {min} baht',
    'zh-CN': '按此价格，定金不能低于{min}泰铢',
  },
  depositTooHigh: {
    'th-TH': 'สำหรับราคานี้ เงินมัดจำต้องไม่เกิน {max} บาท',
    'en-US': 'For this price the deposit can be at most {max} baht',
    'zh-CN': '按此价格，定金不能超过{max}泰铢',
  },
  depositNotMultipleOfTen: {
    'th-TH': 'เงินมัดจำต้องเป็นจำนวนเท่าของ 10 บาท',
    'en-US': 'The deposit must be a multiple of 10 baht',
    'zh-CN': '定金必须是10泰铢的整数倍',
  },
  deductionNotMultipleOfDeposit: {
    'th-TH': 'ยอดที่หักได้ต้องเป็นจำนวนเท่าของเงินมัดจำ ({deposit} บาท)',
    'en-US': 'The deduction must be a whole multiple of the deposit ({deposit} baht)',
    'zh-CN': '抵扣金额必须是定金（{deposit}泰铢）的整数倍',
  },
  discountTooSmall: {
    'th-TH': 'ส่วนลดต้องไม่น้อยกว่า {min}%',
    'en-US': 'The discount must be at least {min}% off',
    'zh-CN': '优惠力度不能低于{min}%',
  },
  discountTooLarge: {
    'th-TH': 'ส่วนลดต้องน้อยกว่า {max}%',
    'en-US': 'The discount must be less than {max}% off',
    'zh-CN': '优惠力度必须低于{max}%',
  },
  discountBelowHalf: {
    'th-TH': 'ส่วนลดน้อยกว่า 50% กรุณายืนยันอีกครั้ง',
    'en-US': 'The discount is less than 50% off, please confirm',
    'zh-CN': '优惠力度低于50%，请确认',
  },
  discountAboveHalf: {
    'th-TH': 'ส่วนลดมากกว่า 50% กรุณายืนยันอีกครั้ง',
    'en-US': 'The discount is more than 50% off, please confirm',
    'zh-CN': '优惠力度超过50%，请确认',
  },
  discountAbove95: {
    'th-TH': 'ส่วนลดมากกว่า 95% กรุณาตรวจสอบราคาให้ดี',
    'en-US': 'The discount is more than 95% off, please check the price carefully',
    'zh-CN': '优惠力度超过95%，请仔细核对价格',
  },
  discountAbove98: {
    'th-TH': 'ส่วนลดมากกว่า 98% แทบจะเป็นการแจกฟรี กรุณาตรวจสอบราคาให้ดี',
    'en-US': 'The discount is more than 98% off, which is almost free, please check the price carefully',
    'zh-CN': '优惠力度超过98%，几乎等于免费，请仔细核对价格',
  },
  minSpendNotAboveDiscount: {
    'th-TH': 'ยอดซื้อขั้นต่ำต้องมากกว่าส่วนลด ({discount} บาท)',
    'en-US': 'The minimum spend must be more than the discount ({discount} baht)',
    'zh-CN': '使用门槛必须高于优惠金额（{discount}泰铢）',
  },
  couponThresholdCheck: {
    'th-TH': 'กรุณายืนยันยอดซื้อขั้นต่ำ: คูปองนี้ไม่มียอดซื้อขั้นต่ำ หรือมียอดซื้อขั้นต่ำตั้งแต่ 100 บาทขึ้นไป',
    'en-US': 'Please confirm the minimum spend: this coupon has no minimum spend, or one of 100 baht or more',
    'zh-CN': '请确认使用门槛：该优惠券无门槛，或门槛不低于100泰铢',
  },
  stockInvalid: {
    'th-TH': 'สต็อกต้องเป็นจำนวนเต็ม',
    'en-US': 'Stock must be a whole number',
    'zh-CN': '库存必须为整数',
  },
  stockNegative: {
    'th-TH': 'สต็อกต้องไม่น้อยกว่า 0',
    'en-US': 'Stock cannot be less than 0',
    'zh-CN': '库存不能小于0',
  },
  stockNotPositive: {
    'th-TH': 'สต็อกต้องมากกว่า 0',
    'en-US': 'Stock must be more than 0',
    'zh-CN': '库存必须大于0',
  },
  stockBelowReserved: {
    'th-TH': 'สต็อกต้องไม่น้อยกว่าสต็อกที่ถูกจองไว้ ({reserved})',
    'en-US': 'Stock cannot be less than the reserved stock ({reserved})',
    'zh-CN': '库存不能小于预占库存（{reserved}）',
  },
  activityStockAboveMall: {
    'th-TH': 'สต็อกโปรโมชันต้องไม่เกินสต็อกสินค้าในร้าน ({mallStock})',
    'en-US': 'Promotion stock cannot exceed the product stock in the mall ({mallStock})',
    'zh-CN': '活动库存不能超过商城库存（{mallStock}）',
  },
  giftStockAboveProduct: {
    'th-TH': 'สต็อกของแถมต้องไม่เกินสต็อกสินค้า ({productStock})',
    'en-US': 'Gift stock cannot exceed the product stock ({productStock})',
    'zh-CN': '赠品库存不能超过商品库存（{productStock}）',
  },
  mediaLinkInvalid: {
    'th-TH': 'กรุณาใช้รูปภาพหรือวิดีโอที่อัปโหลดในร้านนี้ หรือลิงก์ https://',
    'en-US': 'Use a picture or video uploaded to this shop, or an https:// link',
    'zh-CN': '请使用本店上传的图片或视频，或 https:// 链接',
  },
  mediaLinkNotHttps: {
    'th-TH': 'ลิงก์ต้องขึ้นต้นด้วย https://',
    'en-US': 'The link must be an https:// address',
    'zh-CN': '链接必须以 https:// 开头',
  },
  mediaLinkHostNotAllowed: {
    'th-TH': 'ไม่อนุญาตให้ใช้ลิงก์จาก {host} กรุณาใช้เว็บไซต์ที่อนุญาต',
    'en-US': 'Links to {host} are not allowed; use an allowed site',
    'zh-CN': '不允许使用来自 {host} 的链接，请使用允许的网站',
  },
  mediaLinkOtherShop: {
    'th-TH': 'ไฟล์นี้เป็นของร้านค้าอื่น กรุณาอัปโหลดไปยังร้านนี้',
    'en-US': 'This file belongs to another shop; upload it to this shop',
    'zh-CN': '该文件属于其他店铺，请上传到本店',
  },
  activitySkuAboveSales: {
    'th-TH': 'SKU {skuId}: ราคากิจกรรมต้องไม่สูงกว่าราคาขาย ({salesPrice} บาท)',
    'en-US': 'SKU {skuId}: the activity price cannot be higher than the sales price ({salesPrice} baht)',
    'zh-CN': 'SKU {skuId}：活动价不能高于销售价（{salesPrice}泰铢）',
  },
  activitySkuDiscountTooSmall: {
    'th-TH': 'SKU {skuId}: ราคากิจกรรมต้องต่ำกว่าราคาขายอย่างน้อย {min}%',
    'en-US': 'SKU {skuId}: the activity price must be at least {min}% below the sales price',
    'zh-CN': 'SKU {skuId}：活动价须比销售价至少低{min}%',
  },
  activitySkuFree: {
    'th-TH': 'SKU {skuId}: ราคากิจกรรมต้องมากกว่า 0 บาท',
    'en-US': 'SKU {skuId}: the activity price must be more than 0 baht',
    'zh-CN': 'SKU {skuId}：活动价必须大于0泰铢',
  },
  activitySkuShallowDiscount: {
    'th-TH': 'SKU {skuId}: ลดเพียง {percent}% (น้อยกว่า {threshold}%) กรุณายืนยันราคา',
    'en-US': 'SKU {skuId}: only {percent}% off (less than {threshold}%), please confirm the price',
    'zh-CN': 'SKU {skuId}：仅优惠{percent}%（低于{threshold}%），请确认价格',
  },
  activitySkuDeepDiscount: {
    'th-TH': 'SKU {skuId}: ลด {percent}% (มากกว่า {threshold}%) กรุณาตรวจสอบราคาให้ดี',
    'en-US': 'SKU {skuId}: {percent}% off (more than {threshold}%), please check the price carefully',
    'zh-CN': 'SKU {skuId}：优惠{percent}%（超过{threshold}%），请仔细核对价格',
  },
  activitySkuNotBelowLowest: {
    'th-TH': 'SKU {skuId}: ราคากิจกรรมไม่ต่ำกว่าราคาต่ำสุดใน 30 วัน ({lowest} บาท)',
    'en-US': 'SKU {skuId}: the activity price is not below the lowest price of the last 30 days ({lowest} baht)',
    'zh-CN': 'SKU {skuId}：活动价不低于近30天最低价（{lowest}泰铢）',
  },
  activitySkuBelowPurchase: {
    'th-TH': 'SKU {skuId}: ราคากิจกรรมต่ำกว่าราคาทุน ({purchasePrice} บาท) ขาดทุนทุกชิ้นก่อนรวมโปรโมชันอื่น',
    'en-US':
      'SKU {skuId}: the activity price is below the purchase price ({purchasePrice} baht), a loss on every unit before other promotions stack',
    'zh-CN': 'SKU {skuId}：活动价低于进货价（{purchasePrice}泰铢），叠加其他优惠前每件已亏损',
  },
  activitySkuStockNotPositive: {
    'th-TH': 'SKU {skuId}: สต็อกกิจกรรมต้องมากกว่า 0',
    'en-US': 'SKU {skuId}: the activity stock must be more than 0',
    'zh-CN': 'SKU {skuId}：活动库存必须大于0',
  },
  activitySkuStockAboveMall: {
    'th-TH': 'SKU {skuId}: สต็อกกิจกรรมต้องไม่เกินสต็อกสินค้าในร้าน ({mallStock})',
    'en-US': 'SKU {skuId}: the activity stock cannot exceed the product stock in the mall ({mallStock})',
    'zh-CN': 'SKU {skuId}：活动库存不能超过商城库存（{mallStock}）',
  },
  activitySkuStockBelowReserved: {
    'th-TH': 'SKU {skuId}: สต็อกกิจกรรมต้องไม่น้อยกว่าสต็อกที่ถูกจองไว้ ({reserved})',
    'en-US': 'SKU {skuId}: the activity stock cannot be less than the reserved stock ({reserved})',
    'zh-CN': 'SKU {skuId}：活动库存不能小于预占库存（{reserved}）',
  },
} as const satisfies Record<string, Texts>;

export type ValidatorMessageKey = keyof typeof validatorMessages;

export function isValidatorMessageKey(value: string): value is ValidatorMessageKey {
  return Object.hasOwn(validatorMessages, value);
}

const PLACEHOLDER = /\{(\w+)\}/g;

// Lists the {name} placeholders of a text, so tests can compare locales.
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

// A placeholder without a param stays visible as {name}: a gap is easier to spot than a silent blank.
export function formatValidatorMessage(
  key: ValidatorMessageKey,
  locale: Locale,
  params?: Record<string, string | number>,
): string {
  return fillParams(validatorMessages[key][locale], params);
}
