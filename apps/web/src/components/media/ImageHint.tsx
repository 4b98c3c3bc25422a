import type { ImageUsage } from '@sc/contract/calls/media.ts';
import { imageHint } from './prechecks.ts';
import { useMediaStrings } from './use-media-strings.ts';

/** "jpg, jpeg, png, up to 800 KB, at least 800×800 px, aspect 1:1, up to 9 images; the first is the cover". */
export function ImageHint({ usage, max }: { usage: ImageUsage; max?: number | undefined }) {
  const { t } = useMediaStrings();
  const hint = imageHint(usage);
  const parts = [t('hint.image', hint)];
  if (hint.ratio) parts.push(t('hint.square', { ratio: hint.ratio }));
  if (max !== undefined) parts.push(t('hint.list', { max }));
  return <>{parts.join(' · ')}</>;
}
