import type { Texts } from '../locale.ts';

/**
 * Reply texts of uploads, merged into messages.ts. The web upload pieces show the same texts for
 * their own checks before sending a file.
 */
export const mediaMessages = {
  mediaFileRequired: {
    'th-TH': 'กรุณาเลือกไฟล์ที่จะอัปโหลด',
    'en-US': 'Please choose a file to upload',
    'zh-CN': '请选择要上传的文件',
  },
  mediaTypeNotAllowed: {
    'th-TH': 'รูปแบบไฟล์ไม่ถูกต้อง รองรับเฉพาะ {types}',
    'en-US': 'The file type is not supported; use {types}',
    'zh-CN': '文件格式不符合要求，仅支持 {types}',
  },
  mediaTooBig: {
    'th-TH': 'ไฟล์มีขนาดใหญ่เกินไป ขนาดสูงสุด {limit}',
    'en-US': 'The file is too big; the limit is {limit}',
    'zh-CN': '文件过大，最大 {limit}',
  },
  mediaImageTooSmall: {
    'th-TH': 'ขนาดหรือสัดส่วนรูปภาพไม่ตรงตามข้อกำหนด: ต้องมีขนาดอย่างน้อย {width}×{height} px',
    'en-US': 'The image size or aspect does not fit: it must be at least {width}×{height} px',
    'zh-CN': '图片尺寸或比例不符合要求：至少需要 {width}×{height} 像素',
  },
  mediaImageAspect: {
    'th-TH': 'ขนาดหรือสัดส่วนรูปภาพไม่ตรงตามข้อกำหนด: ต้องเป็นสัดส่วน {ratio}',
    'en-US': 'The image size or aspect does not fit: it must have the aspect ratio {ratio}',
    'zh-CN': '图片尺寸或比例不符合要求：比例须为 {ratio}',
  },
  mediaVideoTooShort: {
    'th-TH': 'วิดีโอสั้นเกินไป ต้องยาวอย่างน้อย {min} วินาที',
    'en-US': 'The video is too short; it must last at least {min} seconds',
    'zh-CN': '视频太短，时长至少 {min} 秒',
  },
  mediaVideoTooLong: {
    'th-TH': 'วิดีโอยาวเกินไป ต้องยาวไม่เกิน {max} วินาที',
    'en-US': 'The video is too long; it must last at most {max} seconds',
    'zh-CN': '视频太长，时长不能超过 {max} 秒',
  },
  mediaUrlNotHttps: {
    'th-TH': 'ลิงก์ต้องขึ้นต้นด้วย https://',
    'en-US': 'The link must be an https:// address',
    'zh-CN': '链接必须以 https:// 开头',
  },
  mediaUrlHostNotAllowed: {
    'th-TH': 'ไม่อนุญาตให้เพิ่มรูปภาพจาก {host} กรุณาใช้เว็บไซต์ที่อนุญาต',
    'en-US': 'Images from {host} are not allowed; use an allowed site',
    'zh-CN': '不允许添加来自 {host} 的图片，请使用允许的网站',
  },
  mediaUploadFailed: {
    'th-TH': 'อัปโหลดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    'en-US': 'The upload failed; please try again',
    'zh-CN': '上传失败，请重试',
  },
} as const satisfies Record<string, Texts>;

export type MediaMessageKey = keyof typeof mediaMessages;
