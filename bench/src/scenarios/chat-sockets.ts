/**
 * The /im workbench's sockets at scale, on one server process (the compiled seller centre on a
 * throw-away PostgreSQL database): BENCH_CHAT_SOCKETS open tabs (default 1,000) spread over
 * BENCH_CHAT_SHOPS shops (default 100, so ten customer-service tabs a shop), each signed in by a
 * session cookie as a browser's tab is, then the simulator's buyers write BENCH_CHAT_RATE messages
 * a second (default 200) for the run's duration, round the shops, through the buyer send call.
 *
 * A message goes to the database first and reaches the shop's tabs from PostgreSQL's NOTIFY on
 * commit (catalogue §7 "Instant messaging (cos/im/)"), so delivery is timed from the moment the
 * buyer's call left the bench to the moment each of the shop's tabs got the message's frame.
 * Every message must reach every tab of its shop: one missing is a failure, not a slow figure.
 * The server's resident memory is read before the tabs open, with them open and idle, and at its
 * peak while the messages flow (sampled every 50 ms).
 *
 * Goal: delivery p95 under 50 ms with nothing lost.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import WebSocket from 'ws';
import { summarise } from '../load.ts';
import type { Goal, Scenario, ScenarioResult, Skip, ValueMeasurement } from '../scenario.ts';
import { postCall, SESSION_COOKIE } from '../seller-centre.ts';
import { memoryOf } from '../servers.ts';
import { startItemsShop } from './items-shop.ts';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1_000);
const SHOPS = Number(process.env.BENCH_CHAT_SHOPS ?? 100);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
const GOAL_P95_MS = 50;
const SOCKET_PATH = '/oms/cos/im/socket';
const SEND_PATH = '/oms/mkt/im/buyer/send';
const OPERATOR = { loginAcct: 'platform-operator', password: 'PlatformOps2026' };
const OPERATOR_COOKIE = 'sc_op_sid';
/** Tabs opened at once while connecting (a browser fleet does not open a thousand in one tick). */
const OPEN_BATCH = 50;
/** How long after the last send every delivery must have arrived. */
const DRAIN_MS = 15_000;
/** A send waits no longer than this for its reply; more in flight than this and the pace is lost. */
const MAX_IN_FLIGHT = 400;
const SAMPLE_MS = 50;
const MB = 1024 * 1024;
/** The benchmark's shops take ids far above the seed's. */
const SHOP_ID_BASE = 9_100_000_000;

interface Tab {
  socket: WebSocket;
  shopIndex: number;
}

/**
 * Adds the bench's shops, each with the demo owner as its main account, and one session per tab
 * written as a login writes it (the sha-256 of a random token): a thousand logins would meet the
 * login limits, which are not what is measured here.
 */
async function addShopsAndSessions(databaseUrl: string, demoShopId: string, shops: number, tabs: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const owner = await client.query<{ user_id: string }>(
      'SELECT user_id FROM shop_members WHERE shop_id = $1 AND acct_type = 1 LIMIT 1',
      [demoShopId],
    );
    const userId = owner.rows[0]?.user_id;
    if (!userId) throw new Error('the demo shop has no main account');
    await client.query(
      `INSERT INTO shops (id, name, shop_type, status, logo_url)
       SELECT ($2::bigint + g)::text, 'Bench chat shop ' || g, s.shop_type, 'open', s.logo_url
       FROM shops s, generate_series(1, $3::int) g WHERE s.id = $1`,
      [demoShopId, SHOP_ID_BASE, shops],
    );
    await client.query(
      `INSERT INTO shop_members (shop_id, user_id, acct_type, status)
       SELECT ($2::bigint + g)::text, $1, 1, 'enabled' FROM generate_series(1, $3::int) g`,
      [userId, SHOP_ID_BASE, shops],
    );
    const tokens: string[] = [];
    const hashes: string[] = [];
    const shopIds: string[] = [];
    for (let i = 0; i < tabs; i++) {
      const token = randomBytes(32).toString('base64url');
      tokens.push(token);
      hashes.push(createHash('sha256').update(token).digest('hex'));
      shopIds.push(String(SHOP_ID_BASE + 1 + (i % shops)));
    }
    await client.query(
      `INSERT INTO sessions (token_hash, user_id, shop_id, expires_at)
       SELECT h, $1, s, now() + interval '1 day' FROM unnest($2::text[], $3::text[]) AS t(h, s)`,
      [userId, hashes, shopIds],
    );
    const buyers = await client.query<{ id: string }>(
      "SELECT id FROM buyers WHERE status = 'active' ORDER BY id LIMIT 200",
    );
    if (buyers.rows.length === 0) throw new Error('the seed has no active buyer');
    const last = await client.query<{ max: string | null }>('SELECT max(id) AS max FROM im_messages');
    return {
      tokens,
      buyerIds: buyers.rows.map((r) => r.id),
      lastMessageId: Number(last.rows[0]?.max ?? 0),
    };
  } finally {
    await client.end();
  }
}

