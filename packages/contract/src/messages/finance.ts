import type { Texts } from '../locale.ts';

/** Reply texts of finance (/finance: bills, settlement, receiving accounts), merged into messages.ts. */
export const financeMessages = {
  billBelowZero: {
    'th-TH': 'ยอดบิลต่ำกว่า 0 ไม่สามารถเริ่มการชำระบัญชีได้ (บิล {bill})',
    'en-US': 'The bill amount is below 0 and cannot start settlement (bill {bill})',
    'zh-CN': '账单金额低于 0，无法发起结算（账单 {bill}）',
  },
  billNotConfirmed: {
    'th-TH': 'บิล {bill} ยังไม่ได้ยืนยัน ยืนยันบิลก่อนเริ่มการชำระบัญชี',
    'en-US': 'Bill {bill} is not confirmed yet: confirm it before starting settlement',
    'zh-CN': '账单 {bill} 尚未确认，请先确认再发起结算',
  },
  billAlreadySettled: {
    'th-TH': 'บิล {bill} ชำระบัญชีแล้ว',
    'en-US': 'Bill {bill} is already settled',
    'zh-CN': '账单 {bill} 已结算',
  },
  billNotAuditable: {
    'th-TH': 'บิลนี้ได้รับการยืนยันแล้ว ไม่สามารถยืนยันหรือโต้แย้งได้อีก',
    'en-US': 'This bill is already confirmed and can no longer be confirmed or disputed',
    'zh-CN': '该账单已确认，不能再确认或提出异议',
  },
  billAlreadyDisputed: {
    'th-TH': 'บิลนี้ถูกโต้แย้งแล้ว รอการปรับปรุงหรือยืนยันบิล',
    'en-US': 'This bill is already disputed: wait for an adjustment or confirm it',
    'zh-CN': '该账单已提出异议，请等待调整或确认账单',
  },
  billAuditWindowClosed: {
    'th-TH': 'เลยกำหนดตรวจสอบบิลแล้ว ({deadline}) บิลถือว่ายืนยันแล้ว',
    'en-US': 'The audit deadline has passed ({deadline}); the bill counts as confirmed',
    'zh-CN': '已过账单审核期限（{deadline}），账单视为已确认',
  },
  billDisputeReasonRequired: {
    'th-TH': 'กรุณากรอกเหตุผลที่โต้แย้ง (ไม่เกิน {max} ตัวอักษร)',
    'en-US': 'Enter the reason for the dispute (at most {max} characters)',
    'zh-CN': '请填写异议原因（最多 {max} 个字符）',
  },
  billSettleNoneChosen: {
    'th-TH': 'เลือกบิลที่จะชำระบัญชี 1 ถึง {max} รายการ',
    'en-US': 'Choose 1 to {max} bills to settle',
    'zh-CN': '请选择 1 至 {max} 张要结算的账单',
  },
  billNoDefaultAccount: {
    'th-TH': 'ยังไม่มีบัญชีรับเงินหลัก ตั้งบัญชีรับเงินหลักก่อนเริ่มการชำระบัญชี',
    'en-US': 'There is no default receiving account: set one before starting settlement',
    'zh-CN': '尚无默认收款账户，请先设置再发起结算',
  },
  billAdjustReasonRequired: {
    'th-TH': 'กรุณากรอกเหตุผลของการปรับปรุง (ไม่เกิน {max} ตัวอักษร)',
    'en-US': 'Enter the reason for the adjustment (at most {max} characters)',
    'zh-CN': '请填写调整原因（最多 {max} 个字符）',
  },
  billAdjustAmountInvalid: {
    'th-TH': 'ยอดปรับปรุงต้องมากกว่า 0 และไม่เกิน {max} บาท',
    'en-US': 'The adjustment must be above 0 and at most {max} baht',
    'zh-CN': '调整金额必须大于 0 且不超过 {max} 泰铢',
  },
  accountHolderRequired: {
    'th-TH': 'กรุณากรอกชื่อบัญชี (ไม่เกิน {max} ตัวอักษร)',
    'en-US': 'Enter the account holder (at most {max} characters)',
    'zh-CN': '请填写账户持有人（最多 {max} 个字符）',
  },
  accountBankUnknown: {
    'th-TH': 'กรุณาเลือกธนาคารจากรายการ',
    'en-US': 'Choose a bank from the list',
    'zh-CN': '请从列表中选择银行',
  },
  accountNumberDigits: {
    'th-TH': 'เลขที่บัญชีของ {bank} ต้องเป็นตัวเลข {digits} หลัก',
    'en-US': 'An account number at {bank} is {digits} digits',
    'zh-CN': '{bank} 的账号必须为 {digits} 位数字',
  },
  accountBranchTooLong: {
    'th-TH': 'ชื่อสาขายาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The branch is at most {max} characters',
    'zh-CN': '支行名称最多 {max} 个字符',
  },
  accountGroupTooLong: {
    'th-TH': 'ชื่อกลุ่มยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The group name is at most {max} characters',
    'zh-CN': '分组名称最多 {max} 个字符',
  },
  accountTooMany: {
    'th-TH': 'มีบัญชีรับเงินได้ไม่เกิน {max} บัญชี',
    'en-US': 'A shop keeps at most {max} receiving accounts',
    'zh-CN': '店铺最多保留 {max} 个收款账户',
  },
  accountDuplicate: {
    'th-TH': 'บัญชีนี้มีอยู่แล้ว',
    'en-US': 'This account is already on the list',
    'zh-CN': '该账户已存在',
  },
  accountCodeRequired: {
    'th-TH': 'ยืนยันรหัสที่ส่งไปยังอีเมลของบัญชีหลักก่อนแก้ไขบัญชีรับเงิน',
    'en-US': 'Confirm the code sent to the main account’s e-mail before changing receiving accounts',
    'zh-CN': '修改收款账户前，请先确认发送到主账号邮箱的验证码',
  },
  accountDefaultDelete: {
    'th-TH': 'ไม่สามารถลบบัญชีหลักได้ ตั้งบัญชีอื่นเป็นบัญชีหลักก่อน',
    'en-US': 'The default account cannot be deleted: make another account the default first',
    'zh-CN': '不能删除默认账户，请先将其他账户设为默认',
  },
} satisfies Record<string, Texts>;
