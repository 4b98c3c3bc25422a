import type { Texts } from '../locale.ts';

/** Reply texts of the shop's buyer groups in /im (catalogue §7 "group chat list, group member"), merged into messages.ts. */
export const chatGroupMessages = {
  chatGroupNameTooLong: {
    'th-TH': 'ชื่อกลุ่มยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'A group name can be at most {max} characters',
    'zh-CN': '群名称最多 {max} 个字符',
  },
  chatGroupFull: {
    'th-TH': 'กลุ่มมีสมาชิกได้ไม่เกิน {max} คน',
    'en-US': 'A group can have at most {max} members',
    'zh-CN': '群成员最多 {max} 人',
  },
  chatGroupAlreadyMember: {
    'th-TH': '{name} เป็นสมาชิกของกลุ่มนี้อยู่แล้ว',
    'en-US': '{name} is already a member of this group',
    'zh-CN': '{name} 已是本群成员',
  },
  chatGroupBuyerUnknown: {
    'th-TH': 'เพิ่มได้เฉพาะผู้ซื้อที่เคยแชทกับร้านหรือติดตามร้าน',
    'en-US': 'Only buyers who chatted with or follow the shop can be added',
    'zh-CN': '只能添加与店铺聊过天或关注店铺的买家',
  },
  chatGroupNotMember: {
    'th-TH': 'ผู้ซื้อรายนี้ไม่ได้เป็นสมาชิกของกลุ่ม จึงส่งข้อความในกลุ่มไม่ได้',
    'en-US': 'This buyer is not a member of the group and cannot post in it',
    'zh-CN': '该买家不是本群成员，无法在群内发言',
  },
} as const satisfies Record<string, Texts>;
