import { CARRIERS, carrierOf } from '@sc/contract/orders.ts';
import type { TFunction } from 'i18next';

// `t` is the screen's, with the "carrier" namespace among those it loads
// (useTranslation([area, 'carrier'])).

/** A carrier's name in the screen's language; an unknown code shows as the code (or its contract name). */
export function carrierLabel(t: TFunction, code: string | null | undefined): string {
  if (!code) return '';
  const known = CARRIERS.some((c) => c.code === code);
  return known ? t(`carrier:name.${code}`) : (carrierOf(code)?.name ?? code);
}

/** The carriers as select options, labelled in the screen's language. */
export function carrierOptions(t: TFunction): { value: string; label: string }[] {
  return CARRIERS.map((c) => ({ value: c.code, label: t(`carrier:name.${c.code}`) }));
}
