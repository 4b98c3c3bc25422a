// The pacing of a simulate run and its summary. Orders are placed on a schedule of `rate` a
// second from the start: each simulate call asks for every order due by then (at most
// maxBatch), so a slow answer is made up by the next, larger batch rather than lost.
import { SimulateError } from './server.mjs';

const SOLD_OUT = 'sold out or taken off the shelf meanwhile';
/** Payments in flight at once after each batch. */
const PAY_CONCURRENCY = 4;
const PROGRESS_EVERY_MS = 1_000;
/** A long wait between orders (a low rate) still notices Ctrl-C this soon. */
const STOP_CHECK_MS = 250;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function bump(map, reason, n = 1) {
  map.set(reason, (map.get(reason) ?? 0) + n);
}

/** Pays each order with probability payRatio, a few at a time; counts into summary. */
async function payShare(server, shop, orderIds, payRatio, summary) {
  const chosen = orderIds.filter(() => Math.random() < payRatio);
  summary.unpaid += orderIds.length - chosen.length;
  for (let i = 0; i < chosen.length; i += PAY_CONCURRENCY) {
    const replies = await Promise.all(chosen.slice(i, i + PAY_CONCURRENCY).map((id) => server.pay(shop, id)));
    for (const reply of replies) {
      if (reply.ok) summary.paid++;
      else bump(summary.notPaid, reply.replyText);
    }
  }
}

/**
 * Places options.orders orders in options.shop at options.rate a second; resolves with the
 * summary (with `fatal` set when an error ended the run early, `stopped` when shouldStop did).
 */
export async function placeOrders(server, options) {
  const { shop, orders, rate, payRatio, maxBatch, log } = options;
  const shouldStop = options.shouldStop ?? (() => false);
  const summary = {
    requested: 0,
    placed: 0,
    paid: 0,
    discountSatang: 0,
    activityLines: 0,
    couponsUsed: 0,
    fullscaleLines: 0,
    addonLines: 0,
    giftLines: 0,
    bundleLines: 0,
    unpaid: 0,
    notPaid: new Map(),
    refused: new Map(),
    elapsedS: 0,
    fatal: null,
    stopped: false,
    orders,
    rate,
  };
  const started = performance.now();
  const elapsedS = () => (performance.now() - started) / 1000;
  let lastProgress = 0;
  let lastLine = '';
  const progress = (force) => {
    const now = performance.now();
    if (!force && now - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = now;
    const refused = [...summary.refused.values()].reduce((a, b) => a + b, 0);
    const perS = summary.placed / Math.max(elapsedS(), 0.001);
    const line = `  ${summary.placed}/${orders} placed, ${summary.paid} paid, ${refused} refused`;
    // The closing call repeats nothing: the last line stands when no order came since.
    if (line === lastLine) return;
    lastLine = line;
    log(`${line} (${perS.toFixed(1)} orders/s, ${elapsedS().toFixed(1)} s)`);
  };
  try {
    while (summary.requested < orders) {
      // The (k+1)-th order is due at k / rate seconds.
      const waitS = summary.requested / rate - elapsedS();
      if (waitS > 0) await sleep(Math.min(waitS * 1000, STOP_CHECK_MS));
      if (shouldStop()) {
        summary.stopped = true;
        break;
      }
      if (summary.requested / rate > elapsedS()) continue;
      const due = Math.min(orders, Math.floor(rate * elapsedS()) + 1);
      const batch = Math.max(1, Math.min(due - summary.requested, maxBatch));
      summary.requested += batch;
      const reply = await server.simulate(shop, batch);
      if (!reply.ok) {
        bump(summary.refused, reply.replyText, batch);
        // The whole call refused (no product to order, a rule of the shop): later calls would be too.
        summary.fatal = `the server refused to place orders: ${reply.replyText}`;
        break;
      }
      summary.placed += reply.orderIds.length;
      summary.discountSatang += Math.round((reply.discountAmount ?? 0) * 100);
      summary.activityLines += reply.activityLines ?? 0;
      summary.couponsUsed += reply.couponsUsed ?? 0;
      summary.fullscaleLines += reply.fullscaleLines ?? 0;
      summary.addonLines += reply.addonLines ?? 0;
      summary.giftLines += reply.giftLines ?? 0;
      summary.bundleLines += reply.bundleLines ?? 0;
      if (reply.orderIds.length < batch) bump(summary.refused, SOLD_OUT, batch - reply.orderIds.length);
      await payShare(server, shop, reply.orderIds, payRatio, summary);
      progress(false);
    }
  } catch (err) {
    if (!(err instanceof SimulateError)) throw err;
    summary.fatal = err.message;
  }
  summary.elapsedS = elapsedS();
  progress(true);
  return summary;
}

/** The closing lines: placed, paid, refused with reasons. */
export function formatSummary(s) {
  const lines = [];
  const perS = s.placed / Math.max(s.elapsedS, 0.001);
  if (s.stopped) lines.push(`Stopped after ${s.requested} of ${s.orders} orders were asked for`);
  lines.push(
    `Placed ${s.placed} of ${s.orders} order${s.orders === 1 ? '' : 's'} in ${s.elapsedS.toFixed(1)} s (${perS.toFixed(1)}/s, asked ${s.rate}/s)`,
  );
  lines.push(
    `Discount given ฿${(s.discountSatang / 100).toFixed(2)} (activities and coupons); ${s.activityLines} order line${s.activityLines === 1 ? '' : 's'} at an activity price; ${s.addonLines ?? 0} at an add-on price; ${s.bundleLines ?? 0} at a bundle price; ${s.giftLines ?? 0} gift line${s.giftLines === 1 ? '' : 's'} at ฿0.00`,
  );
  lines.push(
    `Coupons used ${s.couponsUsed ?? 0}; ${s.fullscaleLines ?? 0} order line${s.fullscaleLines === 1 ? '' : 's'} took a full-scale tier`,
  );
  const notPaid = [...s.notPaid.values()].reduce((a, b) => a + b, 0);
  lines.push(`Paid ${s.paid}; left unpaid on purpose ${s.unpaid}; not paid now ${notPaid}`);
  for (const [reason, n] of s.notPaid) lines.push(`  - ${n}: ${reason}`);
  const refused = [...s.refused.values()].reduce((a, b) => a + b, 0);
  lines.push(`Refused ${refused}`);
  for (const [reason, n] of s.refused) lines.push(`  - ${n}: ${reason}`);
  return lines.join('\n');
}
