/** The two agreements (009 platform service, 010 pay-later merchant). */
export const CONTRACT_TEMPLATES = [
  {
    type: '009',
    version: '2026.1',
    titleTh: 'ข้อตกลงการให้บริการแพลตฟอร์ม',
    titleEn: 'Platform Service Agreement',
    titleZh: '平台服务协议',
    contentTh: [
      'ข้อตกลงนี้กำหนดเงื่อนไขการใช้บริการศูนย์ผู้ขายของแพลตฟอร์ม',
      '1. ผู้ขายต้องลงรายการสินค้าที่ถูกต้องตามกฎหมายและตรงตามความจริง',
      '2. ผู้ขายต้องจัดส่งคำสั่งซื้อภายใน 3 วันทำการ มิฉะนั้นคำสั่งซื้ออาจถูกยกเลิกและคืนเงินให้ผู้ซื้อ',
      '3. แพลตฟอร์มหักค่าธรรมเนียมตามอัตราที่ประกาศ และชำระเงินตามรอบบิล',
      '4. การละเมิดกฎของแพลตฟอร์มอาจทำให้ถูกหักคะแนนหรือระงับร้านค้า',
      'ข้อตกลงที่ไม่ได้กดยอมรับภายใน 3 วัน ถือว่าได้รับการยอมรับแล้ว',
    ].join('\n'),
    contentEn: [
      'This agreement sets the terms of the marketplace seller centre.',
      '1. The seller lists only lawful products, described truthfully.',
      '2. The seller ships orders within 3 working days, or the order may be cancelled and refunded to the buyer.',
      '3. The platform deducts its published fees and pays out by bill cycle.',
      '4. Breaking the platform rules may lead to point deductions or store suspension.',
      'An agreement not clicked within 3 days is deemed accepted.',
    ].join('\n'),
    contentZh: [
      '本协议规定平台卖家中心的使用条款。',
      '1. 卖家只上架合法且描述真实的商品。',
      '2. 卖家须在 3 个工作日内发货，否则订单可能被取消并退款给买家。',
      '3. 平台按公布的费率扣除费用，并按账单周期结算。',
      '4. 违反平台规则可能导致扣分或店铺被暂停。',
      '协议 3 天内未点击即视为同意。',
    ].join('\n'),
  },
  {
    type: '010',
    version: '2026.1',
    titleTh: 'ข้อตกลงร้านค้าสำหรับบริการซื้อก่อนจ่ายทีหลัง',
    titleEn: 'Pay-Later Merchant Agreement',
    titleZh: '先买后付商户协议',
    contentTh: [
      'ข้อตกลงนี้กำหนดเงื่อนไขการรับชำระเงินแบบซื้อก่อนจ่ายทีหลัง',
      '1. แพลตฟอร์มชำระเงินให้ผู้ขายตามรอบบิลแม้ผู้ซื้อผ่อนชำระ',
      '2. ค่าธรรมเนียมบริการหักจากยอดขายของคำสั่งซื้อแบบจ่ายทีหลัง',
      '3. การคืนเงินของคำสั่งซื้อแบบจ่ายทีหลังดำเนินการผ่านแพลตฟอร์ม',
    ].join('\n'),
    contentEn: [
      'This agreement sets the terms of accepting pay-later payments.',
      '1. The platform pays the seller by bill cycle even when the buyer pays in instalments.',
      '2. The service fee is deducted from the sales of pay-later orders.',
      '3. Refunds of pay-later orders go through the platform.',
    ].join('\n'),
    contentZh: [
      '本协议规定接受先买后付付款的条款。',
      '1. 即使买家分期付款，平台也按账单周期向卖家结算。',
      '2. 服务费从先买后付订单的销售额中扣除。',
      '3. 先买后付订单的退款通过平台处理。',
    ].join('\n'),
  },
];
