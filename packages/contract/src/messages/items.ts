import type { Texts } from '../locale.ts';

/**
 * Reply texts of the products area, merged into messages.ts. {sku} names a SKU row as the merchant
 * sees it: its number in the matrix and its values, e.g. "#3 (ดำ / M)".
 */
export const itemsMessages = {
  // ---- Uniqueness ("Uniqueness") ----------------------------------
  itemCodeExists: {
    'th-TH': 'รหัสสินค้า {code} มีอยู่แล้ว',
    'en-US': 'Product code {code} already exists',
    'zh-CN': '商品编码 {code} 已存在',
  },
  itemSpecNameExists: {
    'th-TH': 'ชื่อตัวเลือกสินค้า “{name}” มีอยู่แล้ว',
    'en-US': 'Specification name “{name}” already exists',
    'zh-CN': '规格名“{name}”已存在',
  },
  itemSpecValueExists: {
    'th-TH': 'ค่าตัวเลือก “{value}” ของ “{spec}” มีอยู่แล้ว',
    'en-US': 'Specification value “{value}” of “{spec}” already exists',
    'zh-CN': '规格“{spec}”的规格值“{value}”已存在',
  },
  itemKeywordExists: {
    'th-TH': 'คีย์เวิร์ด “{keyword}” มีอยู่แล้ว',
    'en-US': 'Keyword “{keyword}” already exists',
    'zh-CN': '关键词“{keyword}”已存在',
  },
  itemSkuCodeExists: {
    'th-TH': 'รหัส SKU {code} ซ้ำกันในสินค้านี้',
    'en-US': 'SKU code {code} is used twice in this product',
    'zh-CN': 'SKU 编码 {code} 在该商品中重复',
  },

  // ---- The SKU matrix ----------------------------------------------------------------------
  itemSkuNeedsOne: {
    'th-TH': 'สินค้าที่ไม่มีตัวเลือกต้องมี SKU เดียวพอดี',
    'en-US': 'A product without specifications has exactly one SKU',
    'zh-CN': '没有规格的商品只能有一个 SKU',
  },
  itemSkuUnknownCombination: {
    'th-TH': 'SKU {sku}: ค่าตัวเลือกไม่ตรงกับตัวเลือกของสินค้า',
    'en-US': 'SKU {sku}: its values do not match the product’s specifications',
    'zh-CN': 'SKU {sku}：规格值与商品规格不符',
  },
  itemSkuDuplicateCombination: {
    'th-TH': 'SKU {sku}: มีชุดค่าตัวเลือกนี้แล้ว',
    'en-US': 'SKU {sku}: this combination of values is already in the list',
    'zh-CN': 'SKU {sku}：该规格组合已存在',
  },
  itemSkuMissingCombination: {
    'th-TH': 'ยังไม่มี SKU สำหรับ {values} ทุกชุดค่าตัวเลือกต้องมี SKU หนึ่งรายการ',
    'en-US': 'There is no SKU for {values}; every combination of values needs one SKU',
    'zh-CN': '缺少 {values} 的 SKU，每个规格组合都需要一个 SKU',
  },
  itemTooManySkus: {
    'th-TH': 'ตัวเลือกเหล่านี้ทำให้มี {count} SKU เกินกว่าที่อนุญาต ({max})',
    'en-US': 'These specifications make {count} SKUs, more than the {max} allowed',
    'zh-CN': '这些规格会产生 {count} 个 SKU，超过上限 {max} 个',
  },
  itemSkuStockBelowReserved: {
    'th-TH': 'SKU {sku}: สต็อกต้องไม่น้อยกว่าสต็อกที่ถูกจองไว้ ({reserved})',
    'en-US': 'SKU {sku}: stock cannot be less than the reserved stock ({reserved})',
    'zh-CN': 'SKU {sku}：库存不能小于预占库存（{reserved}）',
  },
  itemSkuRemovedHasReserved: {
    'th-TH': 'ลบ SKU {sku} ไม่ได้ เพราะมีคำสั่งซื้อจองสต็อกไว้ {reserved} ชิ้น',
    'en-US': 'SKU {sku} cannot be removed: orders hold {reserved} of its stock',
    'zh-CN': '无法删除 SKU {sku}：订单预占了 {reserved} 件库存',
  },
  itemSkuStockNegative: {
    'th-TH': 'SKU {sku}: สต็อกต้องไม่น้อยกว่า 0',
    'en-US': 'SKU {sku}: stock cannot be less than 0',
    'zh-CN': 'SKU {sku}：库存不能小于0',
  },
  itemSkuStockTooHigh: {
    'th-TH': 'SKU {sku}: สต็อกต้องไม่เกิน {max}',
    'en-US': 'SKU {sku}: stock cannot be more than {max}',
    'zh-CN': 'SKU {sku}：库存不能超过 {max}',
  },
  itemSkuAboveMarket: {
    'th-TH': 'SKU {sku}: ราคาขายต้องไม่สูงกว่าราคาตลาด ({marketPrice} บาท)',
    'en-US': 'SKU {sku}: the sale price cannot be higher than the market price ({marketPrice} baht)',
    'zh-CN': 'SKU {sku}：销售价不能高于市场价（{marketPrice}泰铢）',
  },
  itemSkuBelowPurchase: {
    'th-TH': 'SKU {sku}: ราคาขายต้องไม่ต่ำกว่าราคาทุน ({purchasePrice} บาท)',
    'en-US': 'SKU {sku}: the sale price cannot be lower than the purchase price ({purchasePrice} baht)',
    'zh-CN': 'SKU {sku}：销售价不能低于采购价（{purchasePrice}泰铢）',
  },

  // ---- Sale settings -----------------------------------------------------------------------
  itemPreSaleShipDaysRequired: {
    'th-TH': 'สินค้าพรีออเดอร์ต้องระบุจำนวนวันที่จะจัดส่ง',
    'en-US': 'A pre-sale product needs the number of days to ship',
    'zh-CN': '预售商品须填写发货天数',
  },
  itemReleaseAtRequired: {
    'th-TH': 'กรุณาเลือกเวลาวางขาย',
    'en-US': 'Choose the time it goes on sale',
    'zh-CN': '请选择上架时间',
  },
  itemReleaseAtNotFuture: {
    'th-TH': 'เวลาวางขายต้องเป็นเวลาในอนาคต',
    'en-US': 'The time it goes on sale must be in the future',
    'zh-CN': '上架时间必须晚于当前时间',
  },

  itemFreightTemplateUnknown: {
    'th-TH': 'ไม่พบเทมเพลตค่าส่งนี้ในร้านของคุณ กรุณาเลือกใหม่',
    'en-US': 'This freight template is not one of your shop’s; choose another',
    'zh-CN': '店铺中没有此运费模板，请重新选择',
  },

  // ---- Shelf, recycle bin -------------------------------------------------------------------
  itemNoStockToSell: {
    'th-TH': 'ไม่มีสต็อกที่ขายได้ กรุณาเพิ่มสต็อกก่อนวางขาย',
    'en-US': 'There is no stock to sell; add stock before putting it on sale',
    'zh-CN': '没有可售库存，请先补充库存再上架',
  },
  itemHalted: {
    'th-TH': 'สินค้านี้ถูกแพลตฟอร์มระงับการขายถาวร ไม่สามารถวางขายหรือกู้คืนได้',
    'en-US': 'The platform has permanently halted this product; it cannot go on sale or be restored',
    'zh-CN': '该商品已被平台永久停售，无法上架或恢复',
  },
  itemBlockedByViolation: {
    'th-TH': 'สินค้านี้มีรายการละเมิดที่ยังไม่ปิด จึงวางขายไม่ได้',
    'en-US': 'This product has an open violation and cannot go on sale',
    'zh-CN': '该商品有未结的违规记录，无法上架',
  },
  itemInRecycleBin: {
    'th-TH': 'สินค้านี้อยู่ในถังขยะ กรุณากู้คืนก่อน',
    'en-US': 'This product is in the recycle bin; restore it first',
    'zh-CN': '该商品在回收站中，请先恢复',
  },
  itemNotInRecycleBin: {
    'th-TH': 'สินค้านี้ไม่ได้อยู่ในถังขยะ',
    'en-US': 'This product is not in the recycle bin',
    'zh-CN': '该商品不在回收站中',
  },
  itemHasReserved: {
    'th-TH': 'ลบถาวรไม่ได้ เพราะมีคำสั่งซื้อจองสต็อกไว้ {reserved} ชิ้น',
    'en-US': 'It cannot be deleted for good: orders hold {reserved} of its stock',
    'zh-CN': '无法彻底删除：订单预占了 {reserved} 件库存',
  },
  itemTimedNeedsOffShelf: {
    'th-TH': 'ตั้งเวลาวางขายได้เฉพาะสินค้าที่ยังไม่วางขาย',
    'en-US': 'Only a product that is not on sale can be scheduled',
    'zh-CN': '只有未上架的商品才能定时上架',
  },
  itemStateChanged: {
    'th-TH': 'สถานะสินค้าเพิ่งเปลี่ยน กรุณารีเฟรชแล้วลองใหม่',
    'en-US': 'The product has just changed, please refresh and try again',
    'zh-CN': '商品状态刚刚发生变化，请刷新后重试',
  },

  // ---- Import (files and media) --
  itemImportFormat: {
    'th-TH': 'รูปแบบไฟล์ไม่ตรงตามข้อกำหนด กรุณาใช้เทมเพลต',
    'en-US': 'The file format does not meet the requirements, please use the template',
    'zh-CN': '文件格式不符合要求，请使用模板',
  },
  itemImportTooManyRows: {
    'th-TH': 'ไฟล์มี {rows} แถว นำเข้าได้ไม่เกิน {max} แถวต่อไฟล์',
    'en-US': 'The file has {rows} rows; at most {max} rows can be imported per file',
    'zh-CN': '文件有 {rows} 行，每个文件最多导入 {max} 行',
  },
  itemImportNoRows: {
    'th-TH': 'ไม่มีข้อมูลสินค้าในไฟล์',
    'en-US': 'The file has no product rows',
    'zh-CN': '文件中没有商品数据',
  },
  itemImportCommitted: {
    'th-TH': 'ไฟล์นี้นำเข้าแล้ว กรุณาอย่าส่งซ้ำ',
    'en-US': 'This file has already been imported, please do not submit it again',
    'zh-CN': '该文件已导入，请勿重复提交',
  },
  itemImportNothingValid: {
    'th-TH': 'ไม่มีสินค้าที่ผ่านการตรวจสอบ กรุณาแก้ไขไฟล์แล้วอัปโหลดใหม่',
    'en-US': 'No product passed the checks; correct the file and upload it again',
    'zh-CN': '没有通过校验的商品，请修改文件后重新上传',
  },
  itemImportConflict: {
    'th-TH': 'ไม่ตรงกับแถว {row} ของสินค้าเดียวกัน',
    'en-US': 'Differs from row {row} of the same product',
    'zh-CN': '与同一商品的第 {row} 行不一致',
  },
  itemImportOtherRow: {
    'th-TH': 'แถวอื่นของสินค้านี้มีข้อผิดพลาด (แถว {rows})',
    'en-US': 'Another row of this product has errors (rows {rows})',
    'zh-CN': '该商品的其他行有错误（第 {rows} 行）',
  },
  itemImportNotNumber: {
    'th-TH': 'กรุณากรอกเป็นตัวเลข',
    'en-US': 'Enter a number',
    'zh-CN': '请输入数字',
  },
  itemImportSpecIncomplete: {
    'th-TH': 'ต้องกรอกทั้งชื่อและค่าตัวเลือก',
    'en-US': 'Fill in both the specification name and its value',
    'zh-CN': '规格名和规格值须同时填写',
  },
  itemImportSpecNames: {
    'th-TH': 'ชื่อตัวเลือกต้องเหมือนกันทุกแถวของสินค้าเดียวกัน',
    'en-US': 'Every row of a product must have the same specification names',
    'zh-CN': '同一商品的每一行规格名必须相同',
  },
} as const satisfies Record<string, Texts>;
