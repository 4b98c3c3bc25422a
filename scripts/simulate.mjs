#!/usr/bin/env node
// npm run simulate -- --shop <id> --orders N --rate R [--pay-ratio P] [--cases C] [--ad-searches S]
//                     [--chats K] [--url URL] [--operator LOGIN] [--password PW]
//
// Drives buyers' traffic against a running seller centre: logs in as the marketplace's
// platform operator and places N orders in one shop at R orders a second through the operator
// call /oms/mkt/order/simulate (random buyers, on-sale SKUs with stock, pay methods and
// remarks), then pays a share P of them through /oms/mkt/order/pay (cash-on-delivery orders
// are paid when signed, so the server refuses those). Then buyers ask for C after-sales
// (refunds, returns, exchanges; one for every 20 orders unless told) on the shop's shipped
// orders through /oms/mkt/after/sale/simulate. Then S buyers (100 unless told; 0 for none) search
// the keywords the shop's ad plans bid on and pass its running brand ads
// (/oms/mkt/adv/traffic/simulate): impressions, clicks and the spend charged to the ad account.
// Then K buyers (10 unless told; 0 for none) write to the shop's customer service, every other one
// about one of its products (/oms/mkt/im/buyer/send), for the /im workbench to answer.
// Prints progress and a summary; a wrong URL, no
// server, a wrong shop or bad numbers end it with exit code 1 and one line.
import { parseArgs } from 'node:util';
import { formatAdTraffic, runAdTraffic } from './simulate/ad-traffic.mjs';
import { askForAfterSales, formatAfterSales } from './simulate/after-sales.mjs';
import { formatChats, runChats } from './simulate/chats.mjs';
import { formatSummary, placeOrders } from './simulate/run.mjs';
import { connect, SimulateError } from './simulate/server.mjs';

const USAGE =
  'usage: npm run simulate -- --shop <id or name> --orders N --rate R [--pay-ratio 0.7] [--cases N] [--ad-searches 100] [--chats 10] [--url http://127.0.0.1:8080] [--operator platform-operator] [--password …]';

/** The demo seed's platform operator (README, "Demo accounts"); for a local or demo server only. */
const DEFAULT_OPERATOR = 'platform-operator';
const DEFAULT_PASSWORD = 'PlatformOps2026';
/** One simulate call places at most this many orders (SIMULATE_MAX_ORDERS of the contract). */
const MAX_BATCH = 500;
const MAX_ORDERS = 10_000_000;
const MAX_RATE = 5_000;
/** One after-sale simulate call asks for at most this many (AFTER_SALE_SIMULATE_MAX of the contract). */
const MAX_CASE_BATCH = 200;
const MAX_CASES = 1_000_000;
/** After-sales asked for unless --cases says: one for every this many orders (a busy shop's share). */
const ORDERS_PER_CASE = 20;
/** Ad searches unless --ad-searches says; one traffic call takes at most MAX_AD_BATCH (the contract's). */
const DEFAULT_AD_SEARCHES = 100;
const MAX_AD_BATCH = 500;
const MAX_AD_SEARCHES = 1_000_000;
/** Buyers who write to the shop unless --chats says; at most one operator page of buyers. */
const DEFAULT_CHATS = 10;
const MAX_CHATS = 100;

function fail(message) {
  throw new SimulateError(message);
}

/** A number from a flag, within [min, max]; `integer` refuses fractions. */
function numberFlag(name, raw, { min, max, integer, fallback }) {
  if (raw === undefined) {
    if (fallback === undefined) fail(`--${name} is required (${USAGE.slice(7)})`);
    return fallback;
  }
  const text = raw.trim();
  const n = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min || n > max) {
    const kind = integer ? 'a whole number' : 'a number';
    fail(`--${name} must be ${kind} from ${min} to ${max}, not "${raw}"`);
  }
  return n;
}

