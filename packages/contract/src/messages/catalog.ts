import type { Texts } from '../locale.ts';

/**
 * Reply texts of categories and brands, merged into messages.ts. Keys start with `category` or
 * `brand`. The spec's own words are kept where it gives them: "brand name already exists",
 * "trademark authorization end must not exceed registration end", "authorization time must be later
 * than now", and the required-field messages for certificate dates and brand documents.
 */
export const catalogMessages = {
  categoryNotFound: {
    'th-TH': 'ไม่พบหมวดหมู่ที่เลือก',
    'en-US': 'The chosen category does not exist',
    'zh-CN': '所选类目不存在',
  },
  categoryNotLeaf: {
    'th-TH': 'กรุณาเลือกหมวดหมู่ย่อยระดับสุดท้าย: "{name}" ยังมีหมวดหมู่ย่อยอยู่',
    'en-US': 'Choose a category at the last level: "{name}" has subcategories',
    'zh-CN': '请选择最末级类目："{name}"下还有子类目',
  },
  categoryParentOrKeyword: {
    'th-TH': 'ระบุหมวดหมู่แม่หรือคำค้นหาอย่างใดอย่างหนึ่ง',
    'en-US': 'Give either a parent category or a search word, not both',
    'zh-CN': '请只填写上级类目或搜索词之一',
  },
  brandChooseOrName: {
    'th-TH': 'กรุณาเลือกแบรนด์หรือกรอกชื่อแบรนด์ใหม่',
    'en-US': 'Choose a brand or enter a new brand name',
    'zh-CN': '请选择品牌或填写新品牌名称',
  },
  brandUnknown: {
    'th-TH': 'ไม่พบแบรนด์ที่เลือก',
    'en-US': 'The chosen brand does not exist',
    'zh-CN': '所选品牌不存在',
  },
  brandNameExists: {
    'th-TH': 'ชื่อแบรนด์นี้มีอยู่แล้ว กรุณาเลือกจากรายการแบรนด์',
    'en-US': 'Brand name already exists, choose it from the brand list',
    'zh-CN': '品牌名称已存在，请从品牌列表中选择',
  },
  brandNameInvalid: {
    'th-TH': 'ชื่อแบรนด์ต้องมีตัวอักษรหรือตัวเลข',
    'en-US': 'The brand name must contain letters or digits',
    'zh-CN': '品牌名称须包含文字或数字',
  },
  brandCertificateDatesRequired: {
    'th-TH': 'กรุณาเลือกวันที่ของหนังสือรับรอง',
    'en-US': 'Please select the certificate dates',
    'zh-CN': '请选择证书日期',
  },
  brandDateInvalid: {
    'th-TH': 'วันที่ไม่ถูกต้อง',
    'en-US': 'The date is not valid',
    'zh-CN': '日期无效',
  },
  brandDocumentsRequired: {
    'th-TH': 'กรุณาอัปโหลดเอกสารแบรนด์',
    'en-US': 'Please upload the brand documents',
    'zh-CN': '请上传品牌资料',
  },
  brandDocumentsTooMany: {
    'th-TH': 'เอกสารมีจำนวนเกินกำหนด กรุณาลบบางไฟล์',
    'en-US': 'There are too many documents, please remove some',
    'zh-CN': '资料数量超出上限，请删除部分资料',
  },
  brandDocumentUrlInvalid: {
    'th-TH': 'ลิงก์เอกสารไม่ถูกต้อง กรุณาอัปโหลดใหม่',
    'en-US': 'A document link is not valid, please upload it again',
    'zh-CN': '资料链接无效，请重新上传',
  },
  brandRegistrationEndBeforeStart: {
    'th-TH': 'วันสิ้นสุดการจดทะเบียนต้องหลังวันเริ่มต้น',
    'en-US': 'The registration end must be after the registration start',
    'zh-CN': '注册截止日期须晚于注册开始日期',
  },
  brandAuthEndBeforeStart: {
    'th-TH': 'วันสิ้นสุดการอนุญาตต้องไม่ก่อนวันเริ่มต้น',
    'en-US': 'The authorization end must not be before the authorization start',
    'zh-CN': '授权截止日期不能早于授权开始日期',
  },
  brandAuthEndAfterRegistration: {
    'th-TH': 'วันสิ้นสุดการอนุญาตใช้เครื่องหมายการค้าต้องไม่เกินวันสิ้นสุดการจดทะเบียน',
    'en-US': 'The trademark authorization end must not exceed the registration end',
    'zh-CN': '商标授权截止日期不能超过注册截止日期',
  },
  brandAuthEndNotFuture: {
    'th-TH': 'เวลาสิ้นสุดการอนุญาตต้องหลังจากเวลาปัจจุบัน',
    'en-US': 'The authorization time must be later than now',
    'zh-CN': '授权时间必须晚于当前时间',
  },
  brandApplyOpen: {
    'th-TH': 'คุณมีคำขอแบรนด์ {brand} ที่รอการตรวจสอบอยู่แล้ว',
    'en-US': 'You already have an application for {brand} waiting for review',
    'zh-CN': '您已有一份 {brand} 的申请正在审核中',
  },
  brandAlreadyAuthorized: {
    'th-TH': 'ร้านของคุณได้รับอนุญาตให้ขาย {brand} ถึง {authEnd} แล้ว คำขอใหม่ต้องมีวันสิ้นสุดหลังจากนั้น',
    'en-US': 'Your shop is already authorized for {brand} until {authEnd}; a new application must end later',
    'zh-CN': '您的店铺已获得 {brand} 授权至 {authEnd}，新申请的截止日期须晚于该日期',
  },
  brandApplyNotEditable: {
    'th-TH': 'แก้ไขและส่งใหม่ได้เฉพาะคำขอที่ถูกปฏิเสธเท่านั้น',
    'en-US': 'Only a rejected application can be changed and submitted again',
    'zh-CN': '只有被驳回的申请可以修改后重新提交',
  },
  brandApplyNotRevocable: {
    'th-TH': 'ถอนได้เฉพาะคำขอที่รอการตรวจสอบเท่านั้น',
    'en-US': 'Only an application waiting for review can be withdrawn',
    'zh-CN': '只有审核中的申请可以撤回',
  },
  brandNotAuthorized: {
    'th-TH': 'ร้านของคุณยังไม่ได้รับอนุญาตให้ขายแบรนด์ {brand} กรุณายื่นขออนุญาตแบรนด์ก่อน',
    'en-US': 'Your shop is not authorized to sell {brand}; apply for the brand first',
    'zh-CN': '您的店铺尚未获得品牌 {brand} 的授权，请先申请品牌授权',
  },
  brandDecisionState: {
    'th-TH': 'คำขอนี้อยู่ในสถานะ {status} จึงดำเนินการนี้ไม่ได้',
    'en-US': 'This application is {status} and cannot take this decision',
    'zh-CN': '该申请状态为 {status}，无法执行此操作',
  },
  brandDecisionReasonRequired: {
    'th-TH': 'กรุณาระบุเหตุผล',
    'en-US': 'Please give a reason',
    'zh-CN': '请填写原因',
  },
  brandAuthorizationEnded: {
    'th-TH': 'ช่วงเวลาการอนุญาตของคำขอนี้สิ้นสุดแล้ว',
    'en-US': 'The authorization period of this application has already ended',
    'zh-CN': '该申请的授权期限已结束',
  },
} as const satisfies Record<string, Texts>;
