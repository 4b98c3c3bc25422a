import { chatList, mktChatBuyerSend } from '@sc/contract/calls/chat.ts';
import {
  assistantInquiry,
  assistantMaintain,
  quickReplyAdd,
  quickReplyDelete,
  quickReplyEdit,
  quickReplyList,
  quickReplySort,
  replyClassAdd,
  replyClassDelete,
  replyClassList,
} from '@sc/contract/calls/chat-setup.ts';
import { GUIDE_ITEMS_MAX, GUIDE_OPTION_MAX, QUICK_REPLY_MAX, WELCOME_MAX } from '@sc/contract/chat.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay, bangkokDayStart } from '../src/bangkok-time.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// Message setup (/imMessageSetup): quick replies at 2000 characters and one more, their classes
// and order; the assistant's welcome messages (both required), keyword rules with office hours and
// a guide bar of at most 6 items with option texts of at most 30; the automatic reply answering a
// simulated buyer; the setup's function codes needed.

let s: TestServer;
let owner: string;
let op: string;
let shopId: string;
const HOUR = 3600_000;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s?.close());

const assistant = (over: Record<string, unknown> = {}) => ({
  welcomeOnline: 'สวัสดีค่ะ ยินดีต้อนรับ',
  welcomeOffline: 'ขณะนี้อยู่นอกเวลาทำการค่ะ',
  autoReplyEnabled: 'y',
  officeStart: '09:00',
  officeEnd: '18:00',
  rules: [
    { keyword: 'ค่าส่ง', reply: 'ส่งฟรีเมื่อซื้อครบ 500 บาทค่ะ', offHoursOnly: 'n' },
    { keyword: 'ด่วน', reply: 'นอกเวลาทำการ จะติดต่อกลับพรุ่งนี้ค่ะ', offHoursOnly: 'y' },
  ],
  guideEnabled: 'y',
  guideItems: [{ optionText: 'เวลาจัดส่ง', reply: 'จัดส่งภายใน 1-2 วันทำการ' }],
  ...over,
});

describe('quick replies', () => {
  it('takes 2000 characters and refuses 2001 or nothing; classes and order', async () => {
    expectOk(await s.call(quickReplyAdd, { content: 'ก'.repeat(QUICK_REPLY_MAX) }, { cookie: owner }));
    expectRefused(
      await s.call(quickReplyAdd, { content: 'ก'.repeat(QUICK_REPLY_MAX + 1) }, { cookie: owner }),
      'quickReplyTooLong',
      { max: QUICK_REPLY_MAX },
    );
    expectRefused(await s.call(quickReplyAdd, { content: '  ' }, { cookie: owner }), 'chatReplyEmpty');
    const cls = await s.call(replyClassAdd, { name: 'การจัดส่ง' }, { cookie: owner });
    expectOk(cls);
    const classId = String(cls.data.classId);
    const a = await s.call(quickReplyAdd, { classId, content: 'จัดส่งภายใน 2 วันค่ะ' }, { cookie: owner });
    const b = await s.call(quickReplyAdd, { classId, content: 'มีเลขพัสดุแล้วค่ะ' }, { cookie: owner });
    const inClass = await s.call(quickReplyList, { classId }, { cookie: owner });
    expect((inClass.data.list as { content: string }[]).map((r) => r.content)).toEqual([
      'จัดส่งภายใน 2 วันค่ะ',
      'มีเลขพัสดุแล้วค่ะ',
    ]);
    const classes = await s.call(replyClassList, {}, { cookie: owner });
    expect((classes.data.list as { classId: string; count: number }[]).find((c) => c.classId === classId)?.count).toBe(
      2,
    );

    const all = await s.call(quickReplyList, {}, { cookie: owner });
    const ids = (all.data.list as { replyId: string }[]).map((r) => r.replyId);
    expectRefused(await s.call(quickReplySort, { replyIds: ids.slice(1) }, { cookie: owner }), 'quickReplySortList');
    const sorted = await s.call(quickReplySort, { replyIds: [...ids].reverse() }, { cookie: owner });
    expect((sorted.data.list as { replyId: string }[]).map((r) => r.replyId)).toEqual([...ids].reverse());

    expectOk(await s.call(quickReplyEdit, { replyId: String(a.data.replyId), content: 'แก้แล้วค่ะ' }, { cookie: owner }));
    expectOk(await s.call(quickReplyDelete, { replyId: String(b.data.replyId) }, { cookie: owner }));
    expectOk(await s.call(replyClassDelete, { classId }, { cookie: owner }));
    const after = await s.call(quickReplyList, {}, { cookie: owner });
    expect(
      (after.data.list as { content: string; classId: string | null }[]).find((r) => r.content === 'แก้แล้วค่ะ')?.classId,
    ).toBeNull();
  });

  it('needs the quick-reply and assistant codes; another shop sees none of them', async () => {
    await s.addMember({ shopId, loginAcct: 'setup-none', funcIds: [FUNC.home] });
    const cookie = (await s.login('setup-none')).cookie;
    expectRefused(await s.call(quickReplyList, {}, { cookie }), 'noPermission');
    expectRefused(await s.call(assistantInquiry, {}, { cookie }), 'noPermission');
    const other = (await s.login('other-owner')).cookie;
    expect((await s.call(quickReplyList, {}, { cookie: other })).data.list).toEqual([]);
  });
});

