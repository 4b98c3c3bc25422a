// The seller centre as the simulator sees it: the platform operator's session and the few
// operator calls it makes. Every failure that ends the run is a SimulateError with one line.

const OPERATOR_COOKIE = 'sc_op_sid';
const CALL_TIMEOUT_MS = 30_000;
const SESSION_EXPIRED = '900001';
const NOT_FOUND = '10009';

/** An error that ends the run with its message alone (no stack). */
export class SimulateError extends Error {}

const sessionContext = { entityCode: 1, channel: 'omsAdmin', locale: 'en-US' };

/** Why a request got no answer, in words: refused, unknown host, timed out. */
function networkReason(err) {
  const cause = err?.cause ?? err;
  const code = cause?.code ?? '';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown host';
  if (err?.name === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT') return 'no answer in time';
  return cause?.message ?? String(err);
}

/**
 * POSTs one envelope call; resolves with { ok, replyCode, replyText, data, cookies }.
 * Throws a SimulateError when no seller centre answers at the URL.
 */
async function post(baseUrl, path, body, cookie) {
  let res;
  try {
    res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ ...body, sessionContext }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (err) {
    throw new SimulateError(`no server answers at ${baseUrl} (${networkReason(err)})`);
  }
  const text = await res.text();
  if (res.status === 404)
    throw new SimulateError(`${baseUrl} is not a seller centre: ${path} is not found there (HTTP 404)`);
  if (res.status !== 200) throw new SimulateError(`${baseUrl}${path} answered HTTP ${res.status}`);
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const status = json?.data?.transactionStatus;
  if (typeof status?.success !== 'boolean') {
    throw new SimulateError(
      `${baseUrl} is not a seller centre: ${path} answered HTTP ${res.status} without a reply envelope`,
    );
  }
  return {
    ok: status.success,
    replyCode: String(status.replyCode ?? ''),
    replyText: String(status.replyText ?? ''),
    data: json.data,
    cookies: res.headers.getSetCookie(),
  };
}

/** Logs in as the platform operator; the returned object makes the operator calls. */
export async function connect(baseUrl, loginAcct, password) {
  const login = await post(baseUrl, '/oms/mkt/operator/login', { loginAcct, password });
  if (!login.ok) throw new SimulateError(`operator login as "${loginAcct}" refused: ${login.replyText}`);
  const cookie = login.cookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${OPERATOR_COOKIE}=`));
  if (!cookie) throw new SimulateError(`operator login at ${baseUrl} set no ${OPERATOR_COOKIE} cookie`);

  /** An operator call; a lost session ends the run. */
  async function call(path, body) {
    const reply = await post(baseUrl, path, body, cookie);
    if (!reply.ok && reply.replyCode === SESSION_EXPIRED) {
      throw new SimulateError(`the operator session ended (${reply.replyText})`);
    }
    return reply;
  }

  return {
    baseUrl,
    /**
     * The shop's id from an id (32 hex digits) or its name: the operator's shop list by keyword,
     * the one whose name is exactly that (any case), or the only one found.
     */
    async resolveShop(shop) {
      if (/^[0-9a-f]{32}$/i.test(shop)) return shop.toLowerCase();
      const reply = await call('/oms/mkt/shop/list/inquiry', { keyword: shop, page: { pageNum: 1, pageSize: 20 } });
      if (!reply.ok) throw new SimulateError(`shop list: ${reply.replyText}`);
      const list = reply.data.list ?? [];
      const exact = list.filter((s) => s.shopName.toLowerCase() === shop.toLowerCase());
      const found = exact.length === 1 ? exact : list;
      if (found.length === 1) return found[0].shopId;
      if (found.length === 0) throw new SimulateError(`no shop with id or name "${shop}" on ${baseUrl}`);
      const names = found
        .slice(0, 5)
        .map((s) => `"${s.shopName}" (${s.shopId})`)
        .join(', ');
      throw new SimulateError(`"${shop}" names ${found.length} shops: ${names}; give the id`);
    },
    /** Throws unless the shop exists on this server. */
    async checkShop(shopId) {
      const reply = await call('/oms/mkt/shop/product/list/inquiry', { shopId, page: { pageNum: 1, pageSize: 1 } });
      if (reply.ok) return;
      if (reply.replyCode === NOT_FOUND) throw new SimulateError(`no shop with id ${shopId} on ${baseUrl}`);
      throw new SimulateError(`shop ${shopId}: ${reply.replyText}`);
    },
    /** Places up to `orders` orders, none paid; { ok, orderIds, replyCode, replyText }. */
    async simulate(shopId, orders) {
      const reply = await call('/oms/mkt/order/simulate', { shopId, orders, payRatio: 0 });
      return {
        ...reply,
        orderIds: reply.ok ? reply.data.orderIds : [],
        discountAmount: reply.ok ? Number(reply.data.discountAmount ?? 0) : 0,
        activityLines: reply.ok ? (reply.data.activityLines ?? 0) : 0,
        couponsUsed: reply.ok ? (reply.data.couponsUsed ?? 0) : 0,
        fullscaleLines: reply.ok ? (reply.data.fullscaleLines ?? 0) : 0,
        addonLines: reply.ok ? (reply.data.addonLines ?? 0) : 0,
        giftLines: reply.ok ? (reply.data.giftLines ?? 0) : 0,
        bundleLines: reply.ok ? (reply.data.bundleLines ?? 0) : 0,
      };
    },
    /** The buyer pays one order; { ok, replyText }. */
    pay(shopId, orderId) {
      return call('/oms/mkt/order/pay', { shopId, orderId });
    },
    /** Buyers of up to `cases` shipped orders ask for an after-sale; { ok, caseIds, replyCode, replyText }. */
    async simulateAdTraffic(shopId, searches) {
      const reply = await call('/oms/mkt/adv/traffic/simulate', { shopId, searches });
      return { ...reply, traffic: reply.ok ? reply.data : null };
    },
    /** Up to `n` buyers who may chat (active, not banned), newest first: their ids. */
    async activeBuyers(n) {
      const reply = await call('/oms/mkt/buyer/list/inquiry', { page: { pageNum: 1, pageSize: 100 } });
      if (!reply.ok) throw new SimulateError(`buyer list: ${reply.replyText}`);
      return (reply.data.list ?? [])
        .filter((b) => b.status === 'active')
        .slice(0, n)
        .map((b) => b.buyerId);
    },
    /** Up to `n` of the shop's listed products: their ids. */
    async listedProducts(shopId, n) {
      const reply = await call('/oms/mkt/shop/product/list/inquiry', { shopId, page: { pageNum: 1, pageSize: n } });
      if (!reply.ok) throw new SimulateError(`product list: ${reply.replyText}`);
      return (reply.data.list ?? []).map((p) => p.productId);
    },
    /** A buyer writes to the shop, about a product when given; { ok, data: { replies }, replyText }. */
    buyerWrites(shopId, buyerId, content, productId) {
      return call('/oms/mkt/im/buyer/send', { shopId, buyerId, content, ...(productId ? { productId } : {}) });
    },
    async simulateAfterSales(shopId, cases) {
      const reply = await call('/oms/mkt/after/sale/simulate', { shopId, cases });
      return { ...reply, caseIds: reply.ok ? reply.data.caseIds : [] };
    },
  };
}
