import type { ActivityState } from '@sc/contract/activities.ts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

// A promotion's state as a tag, one colour per state for every promotion read from the clock
// (discounts, full-scale): the words are the promotion's own.

const STATE_COLOURS: Record<ActivityState, string> = {
  not_started: 'blue',
  running: 'green',
  ended: 'default',
  stopped: 'red',
};

export function PromotionStateTag({ state, children }: { state: ActivityState; children: ReactNode }) {
  return <Tag color={STATE_COLOURS[state]}>{children}</Tag>;
}
