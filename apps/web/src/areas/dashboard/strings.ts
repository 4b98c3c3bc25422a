import { defineStrings } from '../../i18n/define-strings.ts';

// The dashboard home as an action centre (namespace "dashboard").

export default defineStrings('dashboard', {
  'en-US': {
    actions: {
      title: 'Needs your attention',
      updated: 'Updated {{time}}',
      refresh: 'Refresh',
      allClear: 'All caught up',
      allClearHint: 'Nothing needs you right now. New orders, requests and messages will show up here.',
      loadFailed: 'The counts could not be loaded.',
      retry: 'Try again',
      ordersToShip: { title: 'Orders to ship', hint: 'Paid orders waiting for you to ship' },
      ordersNearDeadline: {
        title: 'Close to the ship deadline',
        hint: 'Ship soon, or they are cancelled and refunded',
      },
      afterSalesWaiting: { title: 'After-sales waiting', hint: 'Refund, return and exchange requests to answer' },
      lowStock: { title: 'Low stock', hint: 'Products at or below their warning line' },
      unreadChats: { title: 'Unread chats', hint: 'Buyers waiting for a reply' },
      violations: { title: 'Violations', hint: 'Products and records that need fixing' },
    },
    service: {
      title: 'Customer service, last {{days}} days',
      open: 'Open the chat',
      responseRate: 'Response rate',
      firstResponse: 'Average first response',
      rating: 'Average rating',
      ratings: 'ratings: {{count}}',
    },
    getStarted: {
      title: 'Get your shop ready to sell',
      progress: '{{done}} of {{total}} done',
      done: 'Done',
      agreements: {
        title: 'Accept the agreements',
        hint: 'The platform service agreement and the pay-later merchant agreement',
        action: 'Read and accept',
      },
      returnAddress: {
        title: 'Add a return address',
        hint: 'Where buyers send returns and exchanges',
        action: 'Add address',
      },
      customerService: {
        title: 'Set up customer service',
        hint: 'Service hours and the commitments buyers see',
        action: 'Set up',
      },
    },
  },
  'th-TH': {
    actions: {
      title: 'รายการที่ต้องดำเนินการ',
      updated: 'อัปเดตเมื่อ {{time}}',
      refresh: 'รีเฟรช',
      allClear: 'จัดการครบทุกอย่างแล้ว',
      allClearHint: 'ตอนนี้ยังไม่มีอะไรที่ต้องทำ คำสั่งซื้อ คำขอ และข้อความใหม่จะแสดงที่นี่',
      loadFailed: 'โหลดตัวเลขไม่สำเร็จ',
      retry: 'ลองอีกครั้ง',
      ordersToShip: { title: 'คำสั่งซื้อที่ต้องจัดส่ง', hint: 'คำสั่งซื้อที่ชำระเงินแล้วและรอคุณจัดส่ง' },
      ordersNearDeadline: {
        title: 'ใกล้ครบกำหนดจัดส่ง',
        hint: 'รีบจัดส่ง มิฉะนั้นคำสั่งซื้อจะถูกยกเลิกและคืนเงิน',
      },
      afterSalesWaiting: { title: 'รอดำเนินการหลังการขาย', hint: 'คำขอคืนเงิน คืนสินค้า และเปลี่ยนสินค้าที่รอการตอบ' },
      lowStock: { title: 'สต็อกใกล้หมด', hint: 'สินค้าที่สต็อกถึงหรือต่ำกว่าจุดแจ้งเตือน' },
      unreadChats: { title: 'แชทที่ยังไม่ได้อ่าน', hint: 'ผู้ซื้อที่รอการตอบกลับ' },
      violations: { title: 'การละเมิด', hint: 'สินค้าและรายการที่ต้องแก้ไข' },
    },
    service: {
      title: 'บริการลูกค้า {{days}} วันล่าสุด',
      open: 'เปิดแชท',
      responseRate: 'อัตราการตอบกลับ',
      firstResponse: 'เวลาตอบกลับครั้งแรกเฉลี่ย',
      rating: 'คะแนนเฉลี่ย',
      ratings: 'ให้คะแนน {{count}} ครั้ง',
    },
    getStarted: {
      title: 'เตรียมร้านค้าให้พร้อมขาย',
      progress: 'เสร็จแล้ว {{done}} จาก {{total}}',
      done: 'เสร็จแล้ว',
      agreements: {
        title: 'ยอมรับข้อตกลง',
        hint: 'ข้อตกลงการใช้บริการแพลตฟอร์มและข้อตกลงร้านค้าสำหรับบริการผ่อนชำระ',
        action: 'อ่านและยอมรับ',
      },
      returnAddress: {
        title: 'เพิ่มที่อยู่รับคืนสินค้า',
        hint: 'ที่อยู่ที่ผู้ซื้อจะส่งสินค้าคืนหรือเปลี่ยนสินค้า',
        action: 'เพิ่มที่อยู่',
      },
      customerService: {
        title: 'ตั้งค่าบริการลูกค้า',
        hint: 'เวลาให้บริการและข้อตกลงการให้บริการที่ผู้ซื้อเห็น',
        action: 'ตั้งค่า',
      },
    },
  },
  'zh-CN': {
    actions: {
      title: '待处理事项',
      updated: '更新于 {{time}}',
      refresh: '刷新',
      allClear: '全部处理完毕',
      allClearHint: '目前没有需要您处理的事项。新的订单、申请和消息会显示在这里。',
      loadFailed: '数据加载失败。',
      retry: '重试',
      ordersToShip: { title: '待发货订单', hint: '已付款、等待您发货的订单' },
      ordersNearDeadline: { title: '即将超过发货时限', hint: '请尽快发货，否则订单将被取消并退款' },
      afterSalesWaiting: { title: '待处理售后', hint: '待回复的退款、退货和换货申请' },
      lowStock: { title: '库存不足', hint: '库存达到或低于预警值的商品' },
      unreadChats: { title: '未读聊天', hint: '等待回复的买家' },
      violations: { title: '违规', hint: '需要整改的商品和记录' },
    },
    service: {
      title: '客服服务（近 {{days}} 天）',
      open: '打开聊天',
      responseRate: '回复率',
      firstResponse: '平均首次响应时间',
      rating: '平均评分',
      ratings: '{{count}} 条评价',
    },
    getStarted: {
      title: '完成开店准备',
      progress: '已完成 {{done}} / {{total}}',
      done: '已完成',
      agreements: {
        title: '接受协议',
        hint: '平台服务协议和先享后付商家协议',
        action: '阅读并接受',
      },
      returnAddress: {
        title: '添加退货地址',
        hint: '买家寄回退货和换货商品的地址',
        action: '添加地址',
      },
      customerService: {
        title: '设置客服',
        hint: '服务时间以及买家可见的服务承诺',
        action: '去设置',
      },
    },
  },
});
