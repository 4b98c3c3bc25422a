import { z } from 'zod';
import { CHAT_GROUP_ADD_MAX, CHAT_GROUP_NAME_MAX, CHAT_TEXT_MAX } from '../chat.ts';
import { id, isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { LINE_TEXT_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { chatMessageView } from './chat.ts';

// The shop's buyer groups (fan groups) in the /im workbench, under /oms/cos/im/group/ (catalogue §7
// "Instant messaging (cos/im/)": group chat list, group member; §3 chat state "group id"). A group
// is a conversation of the shop: its messages are read with /oms/cos/im/client/chat/news/list, the
// staff answer with /oms/cos/im/reply/news and mark it read with /oms/cos/im/news/status/change.
// Like the workbench's other calls they carry the home code and let in the main account and the
// customer-service staff (product-spec §6). A simulated member buyer posts with the /oms/mkt/ call.

const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const groupRef = z.object({ groupId: id });
const groupName = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_GROUP_NAME_MAX * 2);

export const groupView = z.object({
  /** The group's conversation id (its messages, replies and read marks go by it). */
  groupId: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  unreadCount: z.number().int(),
  lastMessage: z.string(),
  lastMessageAt: isoTime.nullable(),
  lastMessageId: z.number().int(),
  createdAt: isoTime,
});
export type GroupView = z.infer<typeof groupView>;

export const groupMemberView = z.object({
  buyerId: z.string(),
  nickname: z.string(),
  joinedAt: isoTime,
  /** y when the platform banned the buyer: they cannot post (product-spec §6). */
  banned: z.enum(['y', 'n']),
});

export const groupChatList = defineCall({
  readOnly: true,
  path: '/oms/cos/im/group/chat/list',
  func: FUNC.home,
  summary:
    'The shop’s buyer groups, newest message first: name, member count, unread count and last message; searched by name.',
  request: z.object({ keyword: z.string().trim().max(LINE_TEXT_MAX).default(''), page: pageSchema }),
  response: paged(groupView),
});

export const groupMembers = defineCall({
  readOnly: true,
  path: '/oms/cos/im/group/member',
  func: FUNC.home,
  summary: 'A group’s members, by nickname, paged; searched by nickname.',
  example: { groupId: EXAMPLE_ID },
  request: groupRef.extend({ keyword: z.string().trim().max(LINE_TEXT_MAX).default(''), page: pageSchema }),
  response: paged(groupMemberView),
});

const buyerIds = z.array(id).max(CHAT_GROUP_ADD_MAX);

export const groupCreate = defineCall({
  path: '/oms/cos/im/group/create',
  func: FUNC.home,
  summary:
    'Make a buyer group with a name (at most 60 characters) and, optionally, its first members: buyers who chatted with or follow the shop.',
  example: { name: 'แฟนคลับร้าน' },
  request: z.object({ name: groupName, buyerIds: buyerIds.default([]) }),
  response: z.object({ group: groupView }),
});

export const groupRename = defineCall({
  path: '/oms/cos/im/group/rename',
  func: FUNC.home,
  summary: 'Rename a group of the shop (at most 60 characters).',
  example: { groupId: EXAMPLE_ID, name: 'แฟนคลับร้าน' },
  request: groupRef.extend({ name: groupName }),
  response: z.object({ group: groupView }),
});

export const groupMemberAdd = defineCall({
  path: '/oms/cos/im/group/member/add',
  func: FUNC.home,
  summary:
    'Add buyers to a group (at most 50 at a time, 500 members in all): each must have chatted with or follow the shop and not be a member already.',
  example: { groupId: EXAMPLE_ID, buyerIds: [EXAMPLE_ID] },
  request: groupRef.extend({ buyerIds: buyerIds.min(1) }),
  response: z.object({ group: groupView }),
});

export const groupMemberRemove = defineCall({
  path: '/oms/cos/im/group/member/remove',
  func: FUNC.home,
  summary: 'Remove a member from a group; they can no longer post in it.',
  example: { groupId: EXAMPLE_ID, buyerId: EXAMPLE_ID },
  request: groupRef.extend({ buyerId: id }),
  response: z.object({ group: groupView }),
});

export const groupCandidates = defineCall({
  readOnly: true,
  path: '/oms/cos/im/group/member/candidates',
  func: FUNC.home,
  summary:
    'Buyers who could join a group, by nickname: those who chatted with or follow the shop and are not members yet (at most 20).',
  example: { groupId: EXAMPLE_ID, keyword: 'a' },
  request: groupRef.extend({ keyword: z.string().trim().min(1).max(LINE_TEXT_MAX) }),
  response: z.object({ list: z.array(z.object({ buyerId: z.string(), nickname: z.string() })) }),
});

export const chatGroupCalls = [
  groupChatList,
  groupMembers,
  groupCreate,
  groupRename,
  groupMemberAdd,
  groupMemberRemove,
  groupCandidates,
];

export const mktGroupBuyerSend = defineCall({
  auth: 'operator',
  func: FUNC.home,
  path: '/oms/mkt/im/group/buyer/send',
  summary:
    'A member buyer posts into a shop’s group; a buyer who is not (or no longer) a member, or whom the platform banned, is refused.',
  example: { shopId: EXAMPLE_ID, groupId: EXAMPLE_ID, buyerId: EXAMPLE_ID, content: 'สวัสดีทุกคน' },
  request: z.object({
    shopId: id,
    groupId: id,
    buyerId: id,
    content: z
      .string()
      .max(CHAT_TEXT_MAX * 2)
      .default(''),
    kind: z.enum(['text', 'emoji']).default('text'),
  }),
  response: z.object({ message: chatMessageView }),
});

export const chatGroupOperatorCalls = [mktGroupBuyerSend];
