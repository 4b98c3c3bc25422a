import type { WebSocket } from '@fastify/websocket';
import type { ChatMessageView, ConversationView } from '@sc/contract/calls/chat.ts';
import { CHAT_RESUME_MAX, CHAT_SOCKET_PATH, MESSAGE_KINDS } from '@sc/contract/chat.ts';
import { isLocale, type Locale } from '@sc/contract/locale.ts';
import { and, asc, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resolveSession, SESSION_COOKIE, type SessionsCache } from '../../auth/session.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Db } from '../../db/client.ts';
import { imMessages } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError } from '../../errors.ts';
import { conversationViewsOf, messageViewOf, messageViewsOf, namesOf, type ShopKey, shopKey } from './conversations.ts';
import { sellerReply } from './handlers.ts';
import { CHAT_CHANNEL, type ChatEvent } from './messages.ts';
import { chatStaffOf } from './staff.ts';

// One socket per open /im tab (catalogue §7 "Instant messaging (cos/im/)"), signed in by the
// session cookie and limited to the session's shop. Every message goes to the database first and
// reaches the sockets from PostgreSQL's NOTIFY on commit, so every server process's tabs hear it
// in commit order; a tab that reconnects says the last message id it holds and is sent what came
// after (docs/architecture.md, "Scale-out").

/** What the server sends a tab. */
export type ServerFrame =
  | { type: 'ready'; lastMessageId: number }
  | { type: 'message'; message: ChatMessageView; conversation: ConversationView | null }
  | { type: 'conversation'; conversation: ConversationView }
  | { type: 'ack'; clientId: string; message: ChatMessageView }
  | { type: 'refused'; clientId: string; replyCode: string; replyText: string };

interface Tab {
  socket: WebSocket;
  shopId: string;
  token: string;
  locale: Locale;
  /** Until the tab's catch-up is sent, live events wait here. */
  held: ChatEvent[] | null;
  lastSent: number;
}

const CLOSE_UNAUTHORIZED = 4401;
/** At most this many events are read for delivery in one go. */
const DELIVERY_BATCH_MAX = 500;

