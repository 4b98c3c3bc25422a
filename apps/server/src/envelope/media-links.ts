import { type MediaLinkPolicy, SHARED_MEDIA_FOLDER } from '@sc/contract/validators/media-link.ts';
import { mediaUrlHosts } from '../config.ts';

/**
 * What a stored picture or link may be in a call (contract `mediaLink`): an https link on the
 * allowed hosts, or a /media path in the shop's own folder (or the demo library). The platform's
 * own calls (the marketplace simulator) name the shop in the payload: their paths are checked for
 * shape only.
 */
export function mediaLinkPolicy(shopId: string | null, platform = false): MediaLinkPolicy {
  const hosts = mediaUrlHosts();
  if (platform) return { hosts };
  return { hosts, folders: shopId ? [shopId, SHARED_MEDIA_FOLDER] : [SHARED_MEDIA_FOLDER] };
}
