import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CommentOutlined from '@ant-design/icons/CommentOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import type { ReactNode } from 'react';

/** One icon per menu area, by the area's path. */
export const MENU_ICONS: Record<string, ReactNode> = {
  '/dashboard': <HomeOutlined />,
  '/shop': <ShoppingOutlined />,
  '/order': <FileTextOutlined />,
  '/activityreport': <NotificationOutlined />,
  '/operate': <VideoCameraOutlined />,
  '/storemanagement': <ShopOutlined />,
  '/distribution': <ShareAltOutlined />,
  '/finance': <AccountBookOutlined />,
  '/data/dashboard': <BarChartOutlined />,
  '/imMessageSetup': <CommentOutlined />,
  '/setting': <SettingOutlined />,
};
