import { stringsPart } from '../../i18n/define-strings.ts';

// A coupon's threshold, a spend or a count of units (part of the namespace "promotions", under
// "rule"): the form's choice and the offer as the buyer reads it.

export const couponRuleStrings = stringsPart({
  'en-US': {
    rule: {
      threshold: 'Use threshold',
      spend: 'Minimum spend',
      units: 'Number of units',
      minUnits: 'Minimum units',
      minUnitsHint: 'Units of your products in the order, 1 to {{max}}.',
      amountUnits: '{{amount}} off orders of {{units}} units or more',
      percentUnits: '{{percent}}% off orders of {{units}} units or more',
      percentUnitsCap: '{{percent}}% off orders of {{units}} units or more, up to {{cap}}',
      buyerUnits: 'Buy {{units}} units or more',
      detailUnits: '{{units}} units',
    },
  },
  'th-TH': {
    rule: {
      threshold: 'เงื่อนไขการใช้',
      spend: 'ยอดซื้อขั้นต่ำ',
      units: 'จำนวนชิ้น',
      minUnits: 'จำนวนชิ้นขั้นต่ำ',
      minUnitsHint: 'จำนวนชิ้นของสินค้าร้านในคำสั่งซื้อ 1 ถึง {{max}} ชิ้น',
      amountUnits: 'ลด {{amount}} เมื่อซื้อครบ {{units}} ชิ้น',
      percentUnits: 'ลด {{percent}}% เมื่อซื้อครบ {{units}} ชิ้น',
      percentUnitsCap: 'ลด {{percent}}% เมื่อซื้อครบ {{units}} ชิ้น สูงสุด {{cap}}',
      buyerUnits: 'ซื้อครบ {{units}} ชิ้นขึ้นไป',
      detailUnits: '{{units}} ชิ้น',
    },
  },
  'zh-CN': {
    rule: {
      threshold: '使用门槛',
      spend: '满金额',
      units: '满件数',
      minUnits: '最低件数',
      minUnitsHint: '订单中本店商品的件数，1 到 {{max}} 件。',
      amountUnits: '满 {{units}} 件减 {{amount}}',
      percentUnits: '满 {{units}} 件立减 {{percent}}%',
      percentUnitsCap: '满 {{units}} 件立减 {{percent}}%，最高减 {{cap}}',
      buyerUnits: '满 {{units}} 件可用',
      detailUnits: '{{units}} 件',
    },
  },
});
