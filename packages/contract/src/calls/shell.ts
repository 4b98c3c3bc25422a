import { z } from 'zod';
import { empty, isoTime, yn } from '../common.ts';
import { CONTRACT_TYPES } from '../constants.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';

// The session and shell calls whose paths the leaves open; named after the catalogue's areas
// (store/, cos/, rms/).

const contractType = z.enum(CONTRACT_TYPES);

export const shopMerchantInfoInquiry = defineCall({
  readOnly: true,
  path: '/oms/store/merchant/info/inquiry',
  func: FUNC.home,
  summary: 'The session shop: name, type, status and whether it groups items.',
  request: empty,
  response: z.object({
    shopId: z.string(),
    shopName: z.string(),
    shopType: z.number().int(),
    status: z.string(),
    bolGroupItem: yn,
    logoUrl: z.string(),
    createdAt: isoTime,
  }),
});

export const noticeNewestMessage = defineCall({
  path: '/oms/shop/notice/newest/message',
  func: FUNC.home,
  summary: 'The oldest notice not yet delivered to this user (690011 when there is none); it is then delivered.',
  request: z.object({ sendType: z.number().int().default(16), noticeClass: z.number().int().default(32) }),
  response: z.object({
    noticeNo: z.string(),
    noticeTitle: z.string(),
    content: z.string(),
    createdAt: isoTime,
  }),
});

export const hasSetCustomerAddress = defineCall({
  readOnly: true,
  path: '/oms/store/has/set/customer/address/inquiry',
  func: FUNC.home,
  summary: 'Whether the shop has a return address and its customer-service setup (the setup gate).',
  request: empty,
  response: z.object({ customerType: yn, hasSetAddress: yn, hasRights: yn }),
});

export const contractGenerateResult = defineCall({
  readOnly: true,
  path: '/oms/cos/contract/generate/result/inquiry',
  func: FUNC.home,
  summary: 'Whether the shop has signed an agreement; exempt shop types are reported as signed.',
  request: z.object({ custId: z.string().max(64).optional(), contractTemplate: contractType }),
  response: z.object({ result: yn, exempt: yn, signedAt: isoTime.nullable() }),
});

export const contractTemplateInfo = defineCall({
  readOnly: true,
  path: '/oms/cos/contract/temp/info/inquiry',
  func: FUNC.home,
  summary: 'The texts of the agreements to sign, Thai and English (and Chinese).',
  request: z.object({ contractTemplates: z.array(contractType).min(1).max(2) }),
  response: z.object({
    data: z.array(
      z.object({
        contractTemplate: contractType,
        title: z.string(),
        contractContent: z.string(),
        contractTemplateEn: z.string(),
        contractTemplateCn: z.string(),
        version: z.string(),
      }),
    ),
  }),
});

export const contractCreate = defineCall({
  path: '/oms/cos/contract/create',
  func: FUNC.home,
  mainAccountOnly: true,
  summary: 'Sign an agreement for the shop (009 before 010); the main account only.',
  request: z.object({
    contractBusinessType: contractType,
    custId: z.string().max(64).optional(),
    contractSignChannel: z.literal('local').default('local'),
    businessNo: z.string().max(64).optional(),
    contractParamsMap: z.record(z.string().max(64), z.string().max(500)).default({}),
    language: z.literal('1').optional(),
  }),
  response: z.object({ contractNo: z.string(), signedAt: isoTime }),
});

const reportFields = z.object({
  t: z.coerce.string().max(8),
  i: z.string().max(100).optional(),
  s: z.string().max(64).optional(),
  m: z.string().max(32).optional(),
  u: z.string().max(64).optional(),
  e: z.string().max(8).optional(),
  d: z.coerce.string().max(8).optional(),
});

export const configReport = defineCall({
  path: '/oms/rms/account/config/report',
  func: FUNC.home,
  withoutShop: true,
  // POST only: it writes a row, and a GET (a link or an image on any page) must change nothing.
  summary:
    'The account configuration report (t, i, s, m, u, e, d), sent at load, every 30 minutes and at logout (t=1, e=r, d=4). POST only; a GET is refused (405) and records nothing.',
  request: reportFields,
  response: empty,
});

export const unreadChatStatistics = defineCall({
  readOnly: true,
  path: '/oms/cos/im/unread/news/statistics',
  func: FUNC.home,
  summary: 'Unread chat counts on the seller side (userType 2).',
  request: z.object({ userType: z.literal(2) }),
  response: z.object({ groupUnreadCount: z.number().int(), unreadCount: z.number().int() }),
});

export const pageViewTrack = defineCall({
  path: '/oms/rms/cust/shop/page/view/track/info',
  func: FUNC.home,
  withoutShop: true,
  summary: 'Record a page view; trackInfo is a JSON text.',
  request: z.object({ reportType: z.literal('mp'), trackInfo: z.string().max(4000) }),
  response: empty,
});

export const shellCalls = [
  shopMerchantInfoInquiry,
  noticeNewestMessage,
  hasSetCustomerAddress,
  contractGenerateResult,
  contractTemplateInfo,
  contractCreate,
  configReport,
  unreadChatStatistics,
  pageViewTrack,
];
