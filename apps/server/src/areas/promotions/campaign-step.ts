// The campaign step of the promotion engine (engine.ts): the units of a line that checkout took
// from an approved platform campaign registration's stock (CampaignOffer.units) sell at the
// campaign price. Pure: checkout takes the stock (campaign-checkout.ts), this prices what it took.

/** Units of a line taken from a running campaign's approved registration, as the engine reads them. */
export interface CampaignOffer {
  registrationId: string;
  skuId: number;
  /** The campaign price of one unit, satang. */
  unitPrice: number;
  /** Units of the line at the campaign price (taken at checkout). */
  units: number;
}

/** A cart line as the step reads it (engine.ts CartLine). */
interface Line {
  skuId: number;
  quantity: number;
  /** The list price of one unit, satang. */
  unitPrice: number;
}

export interface CampaignStep<L extends Line> {
  chosen: (CampaignOffer | null)[];
  /** Units of each line at the campaign price. */
  units: number[];
  /** What the campaign price took off each line below its list price. */
  off: number[];
  /** The lines with those units taken out: what the later steps read. */
  rest: L[];
}

/** Each line's campaign units (never above its quantity; only a price below the list price) and what they take off. */
export function campaignStep<L extends Line>(
  lines: readonly L[],
  campaigns: readonly CampaignOffer[],
): CampaignStep<L> {
  const chosen = lines.map(
    (l) =>
      campaigns.find((c) => c.skuId === l.skuId && c.units > 0 && c.unitPrice >= 0 && c.unitPrice < l.unitPrice) ??
      null,
  );
  const units = lines.map((l, i) => Math.min(l.quantity, chosen[i]?.units ?? 0));
  const off = lines.map((l, i) => (l.unitPrice - (chosen[i]?.unitPrice ?? l.unitPrice)) * (units[i] ?? 0));
  const rest = lines.map((l, i) => ({ ...l, quantity: l.quantity - (units[i] ?? 0) }));
  return { chosen, units, off, rest };
}
