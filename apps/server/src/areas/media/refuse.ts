import type { MediaRefusal } from '@sc/contract/calls/media.ts';
import { BizError } from '../../errors.ts';

/** A file that breaks its usage's rules, refused with the shared text (a toast on the web). */
export function refuse(refusal: MediaRefusal): BizError {
  return new BizError('RULE_VIOLATED', refusal.key, refusal.params);
}

export function refuseIf(refusal: MediaRefusal | undefined): void {
  if (refusal) throw refuse(refusal);
}
