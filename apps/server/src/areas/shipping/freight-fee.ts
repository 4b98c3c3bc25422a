import type { FreightMode } from '@sc/contract/calls/shipping.ts';

// The freight of a cart by a template, in integer satang. per_item counts pieces, per_order grams.
// The first fee covers up to the first unit; each continued unit, or part of one, beyond it adds
// the continued fee. A province of a region takes the region's fees. Goods at or above the
// free-over amount ship free.

export interface FeeRule {
  mode: FreightMode;
  firstUnit: number;
  firstFee: number;
  continuedUnit: number;
  continuedFee: number;
  freeOver: number | null;
  regions: readonly { provinceCodes: readonly string[]; firstFee: number; continuedFee: number }[];
}

export interface CartLine {
  quantity: number;
  weightGrams: number;
  /** Unit price in satang. */
  price: number;
}

export interface FeeResult {
  units: number;
  goodsAmount: number;
  fee: number;
  free: boolean;
  regional: boolean;
}

export function freightFee(rule: FeeRule, provinceCode: string, lines: readonly CartLine[]): FeeResult {
  const units = lines.reduce((n, l) => n + (rule.mode === 'per_item' ? l.quantity : l.quantity * l.weightGrams), 0);
  const goodsAmount = lines.reduce((n, l) => n + l.quantity * l.price, 0);
  const region = rule.regions.find((r) => r.provinceCodes.includes(provinceCode));
  const firstFee = region?.firstFee ?? rule.firstFee;
  const continuedFee = region?.continuedFee ?? rule.continuedFee;
  const base = { units, goodsAmount, regional: region !== undefined };
  if (rule.freeOver !== null && goodsAmount >= rule.freeOver) return { ...base, fee: 0, free: true };
  const beyond = Math.max(0, units - rule.firstUnit);
  // Integer ceiling: a part of a continued unit is charged as a whole one.
  const steps = rule.continuedUnit > 0 ? Math.floor((beyond + rule.continuedUnit - 1) / rule.continuedUnit) : 0;
  return { ...base, fee: firstFee + steps * continuedFee, free: false };
}
