import type { Texts } from './locale.ts';
import { activitiesMessages } from './messages/activities.ts';
import { addonMessages } from './messages/addon.ts';
import { advertisingMessages } from './messages/advertising.ts';
import { afterSalesMessages } from './messages/after-sales.ts';
import { brandAdMessages } from './messages/brand-ads.ts';
import { bundleMessages } from './messages/bundle.ts';
import { campaignMessages } from './messages/campaign.ts';
import { cashbackMessages } from './messages/cashback.ts';
import { catalogMessages } from './messages/catalog.ts';
import { chatMessages } from './messages/chat.ts';
import { chatGroupMessages } from './messages/chat-groups.ts';
import { chatRichMenuMessages } from './messages/chat-rich-menu.ts';
import { complianceMessages } from './messages/compliance.ts';
import { depositMessages } from './messages/deposit.ts';
import { downloadsMessages } from './messages/downloads.ts';
import { fansMessages } from './messages/fans.ts';
import { financeMessages } from './messages/finance.ts';
import { followMessages } from './messages/follow.ts';
import { fullscaleMessages } from './messages/fullscale.ts';
import { giftMessages } from './messages/gift.ts';
import { itemsMessages } from './messages/items.ts';
import { marketplaceMessages } from './messages/marketplace.ts';
import { marketplaceOrderMessages } from './messages/marketplace-orders.ts';
import { marketplaceRuleMessages } from './messages/marketplace-rules.ts';
import { mediaMessages } from './messages/media.ts';
import { orderRulesMessages } from './messages/order-rules.ts';
import { ordersMessages } from './messages/orders.ts';
import { paylaterMessages } from './messages/paylater.ts';
import { plusMemberMessages } from './messages/plusmember.ts';
import { promotionsMessages } from './messages/promotions.ts';
import { purchaseLimitMessages } from './messages/purchase-limits.ts';
import { reviewsMessages } from './messages/reviews.ts';
import { seckillMessages } from './messages/seckill.ts';
import { shippingMessages } from './messages/shipping.ts';

/**
 * Reply texts the server sends, in the three display languages. Placeholders in braces are filled
 * from the error's params.
 */
