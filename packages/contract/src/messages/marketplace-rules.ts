import type { Texts } from '../locale.ts';

/** Reply texts of the simulator's complaint decisions and clock, merged into messages.ts. */
export const marketplaceRuleMessages = {
  mktAppealDecided: {
    'th-TH': 'คำร้องเรียนนี้ได้รับการพิจารณาแล้ว',
    'en-US': 'This complaint was already decided',
    'zh-CN': '该申诉已处理',
  },
  mktClockNotAvailable: {
    'th-TH': 'นาฬิกาจำลองใช้ไม่ได้ ต้องเริ่มเซิร์ฟเวอร์ด้วย SIMULATOR_CLOCK=1',
    'en-US': 'The simulator clock is not available: start the server with SIMULATOR_CLOCK=1',
    'zh-CN': '模拟时钟不可用：请以 SIMULATOR_CLOCK=1 启动服务器',
  },
  mktClockAdvanceEmpty: {
    'th-TH': 'กรุณาเลื่อนเวลาอย่างน้อย 1 ชั่วโมง และไม่เกิน {max} วัน',
    'en-US': 'Move the clock by at least one hour and at most {max} days',
    'zh-CN': '时钟至少前进 1 小时，最多 {max} 天',
  },
} satisfies Record<string, Texts>;