describe('the assistant', () => {
  it('refuses a missing welcome message (three languages), hours out of order, a 7th guide item, a 31-character option', async () => {
    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
      expectRefused(
        await s.call(assistantMaintain, assistant({ welcomeOffline: '' }), { cookie: owner, locale }),
        'welcomeRequired',
        { max: WELCOME_MAX },
        locale,
      );
    }
    expectRefused(
      await s.call(assistantMaintain, assistant({ officeStart: '18:00', officeEnd: '18:00' }), { cookie: owner }),
      'officeHoursOrder',
    );
    const item = (i: number) => ({ optionText: `ตัวเลือก ${i}`, reply: 'ตอบ' });
    expectRefused(
      await s.call(
        assistantMaintain,
        assistant({ guideItems: Array.from({ length: GUIDE_ITEMS_MAX + 1 }, (_, i) => item(i)) }),
        { cookie: owner },
      ),
      'guideTooMany',
      { max: GUIDE_ITEMS_MAX },
    );
    expectRefused(
      await s.call(
        assistantMaintain,
        assistant({ guideItems: [{ optionText: 'ก'.repeat(GUIDE_OPTION_MAX + 1), reply: 'ตอบ' }] }),
        { cookie: owner },
      ),
      'guideOptionInvalid',
      { max: GUIDE_OPTION_MAX },
    );
    expect((await s.call(assistantInquiry, {}, { cookie: owner })).data.set).toBe('n');
    const six = Array.from({ length: GUIDE_ITEMS_MAX }, (_, i) => item(i));
    six[0] = { optionText: 'ก'.repeat(GUIDE_OPTION_MAX), reply: 'ตอบ' };
    expectOk(await s.call(assistantMaintain, assistant({ guideItems: six }), { cookie: owner }));
    expect((await s.call(assistantInquiry, {}, { cookie: owner })).data.guideItems).toHaveLength(GUIDE_ITEMS_MAX);
  });

  it('answers a simulated buyer: welcome by office hours, keyword rules, the guide bar; the chat still waits for a person', async () => {
    expectOk(await s.call(assistantMaintain, assistant(), { cookie: owner }));
    // 10:00 Bangkok of the next day: in office hours.
    const tomorrow = bangkokDay(new Date(s.clock.now().getTime() + 24 * HOUR));
    const ten = bangkokDayStart(tomorrow).getTime() + 10 * HOUR;
    s.clock.advance(ten - s.clock.now().getTime());
    owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
    op = (await s.operatorLogin()).cookie;
    const buyer = await makeBuyer(s.db);
    const send = (content: string) => s.call(mktChatBuyerSend, { shopId, buyerId: buyer.id, content }, { cookie: op });
    const replies = (r: Awaited<ReturnType<typeof send>>) =>
      (r.data.replies as { content: string }[]).map((m) => m.content);

    let r = await send('ค่าส่งเท่าไหร่คะ');
    expect(replies(r)).toEqual(['สวัสดีค่ะ ยินดีต้อนรับ', 'ส่งฟรีเมื่อซื้อครบ 500 บาทค่ะ']);
    r = await send('ด่วนค่ะ');
    expect(replies(r)).toEqual([]);
    r = await send('เวลาจัดส่ง');
    expect(replies(r)).toEqual(['จัดส่งภายใน 1-2 วันทำการ']);
    const list = await s.call(chatList, { page: { pageSize: 100 } }, { cookie: owner });
    const row = (list.data.list as { conversationId: string; state: string }[]).find(
      (c) => c.conversationId === r.data.conversationId,
    );
    expect(row?.state).toBe('waiting');

    // 18:00 Bangkok: outside office hours; a new buyer gets the offline welcome, "ด่วน" its rule.
    s.clock.advance(8 * HOUR);
    op = (await s.operatorLogin()).cookie;
    const late = await makeBuyer(s.db);
    const night = await s.call(mktChatBuyerSend, { shopId, buyerId: late.id, content: 'ด่วนค่ะ' }, { cookie: op });
    expect(replies(night)).toEqual(['ขณะนี้อยู่นอกเวลาทำการค่ะ', 'นอกเวลาทำการ จะติดต่อกลับพรุ่งนี้ค่ะ']);
  });
});
