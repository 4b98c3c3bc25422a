import type { Texts } from '../locale.ts';

/** Reply texts of the customer-service chat (/im, catalogue §8), merged into messages.ts. */
export const chatMessages = {
  chatNotStaff: {
    'th-TH': 'เฉพาะบัญชีหลักและเจ้าหน้าที่บริการลูกค้าเท่านั้นที่แชทได้',
    'en-US': 'Only the main account and customer-service staff can chat',
    'zh-CN': '只有主账号和客服人员可以聊天',
  },
  chatCouponNotRunning: {
    'th-TH': 'คูปองนี้ไม่ได้เปิดให้เก็บในขณะนี้ เลือกคูปองอื่น',
    'en-US': 'This coupon cannot be collected now; choose another',
    'zh-CN': '该优惠券当前不可领取，请选择其他优惠券',
  },
  chatImageNotFound: {
    'th-TH': 'ไม่พบรูปภาพนี้ในรูปที่ร้านอัปโหลด อัปโหลดรูปภาพแล้วส่งอีกครั้ง',
    'en-US': 'This picture is not one the shop uploaded; upload it, then send it again',
    'zh-CN': '该图片不是店铺上传的图片，请上传后再发送',
  },
  chatImageAddress: {
    'th-TH': 'รูปภาพต้องเป็นลิงก์ https หรือรูปในระบบ',
    'en-US': 'A picture must be an https link or a picture of the platform',
    'zh-CN': '图片必须是 https 链接或平台内的图片',
  },
  chatReplyEmpty: {
    'th-TH': 'เนื้อหาการตอบกลับต้องไม่ว่างเปล่า',
    'en-US': 'Reply content cannot be empty',
    'zh-CN': '回复内容不能为空',
  },
  chatTextTooLong: {
    'th-TH': 'ข้อความยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'A message can be at most {max} characters',
    'zh-CN': '消息最多 {max} 个字符',
  },
  chatOffline: {
    'th-TH': 'ออฟไลน์ ไม่สามารถส่งข้อความได้',
    'en-US': 'Offline, cannot send message',
    'zh-CN': '已离线，无法发送消息',
  },
  chatBlocked: {
    'th-TH': 'การสนทนาถูกบล็อกโดยผู้ใช้',
    'en-US': 'Session blocked by user',
    'zh-CN': '会话已被用户屏蔽',
  },
  chatAccountBanned: {
    'th-TH': 'บัญชีถูกระงับ',
    'en-US': 'Account banned',
    'zh-CN': '账号已被封禁',
  },
  chatUserNotFound: {
    'th-TH': 'ไม่พบผู้ใช้',
    'en-US': 'The user was not found',
    'zh-CN': '未找到该用户',
  },
  chatLockedByOther: {
    'th-TH': 'การสนทนานี้ถูกล็อกโดย {name}',
    'en-US': 'This conversation is locked by {name}',
    'zh-CN': '该会话已被 {name} 锁定',
  },
  chatForwardOutOfScope: {
    'th-TH': '{name} ไม่ได้ดูแลแชทประเภทนี้ (ก่อนการขาย/หลังการขาย)',
    'en-US': '{name} does not serve this kind of chat (pre-sale or after-sale)',
    'zh-CN': '{name} 不负责此类会话（售前/售后）',
  },
  chatForwardUnavailable: {
    'th-TH': '{name} ถูกระงับหรือปิดใช้งาน ไม่สามารถแชทได้',
    'en-US': '{name} is banned or disabled and cannot chat',
    'zh-CN': '{name} 已被封禁或停用，无法聊天',
  },
  chatOneBuyerOnly: {
    'th-TH': 'ทำได้เฉพาะในแชทกับผู้ซื้อหนึ่งราย ไม่ใช่ในกลุ่ม',
    'en-US': 'This can be done only in a chat with one buyer, not in a group',
    'zh-CN': '此操作仅适用于与单个买家的会话，不适用于群聊',
  },
  chatForwardSame: {
    'th-TH': 'การสนทนานี้อยู่กับ {name} แล้ว',
    'en-US': 'The conversation is already with {name}',
    'zh-CN': '该会话已由 {name} 负责',
  },
  chatRemarkTooLong: {
    'th-TH': 'หมายเหตุยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'A remark can be at most {max} characters',
    'zh-CN': '备注最多 {max} 个字符',
  },
  chatRatingStars: {
    'th-TH': 'ให้คะแนนบริการได้ {min} ถึง {max} ดาว',
    'en-US': 'Rate the service with {min} to {max} stars',
    'zh-CN': '服务评分须为 {min} 至 {max} 星',
  },
  chatRatingCommentTooLong: {
    'th-TH': 'ความคิดเห็นยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'A comment can be at most {max} characters',
    'zh-CN': '评价内容最多 {max} 个字符',
  },
  chatRatingNotServed: {
    'th-TH': 'ให้คะแนนได้หลังจากร้านตอบกลับแล้วเท่านั้น และให้ได้ครั้งเดียวต่อการตอบกลับ',
    'en-US': 'The service can be rated only after the shop has replied, once per reply',
    'zh-CN': '店铺回复后才能评价服务，每次回复只能评价一次',
  },
  quickReplyTooLong: {
    'th-TH': 'ข้อความตอบกลับด่วนยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'A quick reply can be at most {max} characters',
    'zh-CN': '快捷回复最多 {max} 个字符',
  },
  replyClassName: {
    'th-TH': 'ชื่อหมวดหมู่ต้องมี 1 ถึง {max} ตัวอักษร',
    'en-US': 'A class name has 1 to {max} characters',
    'zh-CN': '分类名称为 1 至 {max} 个字符',
  },
  quickReplySortList: {
    'th-TH': 'ลำดับต้องมีข้อความตอบกลับด่วนทุกข้อความของร้าน ข้อความละครั้ง',
    'en-US': 'The order must name every quick reply of the shop, each once',
    'zh-CN': '排序须包含店铺的全部快捷回复，且每条仅一次',
  },
  welcomeRequired: {
    'th-TH': 'กรุณากรอกข้อความต้อนรับทั้งช่วงออนไลน์และออฟไลน์ (ไม่เกิน {max} ตัวอักษร)',
    'en-US': 'Both welcome messages, online and offline, are required (at most {max} characters)',
    'zh-CN': '在线和离线欢迎语均为必填（最多 {max} 个字符）',
  },
  officeHoursOrder: {
    'th-TH': 'เวลาเริ่มทำการต้องก่อนเวลาสิ้นสุด',
    'en-US': 'Office hours must start before they end',
    'zh-CN': '工作时间的开始须早于结束',
  },
  autoRuleInvalid: {
    'th-TH': 'กฎตอบกลับอัตโนมัติต้องมีคำสำคัญ 1 ถึง {keyword} ตัวอักษรและข้อความตอบกลับ 1 ถึง {reply} ตัวอักษร ไม่เกิน {max} กฎ',
    'en-US':
      'Each automatic reply needs a keyword of 1 to {keyword} characters and a reply of 1 to {reply}; at most {max} rules',
    'zh-CN': '每条自动回复需要 1 至 {keyword} 个字符的关键词和 1 至 {reply} 个字符的回复；最多 {max} 条',
  },
  guideTooMany: {
    'th-TH': 'แถบแนะนำมีได้ไม่เกิน {max} รายการ',
    'en-US': 'The guide bar has at most {max} items',
    'zh-CN': '引导栏最多 {max} 项',
  },
  guideOptionInvalid: {
    'th-TH': 'ข้อความตัวเลือกต้องมี 1 ถึง {max} ตัวอักษร และต้องมีข้อความตอบกลับ',
    'en-US': 'An option text has 1 to {max} characters, with a reply',
    'zh-CN': '选项文字为 1 至 {max} 个字符，且须有回复内容',
  },
} as const satisfies Record<string, Texts>;
