import { defineStrings } from '../../i18n/define-strings.ts';

// Strings of the export button every list uses (namespace "export").

export default defineStrings('export', {
  'en-US': {
    button: 'Export',
    started: 'Export started. The file is being made in the download centre.',
    open: 'Open the download centre',
    again: 'Started — you can export again in {{seconds}} s',
  },
  'th-TH': {
    button: 'ส่งออก',
    started: 'เริ่มส่งออกแล้ว ระบบกำลังสร้างไฟล์ในศูนย์ดาวน์โหลด',
    open: 'ไปที่ศูนย์ดาวน์โหลด',
    again: 'เริ่มแล้ว ส่งออกอีกครั้งได้ในอีก {{seconds}} วินาที',
  },
  'zh-CN': {
    button: '导出',
    started: '已开始导出，文件正在下载中心生成。',
    open: '前往下载中心',
    again: '已开始，{{seconds}} 秒后可再次导出',
  },
});
