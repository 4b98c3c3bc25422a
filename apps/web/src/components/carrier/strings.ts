import { defineStrings } from '../../i18n/define-strings.ts';

// Strings of the carriers (namespace "carrier"): their names, and the carrier and waybill
// fields of a parcel form. Orders, shipping and after-sales show them.

export default defineStrings('carrier', {
  'en-US': {
    name: {
      thaipost: 'Thailand Post',
      kerry: 'Kerry Express',
      flash: 'Flash Express',
      jt: 'J&T Express',
      ninjavan: 'Ninja Van',
      best: 'BEST Express',
      dhl: 'DHL eCommerce',
      scg: 'SCG Express',
    },
    field: {
      carrier: 'Carrier',
      carrierRequired: 'Choose the carrier',
      waybill: 'Waybill number',
      waybillRequired: 'Enter the waybill number',
      waybillExample: 'Like {{example}}',
    },
  },
  'th-TH': {
    name: {
      thaipost: 'ไปรษณีย์ไทย',
      kerry: 'เคอรี่ เอ็กซ์เพรส',
      flash: 'แฟลช เอ็กซ์เพรส',
      jt: 'เจแอนด์ที เอ็กซ์เพรส',
      ninjavan: 'นินจาแวน',
      best: 'เบสท์ เอ็กซ์เพรส',
      dhl: 'ดีเอชแอล อีคอมเมิร์ซ',
      scg: 'เอสซีจี เอ็กซ์เพรส',
    },
    field: {
      carrier: 'บริษัทขนส่ง',
      carrierRequired: 'กรุณาเลือกบริษัทขนส่ง',
      waybill: 'หมายเลขพัสดุ',
      waybillRequired: 'กรุณากรอกหมายเลขพัสดุ',
      waybillExample: 'เช่น {{example}}',
    },
  },
  'zh-CN': {
    name: {
      thaipost: '泰国邮政',
      kerry: '嘉里快递',
      flash: '闪电快递',
      jt: '极兔速递',
      ninjavan: '忍者快递',
      best: '百世快递',
      dhl: 'DHL 电子商务',
      scg: 'SCG 快递',
    },
    field: {
      carrier: '快递公司',
      carrierRequired: '请选择快递公司',
      waybill: '运单号',
      waybillRequired: '请输入运单号',
      waybillExample: '例如 {{example}}',
    },
  },
});
