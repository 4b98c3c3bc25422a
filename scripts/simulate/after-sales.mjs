// After the orders, buyers ask for after-sales: refunds, returns and exchanges on the shop's
// shipped and delivered orders that no case is about yet, through /oms/mkt/after/sale/simulate
// (at most maxBatch a call). Orders placed moments ago have not shipped, so the cases land on
// the shop's older orders; when none is left the run says so rather than asking again.
import { SimulateError } from './server.mjs';

const NONE_LEFT = 'no more shipped orders without an after-sale';

/** Asks for `cases` after-sales in `shop`; resolves with { asked, made, short, fatal }. */
export async function askForAfterSales(server, { shop, cases, maxBatch, log, shouldStop }) {
  const result = { asked: cases, made: 0, short: null, fatal: null };
  try {
    while (result.made < cases && !shouldStop()) {
      const batch = Math.min(maxBatch, cases - result.made);
      const reply = await server.simulateAfterSales(shop, batch);
      if (!reply.ok) {
        result.fatal = `the server refused to make after-sale cases: ${reply.replyText}`;
        break;
      }
      result.made += reply.caseIds.length;
      if (reply.caseIds.length === 0) {
        result.short = NONE_LEFT;
        break;
      }
      log(`  ${result.made}/${cases} after-sale cases`);
    }
  } catch (err) {
    if (!(err instanceof SimulateError)) throw err;
    result.fatal = err.message;
  }
  return result;
}

/** The closing line of the after-sales step, and why it made fewer than asked. */
export function formatAfterSales(r) {
  const lines = [`After-sale cases made ${r.made} of ${r.asked}`];
  if (r.short && r.made < r.asked) lines.push(`  - ${r.asked - r.made}: ${r.short}`);
  return lines.join('\n');
}