/** The bench message a frame carries ("bench <seq>"), found without parsing the whole frame. */
const BENCH_CONTENT = /^\{"type":"message".*?"content":"bench (\d+)"/;

/** Opens one tab: the socket, then hello with the last message id, until the server says ready. */
function openTab(url: string, token: string, afterId: number, onText: (text: string) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    const timer = setTimeout(() => reject(new Error('a tab was not ready within 30 s')), 30_000);
    let ready = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', afterId })));
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (!ready && text.startsWith('{"type":"ready"')) {
        ready = true;
        clearTimeout(timer);
        resolve(socket);
      }
      onText(text);
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`a tab was closed while opening (code ${code})`));
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/**
 * The buyer's send, over kept-alive node:http connections: lighter than fetch, whose per-request
 * cost on the bench's side of the two cores would be counted in the server's delivery times.
 */
function sender(baseUrl: string, cookie: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(SEND_PATH, baseUrl);
  return (body: unknown) =>
    new Promise<{ success: boolean; replyCode?: string; replyText?: string }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie },
          timeout: 15_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                data?: { transactionStatus?: { success?: boolean; replyCode?: string; replyText?: string } };
              };
              const ts = json.data?.transactionStatus;
              resolve({ success: ts?.success === true, replyCode: ts?.replyCode, replyText: ts?.replyText });
            } catch (err) {
              reject(err);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('the send timed out')));
      req.on('error', reject);
      req.end(payload);
    });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const chatSockets: Scenario = {
  id: 'chat-sockets',
  title: `Chat: ${SOCKETS.toLocaleString('en-US')} open /im tabs on one process, ${RATE} buyer messages a second (PostgreSQL)`,
  async run(ctx): Promise<ScenarioResult> {
    const skipped: Skip[] = [];
    const notes: string[] = [];
    const goals: Goal[] = [];
    const measurements: ValueMeasurement[] = [];
    const goal = `delivery to every tab of the shop, p95 under ${GOAL_P95_MS} ms, nothing lost`;
    // BENCH_CHAT_PROFILE=<dir> writes the server's CPU profile there (node --cpu-prof) when it stops.
    const profileDir = process.env.BENCH_CHAT_PROFILE;
    const shop = await startItemsShop(
      ctx,
      undefined,
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : undefined,
    );
    if (!shop) {
      skipped.push({ target: 'chat-sockets', label: 'chat sockets', reason: 'PostgreSQL unreachable', failed: false });
      goals.push({ description: goal, status: 'skipped', detail: 'PostgreSQL not reachable' });
      return { id: this.id, title: this.title, measurements, skipped, goals, notes };
    }
    const tabs: Tab[] = [];
    try {
      const shops = Math.max(1, Math.min(SHOPS, SOCKETS));
      ctx.log(`adding ${shops} shops and ${SOCKETS} sessions`);
      const world = await addShopsAndSessions(shop.database.url, shop.shopId, shops, SOCKETS);
      const login = await postCall(shop.server.baseUrl, '/oms/mkt/operator/login', OPERATOR);
      const op = login.setCookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${OPERATOR_COOKIE}=`));
      if (!login.success || !op) throw new Error(`operator login failed: ${login.replyCode} ${login.replyText}`);

      const send = sender(shop.server.baseUrl, op);
      const sentAt = new Map<number, number>();
      const delivery: number[] = [];
      let stray = 0;
      const onFrame = (text: string) => {
        if (!text.startsWith('{"type":"message"')) return;
        const seq = Number(BENCH_CONTENT.exec(text)?.[1] ?? Number.NaN);
        const t0 = sentAt.get(seq);
        if (t0 === undefined) stray++;
        else delivery.push(performance.now() - t0);
      };

      const pid = shop.server.pid;
      const before = memoryOf(pid);
      const url = `${shop.server.baseUrl.replace('http', 'ws')}${SOCKET_PATH}?locale=th-TH`;
      ctx.log(`opening ${SOCKETS} tabs, ${OPEN_BATCH} at a time`);
      const openStarted = performance.now();
      for (let i = 0; i < SOCKETS; i += OPEN_BATCH) {
        const batch = world.tokens.slice(i, i + OPEN_BATCH).map(async (token, k) => {
          const socket = await openTab(url, token, world.lastMessageId, onFrame);
          tabs.push({ socket, shopIndex: (i + k) % shops });
        });
        await Promise.all(batch);
      }
      const openSeconds = (performance.now() - openStarted) / 1000;
      await sleep(2_000);
      const idle = memoryOf(pid);
      const tabsOfShop = new Array<number>(shops).fill(0);
      for (const t of tabs) tabsOfShop[t.shopIndex] = (tabsOfShop[t.shopIndex] ?? 0) + 1;

      let peak = idle?.rss ?? 0;
      const sampler = setInterval(() => {
        const m = memoryOf(pid);
        if (m && m.rss > peak) peak = m.rss;
      }, SAMPLE_MS);
      const total = Math.round(RATE * ctx.settings.durationS);
      ctx.log(`  ${tabs.length} tabs open in ${openSeconds.toFixed(1)} s; sending ${total} messages at ${RATE}/s`);
      const replyMs: number[] = [];
      let failed = 0;
      let expected = 0;
      let inFlight = 0;
      let behind = 0;
      const sends: Promise<void>[] = [];
      const cpuBefore = shop.server.cpuSeconds();
      const started = performance.now();
      for (let seq = 0; seq < total; seq++) {
        const due = started + (seq * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        if (inFlight >= MAX_IN_FLIGHT) {
          behind++;
          while (inFlight >= MAX_IN_FLIGHT) await sleep(1);
        }
        const shopIndex = seq % shops;
        const body = {
          shopId: String(SHOP_ID_BASE + 1 + shopIndex),
          buyerId: world.buyerIds[Math.floor(seq / shops) % world.buyerIds.length],
          content: `bench ${seq}`,
        };
        expected += tabsOfShop[shopIndex] ?? 0;
        inFlight++;
        const t0 = performance.now();
        sentAt.set(seq, t0);
        sends.push(
          send(body)
            .then((r) => {
              if (r.success) replyMs.push(performance.now() - t0);
              else {
                failed++;
                expected -= tabsOfShop[shopIndex] ?? 0;
                if (failed <= 3) ctx.log(`  a send was refused: ${r.replyCode} ${r.replyText}`);
              }
            })
            .catch(() => {
              failed++;
              expected -= tabsOfShop[shopIndex] ?? 0;
            })
            .finally(() => {
              inFlight--;
            }),
        );
      }
      const sendSeconds = (performance.now() - started) / 1000;
      await Promise.all(sends);
      const drainUntil = performance.now() + DRAIN_MS;
      while (delivery.length < expected && performance.now() < drainUntil) await sleep(20);
      clearInterval(sampler);
      const cpuAfter = shop.server.cpuSeconds();
      const elapsed = (performance.now() - started) / 1000;
      const lost = Math.max(0, expected - delivery.length);
      const d = summarise(delivery);
      const r = summarise(replyMs);
      const serverCpuPct =
        cpuBefore === null || cpuAfter === null ? Number.NaN : ((cpuAfter - cpuBefore) / elapsed) * 100;
      ctx.log(
        `  ${delivery.length}/${expected} deliveries, p50 ${d.p50.toFixed(1)} ms, p95 ${d.p95.toFixed(1)} ms; RSS idle ${((idle?.rss ?? 0) / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB`,
      );
      const value = (target: string, label: string, v: number, unit: string): ValueMeasurement => ({
        kind: 'value',
        target,
        label,
        value: v,
        unit,
      });
      measurements.push(
        value(
          'chat-sockets-open',
          `${tabs.length} tabs signed in and ready (${OPEN_BATCH} at a time)`,
          openSeconds,
          's',
        ),
        value(
          'chat-sockets-sent',
          `buyer messages sent (${total} due at ${RATE}/s), refused or failed: ${failed}`,
          total - failed,
          'messages',
        ),
        value(
          'chat-sockets-send-rate',
          'messages sent per second, as achieved',
          (total - failed) / sendSeconds,
          'msg/s',
        ),
        value(
          'chat-sockets-deliveries',
          `frames that reached a tab, of ${expected} due (lost ${lost})`,
          delivery.length,
          'frames',
        ),
        value('chat-sockets-delivery-p50', 'delivery, buyer call sent to frame at a tab, p50', d.p50, 'ms'),
        value('chat-sockets-delivery-p95', 'delivery, p95', d.p95, 'ms'),
        value('chat-sockets-delivery-p99', 'delivery, p99', d.p99, 'ms'),
        value('chat-sockets-delivery-max', 'delivery, max', d.max, 'ms'),
        value('chat-sockets-reply-p95', "buyer send call's reply, p95", r.p95, 'ms'),
        value('chat-sockets-rss-before', 'server RSS before the tabs opened', (before?.rss ?? 0) / MB, 'MB'),
        value('chat-sockets-rss-idle', `server RSS with ${tabs.length} tabs open, idle`, (idle?.rss ?? 0) / MB, 'MB'),
        value('chat-sockets-rss-peak', 'server RSS, peak while the messages flowed', peak / MB, 'MB'),
        value('chat-sockets-server-cpu', 'server CPU while the messages flowed, % of one core', serverCpuPct, '%'),
      );
      if (behind > 0) notes.push(`${behind} sends waited because ${MAX_IN_FLIGHT} were already in flight.`);
      if (stray > 0) notes.push(`${stray} message frames were not the bench's (automatic replies or the seed's).`);
      notes.push(
        `${shops} shops, ${Math.round(tabs.length / shops)} tabs each; each message goes to every tab of its shop, so ${RATE} messages a second are about ${Math.round((RATE * tabs.length) / shops)} frames a second.`,
      );
      const met = lost === 0 && failed === 0 && d.p95 < GOAL_P95_MS;
      goals.push({
        description: goal,
        status: met ? 'met' : 'not met',
        detail: `p95 ${d.p95.toFixed(1)} ms, ${lost} lost, ${failed} sends failed`,
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      skipped.push({ target: 'chat-sockets', label: 'chat sockets', reason, failed: true });
      goals.push({ description: goal, status: 'not met', detail: `the run broke: ${reason}` });
      ctx.log(`  ${reason}; server said: ${shop.server.tail().slice(-10).join('\n')}`);
    } finally {
      for (const t of tabs) t.socket.terminate();
      await shop.stop();
    }
    return { id: this.id, title: this.title, measurements, skipped, goals, notes };
  },
};
