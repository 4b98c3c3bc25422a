import type { Texts } from '../locale.ts';

/** Reply texts of the download centre, merged into messages.ts; also the reasons an export failed. */
export const downloadsMessages = {
  exportTooFrequent: {
    'th-TH': 'เพิ่งเริ่มส่งออกรายการนี้ไปแล้ว กรุณารออีก {seconds} วินาที แล้วดูไฟล์ได้ที่ศูนย์ดาวน์โหลด',
    'en-US': 'This export was just started; please wait {seconds} s and find the file in the download centre',
    'zh-CN': '刚刚已发起此导出，请等待 {seconds} 秒，文件可在下载中心查看',
  },
  exportQueueFull: {
    'th-TH': 'มีงานส่งออกที่รอหรือกำลังทำงานอยู่ {max} รายการแล้ว กรุณารอให้เสร็จก่อน',
    'en-US': '{max} exports are already waiting or running; please wait for them to finish',
    'zh-CN': '已有 {max} 个导出任务在排队或进行中，请等待完成后再试',
  },
  exportFailed: {
    'th-TH': 'ส่งออกไม่สำเร็จเนื่องจากระบบขัดข้อง กรุณาลองใหม่',
    'en-US': 'The export could not be completed because of a system error; please retry',
    'zh-CN': '系统错误，导出未完成，请重试',
  },
  exportKindUnavailable: {
    'th-TH': 'ประเภทการส่งออกนี้ไม่พร้อมใช้งานแล้ว',
    'en-US': 'This kind of export is no longer available',
    'zh-CN': '此类导出已不可用',
  },
  exportTooManyRows: {
    'th-TH': 'ข้อมูลมี {count} แถว เกินกว่าที่ส่งออกได้ต่อไฟล์ ({max} แถว) กรุณากรองให้แคบลง',
    'en-US': 'The data has {count} rows, more than one file may hold ({max}); please narrow the filter',
    'zh-CN': '数据共 {count} 行，超过单个文件上限（{max} 行），请缩小筛选范围',
  },
  exportNoPermission: {
    'th-TH': 'คุณไม่มีสิทธิ์ส่งออกหรือดาวน์โหลดข้อมูลนี้ กรุณาติดต่อบัญชีหลัก',
    'en-US': 'You have no permission to export or download this data; please ask the main account',
    'zh-CN': '您没有导出或下载此数据的权限，请联系主账号',
  },
  downloadNotReady: {
    'th-TH': 'ไฟล์ยังไม่พร้อม กรุณารอให้การส่งออกเสร็จสิ้น',
    'en-US': 'The file is not ready yet; please wait until the export has finished',
    'zh-CN': '文件尚未生成，请等待导出完成',
  },
  downloadExpired: {
    'th-TH': 'ไฟล์หมดอายุและถูกลบแล้ว กรุณาส่งออกใหม่จากหน้ารายการ',
    'en-US': 'The file has expired and was deleted; please export again from the list',
    'zh-CN': '文件已过期并被删除，请在列表页重新导出',
  },
  downloadRetryNotFailed: {
    'th-TH': 'ลองใหม่ได้เฉพาะการส่งออกที่ไม่สำเร็จเท่านั้น',
    'en-US': 'Only a failed export can be retried',
    'zh-CN': '只有失败的导出才能重试',
  },
} as const satisfies Record<string, Texts>;
