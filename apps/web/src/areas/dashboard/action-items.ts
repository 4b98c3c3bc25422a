import AlertOutlined from '@ant-design/icons/AlertOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import type { ActionCounts } from '@sc/contract/calls/dashboard.ts';
import type { ComponentType } from 'react';

export interface ActionItem {
  key: keyof ActionCounts;
  /** The list filtered to what the count counts, by the parameters that list reads from its URL. */
  to: string;
  icon: ComponentType;
  /** The colour of a count above zero: the urgent ones warn. */
  tone: 'primary' | 'warning' | 'danger';
  /** The chat window opens in a tab of its own, as from the top bar. */
  newTab?: boolean;
}

/** The six counts of the action centre, in the order a merchant works through them. */
export const ACTION_ITEMS: readonly ActionItem[] = [
  { key: 'ordersToShip', to: '/order/index?tab=to_ship', icon: SendOutlined, tone: 'primary' },
  { key: 'ordersNearDeadline', to: '/order/index?shipDue=soon', icon: ClockCircleOutlined, tone: 'danger' },
  { key: 'afterSalesWaiting', to: '/order/aftersale?status=waiting', icon: RollbackOutlined, tone: 'warning' },
  { key: 'lowStock', to: '/shop/index?lowStock=y', icon: InboxOutlined, tone: 'warning' },
  { key: 'unreadChats', to: '/im', icon: MessageOutlined, tone: 'primary', newTab: true },
  { key: 'violations', to: '/shop/IllegalGoods', icon: AlertOutlined, tone: 'danger' },
];
