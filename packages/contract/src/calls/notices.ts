import { z } from 'zod';
import { id, isoTime, yn } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { paged, pageSchema } from '../page.ts';

// The notice centre behind the top bar's bell (catalogue §7 "Notices"): the platform's notices to
// the shop, each read or not by the signed-in user; the simulator's operator sends one in three
// languages (product-spec §3: titleEN/TH/CN, contentEN/TH/CN) to one shop or to all.

export const NOTICE_TEXT_MAX = 2000;
export const NOTICE_TITLE_MAX = 100;

export const noticeView = z.object({
  noticeNo: z.string(),
  noticeTitle: z.string(),
  content: z.string(),
  createdAt: isoTime,
  read: yn,
});

export const shopNoticeList = defineCall({
  readOnly: true,
  path: '/oms/shop/notice/list/inquiry',
  func: FUNC.home,
  summary: 'The platform’s notices to the shop, newest first, in the user’s language; all, read or unread.',
  request: z.object({ readStatus: z.enum(['all', 'read', 'unread']).default('all'), page: pageSchema }),
  response: paged(noticeView),
});

export const noticeStatistics = defineCall({
  readOnly: true,
  path: '/oms/notice/statics/list/inquiry',
  func: FUNC.home,
  summary: 'How many notices the shop has and how many the user has not read.',
  request: z.object({}),
  response: z.object({ total: z.number().int(), unread: z.number().int() }),
});

export const noticeUnread = defineCall({
  readOnly: true,
  path: '/oms/notice/unread/inquiry',
  func: FUNC.home,
  summary: 'The user’s unread notice count (the bell’s badge).',
  request: z.object({}),
  response: z.object({ unreadCount: z.number().int() }),
});

export const noticeMarkRead = defineCall({
  path: '/oms/batch/update/unread/message',
  func: FUNC.home,
  summary: 'Marks the given notices read for the user, or all of them when none is given.',
  request: z.object({ noticeNos: z.array(id).max(100).default([]) }),
  response: z.object({ updated: z.number().int() }),
});

export const noticeTips = defineCall({
  readOnly: true,
  path: '/oms/tips/notice/inquiry',
  func: FUNC.home,
  summary: 'The newest three unread notices, for the bell’s drop-down.',
  request: z.object({}),
  response: z.object({ list: z.array(noticeView) }),
});

export const noticeCalls = [shopNoticeList, noticeStatistics, noticeUnread, noticeMarkRead, noticeTips];

const text = (max: number) => z.string().trim().min(1).max(max);

export const mktNoticeSend = defineCall({
  auth: 'operator',
  func: FUNC.home,
  // cos/batch/notice/addition of the catalogue, under /oms/mkt/: the operator's cookie is sent
  // only there (OPERATOR_COOKIE_PATH of calls/marketplace.ts).
  path: '/oms/mkt/cos/batch/notice/addition',
  summary: 'The platform sends a notice, its title and content in English, Thai and Chinese, to one shop or to all.',
  request: z.object({
    shopId: id.optional(),
    titleEN: text(NOTICE_TITLE_MAX),
    titleTH: text(NOTICE_TITLE_MAX),
    titleCN: text(NOTICE_TITLE_MAX),
    contentEN: text(NOTICE_TEXT_MAX),
    contentTH: text(NOTICE_TEXT_MAX),
    contentCN: text(NOTICE_TEXT_MAX),
  }),
  response: z.object({ noticeNo: z.string() }),
});

export const noticeOperatorCalls = [mktNoticeSend];
