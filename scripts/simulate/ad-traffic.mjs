// After the orders, buyers search the keywords the shop's running ad plans bid on and pass the
// brand ads running today, through /oms/mkt/adv/traffic/simulate (at most maxBatch searches a
// call): the auction's impressions, the clicks charged to the shop's ad account, and the brand
// ads' impressions and clicks, summed for the summary.
import { SimulateError } from './server.mjs';

/** Runs `searches` searches in `shop`; resolves with the sums and `fatal` when the server refused. */
export async function runAdTraffic(server, { shop, searches, maxBatch, log, shouldStop }) {
  const result = {
    asked: searches,
    searches: 0,
    impressions: 0,
    clicks: 0,
    spend: 0,
    brandImpressions: 0,
    brandClicks: 0,
    fatal: null,
  };
  try {
    while (result.searches < searches && !shouldStop()) {
      const batch = Math.min(maxBatch, searches - result.searches);
      const reply = await server.simulateAdTraffic(shop, batch);
      if (!reply.ok) {
        result.fatal = `the server refused the ad traffic: ${reply.replyText}`;
        break;
      }
      const t = reply.traffic;
      result.searches += batch;
      result.impressions += t.impressions;
      result.clicks += t.clicks;
      result.spend = Math.round((result.spend + t.spend) * 100) / 100;
      result.brandImpressions += t.brandImpressions;
      result.brandClicks += t.brandClicks;
      log(`  ${result.searches}/${searches} ad searches`);
    }
  } catch (err) {
    if (!(err instanceof SimulateError)) throw err;
    result.fatal = err.message;
  }
  return result;
}

/** The closing line of the ad traffic step. */
export function formatAdTraffic(r) {
  return [
    `Ad traffic: ${r.searches} searches, ${r.impressions} impressions, ${r.clicks} clicks, ${r.spend.toFixed(2)} baht spent`,
    `  brand ads: ${r.brandImpressions} impressions, ${r.brandClicks} clicks`,
  ].join('\n');
}
