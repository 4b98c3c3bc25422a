import { AD_STATS_DAYS } from '@sc/contract/advertising.ts';
import { bangkokDay } from '../bangkok-time.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { adAccounts, adKeywords, adPlans, adRecharges, adStats, adTransactions } from '../db/schema.ts';
import { randomSource } from '../marketplace/buyers.ts';

// The demo's advertising (/activityreport/advertising): an open ad account with two paid recharges
// and a running search plan with three keywords and 30 days of statistics. The past days are history
// written as each day's totals (one charge row a day), so the seed stays quick; from now on every
// click goes through the account's ledger (areas/advertising ledger, chargeClick).

const DAY = 24 * 60 * 60 * 1000;
const KEYWORDS: readonly [string, number][] = [
  ['หูฟัง', 150],
  ['หูฟังบลูทูธ', 120],
  ['เสื้อยืด', 80],
];
const RECHARGES = [300_000, 200_000];

export async function seedDemoAdvertising(tx: Tx, shopId: string, userId: string, now: Date): Promise<void> {
  const start = new Date(now.getTime() - (AD_STATS_DAYS + 1) * DAY);
  const random = randomSource(66);
  const planId = newId();
  let balance = 0;
  const transactions: (typeof adTransactions.$inferInsert)[] = [];
  for (const [i, amount] of RECHARGES.entries()) {
    const at = new Date(start.getTime() + i * 15 * DAY);
    const rechargeId = newId();
    await tx
      .insert(adRecharges)
      .values({ shopId, id: rechargeId, amount, status: 'paid', createdBy: userId, createdAt: at, settledAt: at });
    balance += amount;
    transactions.push({ shopId, id: newId(), kind: 'recharge', amount, balanceAfter: balance, rechargeId, at });
  }
  const stats: (typeof adStats.$inferInsert)[] = [];
  let total = 0;
  let today = 0;
  for (let d = AD_STATS_DAYS - 1; d >= 0; d--) {
    const at = new Date(now.getTime() - d * DAY - (d === 0 ? 60_000 : 0));
    const day = bangkokDay(at);
    let daySpend = 0;
    for (const [keyword, bid] of KEYWORDS) {
      const impressions = 80 + Math.floor(random() * 220);
      const clicks = Math.floor(impressions * (0.02 + random() * 0.05));
      // A click costs about the bid below: most of the plan's own bid.
      const spend = clicks * Math.floor(bid * (0.6 + random() * 0.3));
      const orders = Math.floor(clicks * (0.05 + random() * 0.15));
      const gmv = orders * (29_000 + Math.floor(random() * 120_000));
      stats.push({ shopId, planId, day, keyword, impressions, clicks, spend, orders, gmv });
      daySpend += spend;
    }
    if (daySpend > 0 && balance - daySpend >= 0) {
      balance -= daySpend;
      transactions.push({ shopId, id: newId(), kind: 'click', amount: -daySpend, balanceAfter: balance, planId, at });
    }
    total += daySpend;
    if (d === 0) today = daySpend;
  }
  await tx.insert(adAccounts).values({ shopId, balance, openedBy: userId, openedAt: start });
  await tx.insert(adPlans).values({
    shopId,
    id: planId,
    name: 'โฆษณาค้นหา หูฟังและเสื้อยืด',
    type: 'search',
    status: 'running',
    dailyBudget: 30_000,
    totalBudget: null,
    spentToday: today,
    spentDay: bangkokDay(now),
    spentTotal: total,
    effectiveAt: start,
    createdBy: userId,
    createdAt: start,
    updatedAt: start,
  });
  await tx
    .insert(adKeywords)
    .values(KEYWORDS.map(([keyword, bid]) => ({ shopId, planId, keyword, bid, createdAt: start })));
  await tx.insert(adStats).values(stats);
  await tx.insert(adTransactions).values(transactions);
}
