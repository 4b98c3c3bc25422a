import * as g from '@sc/contract/calls/chat-groups.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import {
  addGroupMembers,
  createGroup,
  groupCandidates,
  listGroups,
  listMembers,
  removeGroupMember,
  renameGroup,
} from './groups.ts';
import { chatStaffOf } from './staff.ts';

// The workbench's buyer groups (/oms/cos/im/group/…): the main account and the customer-service
// staff of the session's shop only.

export const groupHandlers = [
  handle(g.groupChatList, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const { pageNum, pageSize } = ctx.payload.page;
    const { list, total } = await listGroups(ctx.shop, {
      keyword: ctx.payload.keyword,
      offset: (pageNum - 1) * pageSize,
      limit: pageSize,
    });
    return { list, page: { pageNum, pageSize, count: total } };
  }),

  handle(g.groupMembers, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    const { pageNum, pageSize } = ctx.payload.page;
    const { list, total } = await listMembers(ctx.shop, ctx.payload.groupId, {
      keyword: ctx.payload.keyword,
      offset: (pageNum - 1) * pageSize,
      limit: pageSize,
    });
    return { list, page: { pageNum, pageSize, count: total } };
  }),

  handle(g.groupCreate, async (ctx) => {
    const me = chatStaffOf(sessionOf(ctx));
    return { group: await createGroup(ctx.shop, ctx.payload, me.userId, ctx.now) };
  }),

  handle(g.groupRename, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    return { group: await renameGroup(ctx.shop, ctx.payload.groupId, ctx.payload.name) };
  }),

  handle(g.groupMemberAdd, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    return { group: await addGroupMembers(ctx.shop, ctx.payload.groupId, ctx.payload.buyerIds, ctx.now) };
  }),

  handle(g.groupMemberRemove, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    return { group: await removeGroupMember(ctx.shop, ctx.payload.groupId, ctx.payload.buyerId) };
  }),

  handle(g.groupCandidates, async (ctx) => {
    chatStaffOf(sessionOf(ctx));
    return { list: await groupCandidates(ctx.shop, ctx.payload.groupId, ctx.payload.keyword) };
  }),
];
