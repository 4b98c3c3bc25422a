import type { LedgerKind } from '@sc/contract/finance.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { toNumber } from '../db/numbers.ts';
import { ledgerLines } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';

// The ledger (docs/architecture.md, "Layers of the server"): every money event of a shop posts its
// lines here, in the transaction of the event, so the event and its money commit or roll back
// together. Areas that move money (orders when a buyer pays, a carrier charges for a parcel or a
// refund is paid, with the promotions' subsidies) write through postLedger; the finance area reads the
// lines and builds bills from them. Lines are never changed or removed (a trigger refuses it); a
// wrong line is undone by a 'reversal' line.

export interface LedgerLineInput {
  kind: LedgerKind;
  /** Satang, the merchant's sign: earned positive, paid or given back negative. */
  amount: number;
  orderId?: number | null;
  ref?: string;
  note?: string;
}

export interface PostedLine {
  id: number;
  kind: string;
  amount: number;
}

/** Posts the lines of one money event of the shop at `now`; lines of 0 satang are left out. */
export async function postLedger(
  tx: Tx,
  shopId: string,
  lines: readonly LedgerLineInput[],
  now: Date,
): Promise<PostedLine[]> {
  const rows = lines
    .filter((l) => l.amount !== 0)
    .map((l) => {
      if (!Number.isSafeInteger(l.amount)) throw new Error(`ledger amount must be whole satang: ${l.amount}`);
      return {
        kind: l.kind,
        amount: l.amount,
        orderId: l.orderId ?? null,
        ref: (l.ref ?? '').slice(0, 64),
        note: (l.note ?? '').slice(0, 200),
        at: now,
      };
    });
  if (rows.length === 0) return [];
  return new ShopScope(tx, shopId)
    .insert(ledgerLines, rows)
    .returning({ id: ledgerLines.id, kind: ledgerLines.kind, amount: ledgerLines.amount });
}

/** The shop's balance: the sum of all its lines (what the platform holds for it, payouts taken off). */
export async function ledgerBalance(tx: Tx, shopId: string): Promise<number> {
  const [row] = await new ShopScope(tx, shopId).pick(ledgerLines, {
    total: sql<number>`coalesce(sum(${ledgerLines.amount}), 0)`.mapWith(toNumber),
  });
  return row?.total ?? 0;
}

/** Part `part` of `whole` of `amount`, rounded half away from zero, in satang. */
export function share(amount: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  return Math.round((amount * part) / whole);
}

/** `bp` basis points of `amount`, rounded to the satang. */
export function basisPoints(amount: number, bp: number): number {
  return Math.round((amount * bp) / 10_000);
}
