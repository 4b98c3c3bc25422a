import { chatNewsList, chatReply, mktChatBuyerNews, mktChatBuyerSend } from '@sc/contract/calls/chat.ts';
import { imageUpload } from '@sc/contract/calls/media.ts';
import type { Locale } from '@sc/contract/locale.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useChatWorld } from './chat-kit.ts';
import { OTHER, type Reply } from './harness.ts';
import { makeBuyer } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// Pictures in a chat: the staff member uploads one through the media pipeline (usage chatImage)
// and sends it; the buyer sees it, and the buyer's own picture shows in /im. A file that is no
// picture, a picture of another shop and an address that is no picture are refused in the user's
// language.

const w = useChatWorld();

const picture = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function uploadChatImage(cookie: string, data: Buffer, name: string, locale: Locale = 'en-US') {
  const form = new FormData();
  form.append('sessionContext', JSON.stringify({ entityCode: 1, channel: 'omsAdmin', locale }));
  form.append('usage', 'chatImage');
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  const res = await w.s.app.inject({ method: 'POST', url: imageUpload.path, payload: form, headers: { cookie } });
  const body = res.json() as Reply;
  return { status_: body.data.transactionStatus, data: body.data };
}

async function chat() {
  const buyer = await makeBuyer(w.s.db);
  const r = await w.s.call(
    mktChatBuyerSend,
    { shopId: w.shopId, buyerId: buyer.id, content: 'มีรูปไหมคะ' },
    { cookie: w.op },
  );
  expectOk(r);
  return { buyerId: buyer.id, conversationId: String(r.data.conversationId) };
}

type Msg = { kind: string; content: string; sender: string };

describe('a picture the staff member sends', () => {
  it('is uploaded, sent by its media id and shown to the buyer at its address', async () => {
    const { buyerId, conversationId } = await chat();
    const up = await uploadChatImage(w.owner, await picture(), 'shirt.png');
    expectOk(up);
    const sent = await w.s.call(
      chatReply,
      { conversationId, kind: 'image', content: String(up.data.mediaId) },
      { cookie: w.owner },
    );
    expectOk(sent);
    expect((sent.data.message as Msg).content).toBe(up.data.url);
    expect((sent.data.conversation as { lastMessage: string }).lastMessage).toBe('[image]');

    const news = await w.s.call(mktChatBuyerNews, { shopId: w.shopId, buyerId }, { cookie: w.op });
    const last = (news.data.list as Msg[]).at(-1);
    expect(last).toMatchObject({ kind: 'image', content: up.data.url, sender: 'seller' });
    const served = await w.s.app.inject({ method: 'GET', url: String(up.data.url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
  });

  it('a file that is no picture is refused by the upload, in Thai for a Thai reader', async () => {
    const up = await uploadChatImage(w.owner, Buffer.from('not a picture\n'.repeat(40)), 'fake.png', 'th-TH');
    expectRefused(up, 'mediaTypeNotAllowed', { types: 'jpg, jpeg, png' }, 'th-TH');
  });

  it('a picture the shop did not upload is refused, in the reader’s language, and nothing is sent', async () => {
    const { conversationId } = await chat();
    const other = (await w.s.login(OTHER.owner)).cookie;
    const theirs = await uploadChatImage(other, await picture(), 'theirs.png');
    expectOk(theirs);
    for (const content of [String(theirs.data.mediaId), String(theirs.data.url), 'https://example.com/a.png']) {
      const r = await w.s.call(
        chatReply,
        { conversationId, kind: 'image', content },
        { cookie: w.owner, locale: 'th-TH' },
      );
      expectRefused(r, 'chatImageNotFound', undefined, 'th-TH');
    }
    const news = await w.s.call(chatNewsList, { conversationId }, { cookie: w.owner });
    expect((news.data.list as Msg[]).map((m) => m.kind)).toEqual(['text']);
  });
});

describe('a picture the buyer sends', () => {
  it('shows in the workbench; an address that is no picture is refused', async () => {
    const { buyerId, conversationId } = await chat();
    const url = 'https://cdn.example.com/photos/broken-zip.jpg';
    const sent = await w.s.call(
      mktChatBuyerSend,
      { shopId: w.shopId, buyerId, kind: 'image', content: url },
      { cookie: w.op },
    );
    expectOk(sent);
    const news = await w.s.call(chatNewsList, { conversationId }, { cookie: w.owner });
    expect((news.data.list as Msg[]).at(-1)).toMatchObject({ kind: 'image', content: url, sender: 'buyer' });
    for (const content of ['javascript:alert(1)', '/media/../uploads/secret.png', 'http://plain.example.com/a.png']) {
      const r = await w.s.call(
        mktChatBuyerSend,
        { shopId: w.shopId, buyerId, kind: 'image', content },
        { cookie: w.op },
      );
      expectRefused(r, 'chatImageAddress');
    }
  });
});