export class ChatHub {
  private readonly tabs = new Map<string, Set<Tab>>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly pending: ChatEvent[] = [];
  private draining = false;
  private readonly listener;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly sessions: SessionsCache | undefined,
  ) {
    this.listener = database.listen(CHAT_CHANNEL, {
      message: (payload) => this.heard(payload),
      reset: () => {},
    });
  }

  get db(): Db {
    return this.database.db;
  }

  start() {
    return this.listener.start();
  }

  async close() {
    for (const set of this.tabs.values()) for (const t of set) t.socket.close();
    this.tabs.clear();
    await this.listener.close();
  }

  /** Open tabs of a shop (for the bench and tests). */
  count(shopId?: string) {
    if (shopId) return this.tabs.get(shopId)?.size ?? 0;
    let n = 0;
    for (const s of this.tabs.values()) n += s.size;
    return n;
  }

  /** Resolves once this process has handled every event committed before the call. */
  settle() {
    return this.listener.sync().then(() => this.queue);
  }

  private heard(payload: string) {
    let event: ChatEvent;
    try {
      event = JSON.parse(payload) as ChatEvent;
    } catch {
      return;
    }
    const set = this.tabs.get(event.shopId);
    if (!set || set.size === 0) return;
    this.pending.push(event);
    if (!this.draining) this.queue = this.drain().catch(() => undefined);
  }

  /**
   * Delivers the events heard so far in the order PostgreSQL delivered them (commit order), a
   * batch at a time: what arrives while a batch is read waits for the next. A batch costs two
   * statements, however many messages and shops it holds, and every conversation of a batch
   * is read in one snapshot taken after the previous batch's, so a tab never sees a conversation
   * go back to an older state.
   */
  private async drain() {
    this.draining = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, DELIVERY_BATCH_MAX);
        const frames = await this.framesOf(batch).catch(() => new Map<ChatEvent, ServerFrame>());
        for (const event of batch) {
          const frame = frames.get(event);
          const set = this.tabs.get(event.shopId);
          if (!frame || !set) continue;
          // Every tab of the shop is sent the same text: written once.
          const text = JSON.stringify(frame);
          for (const tab of set) {
            if (tab.held) tab.held.push(event);
            else this.sendFrame(tab, frame, text);
          }
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /**
   * The frames of events, whichever shops they are of: the conversations in one statement, the
   * messages in another (each row read by its shop and id).
   */
  private async framesOf(events: ChatEvent[]): Promise<Map<ChatEvent, ServerFrame>> {
    const conversationKeys = new Map<string, ShopKey<string>>();
    const messageKeys: ShopKey<number>[] = [];
    for (const e of events) {
      conversationKeys.set(shopKey(e.shopId, e.conversationId), { shopId: e.shopId, id: e.conversationId });
      if (e.messageId !== undefined) messageKeys.push({ shopId: e.shopId, id: e.messageId });
    }
    const [conversations, messages] = await Promise.all([
      conversationViewsOf(this.db, [...conversationKeys.values()], this.clock.now()),
      messageViewsOf(this.db, messageKeys),
    ]);
    const frames = new Map<ChatEvent, ServerFrame>();
    for (const e of events) {
      const conversation = conversations.get(shopKey(e.shopId, e.conversationId));
      if (!conversation) continue;
      if (e.messageId === undefined) {
        frames.set(e, { type: 'conversation', conversation });
        continue;
      }
      const message = messages.get(shopKey(e.shopId, e.messageId));
      if (message) frames.set(e, { type: 'message', message, conversation });
    }
    return frames;
  }

  /** Sends a tab a frame (`text`: the frame as written already), a message frame once only. */
  private sendFrame(tab: Tab, frame: ServerFrame, text?: string) {
    if (frame.type === 'message') {
      if (frame.message.messageId <= tab.lastSent) return;
      tab.lastSent = frame.message.messageId;
    }
    if (tab.socket.readyState === tab.socket.OPEN) tab.socket.send(text ?? JSON.stringify(frame));
  }

  /** Sends a tab what came after `afterId`, then whatever arrived meanwhile. */
  private async resume(tab: Tab, afterId: number) {
    tab.held = [];
    tab.lastSent = afterId;
    const shop = new ShopScope(this.db, tab.shopId);
    const rows = await shop
      .select(imMessages, and(gt(imMessages.id, afterId)))
      .orderBy(asc(imMessages.id))
      .limit(CHAT_RESUME_MAX);
    const names = await namesOf(
      this.db,
      rows.flatMap((r) => [r.senderUserId, r.senderBuyerId]),
    );
    for (const r of rows)
      this.sendFrame(tab, { type: 'message', message: messageViewOf(r, names), conversation: null });
    // Events heard while catching up, in order; those already sent are skipped by id.
    while (tab.held && tab.held.length > 0) {
      const next = tab.held.shift();
      if (!next) break;
      const frame = (await this.framesOf([next])).get(next);
      if (frame) this.sendFrame(tab, frame);
    }
    tab.held = null;
    this.sendFrame(tab, { type: 'ready', lastMessageId: tab.lastSent });
  }

  private async staffOfToken(token: string) {
    const session = await resolveSession(this.db, token, this.clock.now(), this.sessions);
    if (!session?.shopId) return null;
    try {
      return { session, me: chatStaffOf(session) };
    } catch {
      return null;
    }
  }

  private async send(tab: Tab, frame: Record<string, unknown>) {
    const clientId = String(frame.clientId ?? '').slice(0, 64);
    try {
      const who = await this.staffOfToken(tab.token);
      if (!who || who.session.shopId !== tab.shopId) {
        tab.socket.close(CLOSE_UNAUTHORIZED, 'session');
        return;
      }
      const kind = MESSAGE_KINDS.find((k) => k === frame.kind) ?? 'text';
      const input = {
        conversationId: String(frame.conversationId ?? '').slice(0, 64),
        kind,
        content: typeof frame.content === 'string' ? frame.content.slice(0, 8000) : '',
        cardId: typeof frame.cardId === 'string' ? frame.cardId.slice(0, 64) : undefined,
      };
      const result = await this.db.transaction((tx) =>
        sellerReply(new ShopScope(tx, tab.shopId), who.me, input, this.clock.now()),
      );
      // Persisted and committed: now acknowledged.
      if (tab.socket.readyState === tab.socket.OPEN)
        tab.socket.send(JSON.stringify({ type: 'ack', clientId, message: result.message } satisfies ServerFrame));
    } catch (err) {
      const refusal = err instanceof BizError ? err : new BizError('SYSTEM_ERROR', 'systemError');
      if (tab.socket.readyState === tab.socket.OPEN)
        tab.socket.send(
          JSON.stringify({
            type: 'refused',
            clientId,
            replyCode: refusal.replyCode,
            replyText: text(refusal.messageKey, tab.locale, refusal.params),
          } satisfies ServerFrame),
        );
    }
  }

  /**
   * Takes a new socket: signs it in by the cookie, then follows its frames. The frame handler is
   * attached at once (frames sent before the sign-in ends wait for it).
   */
  accept(socket: WebSocket, token: string, locale: Locale) {
    const signedIn = this.signIn(socket, token, locale);
    socket.on('message', (data: Buffer) => {
      let frame: Record<string, unknown>;
      try {
        frame = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      } catch {
        return;
      }
      void signedIn.then((tab) => {
        if (!tab) return;
        if (frame.type === 'hello') {
          const after = Number(frame.afterId ?? 0);
          void this.resume(tab, Number.isSafeInteger(after) && after >= 0 ? after : 0).catch(() => socket.close());
        } else if (frame.type === 'send') {
          void this.send(tab, frame);
        }
      });
    });
  }

  private async signIn(socket: WebSocket, token: string, locale: Locale): Promise<Tab | null> {
    const who = await this.staffOfToken(token).catch(() => null);
    if (!who?.session.shopId) {
      socket.close(CLOSE_UNAUTHORIZED, 'session');
      return null;
    }
    const tab: Tab = { socket, shopId: who.session.shopId, token, locale, held: [], lastSent: 0 };
    let set = this.tabs.get(tab.shopId);
    if (!set) {
      set = new Set();
      this.tabs.set(tab.shopId, set);
    }
    const tabs = set;
    tabs.add(tab);
    const drop = () => {
      tabs.delete(tab);
      if (tabs.size === 0 && this.tabs.get(tab.shopId) === tabs) this.tabs.delete(tab.shopId);
    };
    socket.on('close', drop);
    if (socket.readyState !== socket.OPEN) drop();
    return tab;
  }
}

/** The workbench socket route; the hub closes with the app. */
export async function registerChatSocket(
  app: FastifyInstance,
  options: { database: Database; clock: Clock; sessions?: SessionsCache },
): Promise<ChatHub> {
  const hub = new ChatHub(options.database, options.clock, options.sessions);
  await hub.start();
  app.addHook('onClose', () => hub.close());
  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, req) => {
    const token = req.cookies[SESSION_COOKIE] ?? '';
    const q = req.query as Record<string, unknown>;
    const locale = typeof q.locale === 'string' && isLocale(q.locale) ? q.locale : 'en-US';
    hub.accept(socket, token, locale);
  });
  return hub;
}
