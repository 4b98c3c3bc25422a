import { FLASH_LATEST_MODE } from '@sc/contract/seckill.ts';

// The addresses of the flash-sale screens (route table: /activityreport/seckill/{modeId} and
// /activityreport/addSeckill/{modeId}). modeId 'latest' names the newest programme the platform published.

export const seckillPath = (modeId: string = FLASH_LATEST_MODE) =>
  `/activityreport/seckill/${encodeURIComponent(modeId)}`;
export const addSeckillPath = (modeId: string = FLASH_LATEST_MODE, slotId?: string) =>
  `/activityreport/addSeckill/${encodeURIComponent(modeId)}${slotId ? `?slot=${encodeURIComponent(slotId)}` : ''}`;
export const SECKILL_PATH = seckillPath();
