import type { FlashRegState, FlashSlotState } from '@sc/contract/seckill.ts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

// A registration's review state and a slot's state as tags, one colour per state.

const REG_COLOURS: Record<FlashRegState, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};
const SLOT_COLOURS: Record<FlashSlotState, string> = { upcoming: 'blue', running: 'green', ended: 'default' };

export function RegStateTag({ state, children }: { state: FlashRegState; children: ReactNode }) {
  return <Tag color={REG_COLOURS[state]}>{children}</Tag>;
}

export function SlotStateTag({ state, children }: { state: FlashSlotState; children: ReactNode }) {
  return <Tag color={SLOT_COLOURS[state]}>{children}</Tag>;
}
