import dayjs from 'dayjs';
import { formatDateTime } from '../../../format/relative-time.ts';

/** A slot as the merchant reads it: its start in full and the hour it ends ("… – 12:00"). */
export const slotLabel = (slot: { startTime: string; endTime: string }) =>
  `${formatDateTime(slot.startTime)} – ${dayjs(slot.endTime).format('HH:mm')}`;