function readOptions(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        shop: { type: 'string' },
        orders: { type: 'string' },
        rate: { type: 'string' },
        'pay-ratio': { type: 'string' },
        cases: { type: 'string' },
        'ad-searches': { type: 'string' },
        chats: { type: 'string' },
        url: { type: 'string' },
        operator: { type: 'string' },
        password: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
      strict: true,
    }));
  } catch (err) {
    fail(`${err instanceof Error ? err.message.split('\n')[0] : String(err)} (${USAGE.slice(7)})`);
  }
  if (values.help) return { help: true };
  const shop = values.shop?.trim();
  if (!shop) fail(`--shop is required: the id or name of the shop to order from (${USAGE.slice(7)})`);
  if (shop.length > 100) fail('--shop is longer than any shop id or name');
  const orders = numberFlag('orders', values.orders, { min: 1, max: MAX_ORDERS, integer: true });
  const rate = numberFlag('rate', values.rate, { min: 0.01, max: MAX_RATE, integer: false });
  const payRatio = numberFlag('pay-ratio', values['pay-ratio'], { min: 0, max: 1, integer: false, fallback: 0.7 });
  const cases = numberFlag('cases', values.cases, {
    min: 0,
    max: MAX_CASES,
    integer: true,
    fallback: Math.min(MAX_CASES, Math.ceil(orders / ORDERS_PER_CASE)),
  });
  const adSearches = numberFlag('ad-searches', values['ad-searches'], {
    min: 0,
    max: MAX_AD_SEARCHES,
    integer: true,
    fallback: DEFAULT_AD_SEARCHES,
  });
  const chats = numberFlag('chats', values.chats, { min: 0, max: MAX_CHATS, integer: true, fallback: DEFAULT_CHATS });
  const rawUrl = values.url ?? 'http://127.0.0.1:8080';
  let url;
  try {
    url = new URL(rawUrl);
  } catch {
    fail(`--url "${rawUrl}" is not a URL (for example http://127.0.0.1:8080)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    fail(`--url "${rawUrl}" must start with http:// or https://`);
  return {
    help: false,
    shop,
    orders,
    rate,
    payRatio,
    cases,
    adSearches,
    chats,
    baseUrl: url.origin + url.pathname.replace(/\/+$/, ''),
    operator: values.operator ?? DEFAULT_OPERATOR,
    password: values.password ?? process.env.SIMULATE_OPERATOR_PASSWORD ?? DEFAULT_PASSWORD,
    quiet: values.quiet === true,
  };
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const server = await connect(options.baseUrl, options.operator, options.password);
  options.shop = await server.resolveShop(options.shop);
  await server.checkShop(options.shop);
  const log = options.quiet ? () => undefined : (line) => console.log(line);
  log(
    `Placing ${options.orders} order${options.orders === 1 ? '' : 's'} in shop ${options.shop} at ${options.rate}/s, paying ${Math.round(options.payRatio * 100)}% (${options.baseUrl}, operator ${options.operator})`,
  );
  // Ctrl-C stops after the call in flight and still prints the summary; a second one ends at once.
  let interrupted = false;
  process.once('SIGINT', () => {
    interrupted = true;
  });
  const shouldStop = () => interrupted;
  const summary = await placeOrders(server, { ...options, maxBatch: MAX_BATCH, log, shouldStop });
  console.log(formatSummary(summary));
  if (summary.stopped) return 130;
  // Stopped by an error after some orders: the summary shows what was done, the last line why.
  if (summary.fatal) {
    console.error(`simulate: ${summary.fatal}`);
    return 1;
  }
  /**
   * One step after the orders: says what it does, runs it, prints its closing lines; the exit
   * code when it was stopped (130) or ended by the server (1, with the reason), else undefined.
   */
  const step = async (intro, run, format) => {
    log(intro);
    const result = await run();
    console.log(format(result));
    if (interrupted) return 130;
    if (result.fatal) {
      console.error(`simulate: ${result.fatal}`);
      return 1;
    }
    return undefined;
  };
  const { shop, adSearches, chats, cases } = options;
  if (adSearches > 0) {
    const code = await step(
      `Buyers search the shop's ad keywords ${adSearches} time${adSearches === 1 ? '' : 's'}`,
      () => runAdTraffic(server, { shop, searches: adSearches, maxBatch: MAX_AD_BATCH, log, shouldStop }),
      formatAdTraffic,
    );
    if (code !== undefined) return code;
  }
  if (chats > 0) {
    const code = await step(
      `${chats} buyer${chats === 1 ? ' writes' : 's write'} to the shop's customer service`,
      () => runChats(server, { shop, chats, log, shouldStop }),
      formatChats,
    );
    if (code !== undefined) return code;
  }
  if (cases === 0) return 0;
  const code = await step(
    `Asking for ${cases} after-sale${cases === 1 ? '' : 's'} on the shop's shipped orders`,
    () => askForAfterSales(server, { shop, cases, maxBatch: MAX_CASE_BATCH, log, shouldStop }),
    formatAfterSales,
  );
  return code ?? 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    const message = err instanceof SimulateError ? err.message : `unexpected error: ${err?.stack ?? err}`;
    console.error(`simulate: ${message}`);
    process.exitCode = 1;
  },
);