const shellMessages = {
  success: { 'th-TH': 'สำเร็จ', 'en-US': 'Success', 'zh-CN': '成功' },
  sessionExpired: {
    'th-TH': 'การเข้าสู่ระบบหมดเวลา กรุณาเข้าสู่ระบบอีกครั้ง',
    'en-US': 'Login timed out, please log in again',
    'zh-CN': '登录超时，请重新登录',
  },
  noPermission: {
    'th-TH': 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้ กรุณาติดต่อบัญชีหลัก',
    'en-US': 'You have no permission on this page, please ask the main account',
    'zh-CN': '您没有此页面的权限，请联系主账号',
  },
  mainAccountOnly: {
    'th-TH': 'เฉพาะบัญชีหลักเท่านั้นที่ทำรายการนี้ได้',
    'en-US': 'Only the main account can do this',
    'zh-CN': '仅主账号可以执行此操作',
  },
  contextMismatch: {
    'th-TH': 'ข้อมูลผู้ใช้ไม่ตรงกับการเข้าสู่ระบบปัจจุบัน กรุณารีเฟรชหน้า',
    'en-US': 'The request does not match the current login, please refresh the page',
    'zh-CN': '请求与当前登录不一致，请刷新页面',
  },
  tooFrequent: {
    'th-TH': 'ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
    'en-US': 'Too frequent operations, please try again later',
    'zh-CN': '操作过于频繁，请稍后再试',
  },
  loginWait: {
    'th-TH': 'เข้าสู่ระบบไม่สำเร็จหลายครั้ง กรุณาลองใหม่ในอีก {seconds} วินาที',
    'en-US': 'Too many failed logins, please try again in {seconds} seconds',
    'zh-CN': '登录失败次数过多，请在 {seconds} 秒后重试',
  },
  dollarForbidden: {
    'th-TH': 'กรุณาอย่าป้อนสัญลักษณ์พิเศษ $',
    'en-US': 'Please do not enter the special symbol $',
    'zh-CN': '请勿输入特殊符号 $',
  },
  validationFailed: {
    'th-TH': 'ข้อมูลไม่ถูกต้อง: {detail}',
    'en-US': 'Validation failed: {detail}',
    'zh-CN': '校验失败：{detail}',
  },
  systemError: {
    'th-TH': 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง',
    'en-US': 'System error, please try again later',
    'zh-CN': '系统错误，请稍后再试',
  },
  notFound: {
    'th-TH': 'ไม่พบข้อมูลที่ต้องการ',
    'en-US': 'The requested record was not found',
    'zh-CN': '未找到所请求的数据',
  },
  loginFailed: {
    'th-TH': 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
    'en-US': 'Account or password is incorrect',
    'zh-CN': '账号或密码错误',
  },
  accountNotActivated: {
    'th-TH': 'บัญชียังไม่ได้เปิดใช้งาน',
    'en-US': 'The account is not activated',
    'zh-CN': '账号未激活',
  },
  accountBanned: { 'th-TH': 'บัญชีถูกระงับ', 'en-US': 'The account is banned', 'zh-CN': '账号已被封禁' },
  accountBlocked: {
    'th-TH': 'ขออภัย คุณถูกระงับการใช้งาน',
    'en-US': 'Sorry, you are blocked',
    'zh-CN': '抱歉，您已被停用',
  },
  otherDevice: {
    'th-TH': 'บัญชีนี้เข้าสู่ระบบบนอุปกรณ์อื่น',
    'en-US': 'This account is logged in on another device',
    'zh-CN': '该账号已在其他设备登录',
  },
  noShop: {
    'th-TH': 'บัญชีนี้ยังไม่มีร้านค้า กรุณาสมัครเปิดร้าน',
    'en-US': 'This account has no store yet, please apply for store entry',
    'zh-CN': '该账号还没有店铺，请先申请入驻',
  },
  verificationCodeError: {
    'th-TH': 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุ',
    'en-US': 'Verification code error or expired',
    'zh-CN': '验证码错误或已过期',
  },
  verificationSendFailed: {
    'th-TH': 'ส่งรหัสยืนยันไม่สำเร็จ',
    'en-US': 'Verification code sending failed',
    'zh-CN': '验证码发送失败',
  },
  emailNotVerified: {
    'th-TH': 'อีเมลยังไม่ได้ยืนยัน กรุณายืนยันก่อน',
    'en-US': 'Email not verified, please verify it first',
    'zh-CN': '邮箱未验证，请先验证',
  },
  oldPasswordWrong: {
    'th-TH': 'รหัสผ่านเดิมไม่ถูกต้อง',
    'en-US': 'The current password is incorrect',
    'zh-CN': '原密码不正确',
  },
  accountExists: {
    'th-TH': 'บัญชีนี้มีอยู่แล้ว',
    'en-US': 'This account already exists',
    'zh-CN': '该账号已存在',
  },
  emailExists: {
    'th-TH': 'อีเมลนี้ถูกใช้แล้ว',
    'en-US': 'This email is already in use',
    'zh-CN': '该邮箱已被使用',
  },
  phoneExists: {
    'th-TH': 'หมายเลขโทรศัพท์ปัจจุบันมีอยู่แล้ว',
    'en-US': 'The phone number already exists',
    'zh-CN': '当前手机号已存在',
  },
  subAccountLimit: {
    'th-TH': 'สร้างบัญชีย่อยได้สูงสุด {max} บัญชี',
    'en-US': 'At most {max} sub-accounts can be created',
    'zh-CN': '最多可创建 {max} 个子账号',
  },
  notSubAccount: {
    'th-TH': 'รายการนี้ใช้ได้กับบัญชีย่อยของร้านเท่านั้น',
    'en-US': 'This applies to the shop’s sub-accounts only',
    'zh-CN': '此操作仅适用于本店子账号',
  },
  funcUnknown: {
    'th-TH': 'ไม่รู้จักรหัสสิทธิ์ {funcId}',
    'en-US': 'Unknown permission code {funcId}',
    'zh-CN': '未知的权限代码 {funcId}',
  },
  contractExempt: {
    'th-TH': 'ร้านค้าประเภทนี้ไม่ต้องลงนามข้อตกลง',
    'en-US': 'This type of store does not sign agreements',
    'zh-CN': '此类店铺无需签署协议',
  },
  contractAlreadySigned: {
    'th-TH': 'ข้อตกลงนี้ลงนามแล้ว',
    'en-US': 'This agreement is already signed',
    'zh-CN': '该协议已签署',
  },
  contractOrder: {
    'th-TH': 'กรุณายอมรับข้อตกลงการให้บริการแพลตฟอร์ม (009) ก่อน',
    'en-US': 'Please accept the platform service agreement (009) first',
    'zh-CN': '请先同意平台服务协议（009）',
  },
  noticeNone: { 'th-TH': 'ไม่มีประกาศใหม่', 'en-US': 'No new notice', 'zh-CN': '没有新公告' },
  chatUnavailable: {
    'th-TH': 'ร้านนี้ยังไม่ได้เปิดใช้งานแชท',
    'en-US': 'Chat is not opened for this store',
    'zh-CN': '该店铺尚未开通聊天',
  },
  trackingRefused: {
    'th-TH': 'ไม่สามารถบันทึกข้อมูลการติดตามได้',
    'en-US': 'The tracking report could not be recorded',
    'zh-CN': '无法记录跟踪数据',
  },
  activationLinkInvalid: {
    'th-TH': 'ลิงก์ยืนยันไม่ถูกต้องหรือหมดอายุ',
    'en-US': 'The verification link is invalid or expired',
    'zh-CN': '验证链接无效或已过期',
  },
  alreadyActivated: {
    'th-TH': 'บัญชีนี้เปิดใช้งานแล้ว',
    'en-US': 'This account is already activated',
    'zh-CN': '该账号已激活',
  },
  cannotChangeOwnStatus: {
    'th-TH': 'ไม่สามารถเปลี่ยนสถานะหรือการตั้งค่าฝ่ายบริการลูกค้าของบัญชีตัวเองได้',
    'en-US': 'You cannot change your own status or customer-service settings',
    'zh-CN': '不能修改自己账号的状态或客服设置',
  },
  subAccountSetsOwnPassword: {
    'th-TH': 'บัญชีย่อยตั้งรหัสผ่านเองได้ที่ "ลืมรหัสผ่าน" บัญชีหลักตั้งให้ไม่ได้',
    'en-US': 'A sub-account sets its own password (through “Forgot password”); the main account cannot set it',
    'zh-CN': '子账号需自行设置密码（通过“忘记密码”），主账号不能代为设置',
  },
  cannotChangeSelf: {
    'th-TH': 'ไม่สามารถเปลี่ยนสถานะหรือสิทธิ์ของบัญชีหลักได้',
    'en-US': 'The main account’s status and permissions cannot be changed',
    'zh-CN': '不能修改主账号的状态或权限',
  },
  rowsRefused: {
    'th-TH': 'สำเร็จ {ok} รายการ ไม่สำเร็จ {failed} รายการ',
    'en-US': '{ok} succeeded, {failed} failed',
    'zh-CN': '成功 {ok} 条，失败 {failed} 条',
  },
  serviceEndBeforeStart: {
    'th-TH': 'เวลาสิ้นสุดต้องหลังเวลาเริ่มต้น',
    'en-US': 'The end time must be after the start time',
    'zh-CN': '结束时间必须晚于开始时间',
  },
  oneOfParentOrPostcode: {
    'th-TH': 'ระบุรหัสพื้นที่หรือรหัสไปรษณีย์อย่างใดอย่างหนึ่ง',
    'en-US': 'Give either an area code or a postcode, not both',
    'zh-CN': '请只填写地区代码或邮政编码之一',
  },
  areaUnknown: {
    'th-TH': 'ไม่พบพื้นที่ที่ระบุ',
    'en-US': 'The area was not found',
    'zh-CN': '未找到该地区',
  },
  zipMismatch: {
    'th-TH': 'รหัสไปรษณีย์ไม่ตรงกับตำบลที่เลือก',
    'en-US': 'The postcode does not match the chosen sub-district',
    'zh-CN': '邮政编码与所选街道不符',
  },
  addressLimit: {
    'th-TH': 'เพิ่มที่อยู่รับคืนสินค้าได้สูงสุด {max} รายการ',
    'en-US': 'At most {max} return addresses can be added',
    'zh-CN': '最多可添加 {max} 个退货地址',
  },
} as const satisfies Record<string, Texts>;

/** Every reply text: the shell's and account's above, then each area's from messages/<area>.ts. */
export const messages = {
  ...shellMessages,
  ...itemsMessages,
  ...mediaMessages,
  ...catalogMessages,
  ...downloadsMessages,
  ...reviewsMessages,
  ...complianceMessages,
  ...marketplaceMessages,
  ...marketplaceOrderMessages,
  ...marketplaceRuleMessages,
  ...orderRulesMessages,
  ...shippingMessages,
  ...ordersMessages,
  ...afterSalesMessages,
  ...promotionsMessages,
  ...activitiesMessages,
  ...fullscaleMessages,
  ...purchaseLimitMessages,
  ...cashbackMessages,
  ...addonMessages,
  ...giftMessages,
  ...seckillMessages,
  ...campaignMessages,
  ...bundleMessages,
  ...followMessages,
  ...fansMessages,
  ...paylaterMessages,
  ...plusMemberMessages,
  ...depositMessages,
  ...advertisingMessages,
  ...brandAdMessages,
  ...financeMessages,
  ...chatMessages,
  ...chatRichMenuMessages,
  ...chatGroupMessages,
} as const;

export type MessageKey = keyof typeof messages;
