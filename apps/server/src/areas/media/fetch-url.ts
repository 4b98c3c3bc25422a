import { formatBytes, MEDIA_URL_TIMEOUT_MS } from '@sc/contract/calls/media.ts';
import { mediaUrlHosts } from '../../config.ts';
import { BizError } from '../../errors.ts';
import { refuse } from './refuse.ts';

// Adding an image by link (/oms/p/image/addFromUrl): https on an allowed host only, every
// redirect checked again, a time limit and a size cap, so the server cannot be pointed at
// its own network or made to swallow a huge file.

export type Fetcher = (url: string, init: { signal: AbortSignal; redirect: 'manual' }) => Promise<Response>;

let fetcher: Fetcher = (url, init) => fetch(url, init);

/** Replaces the network (tests); answers the function that puts the real one back. */
export function setUrlFetcher(next: Fetcher): () => void {
  const previous = fetcher;
  fetcher = next;
  return () => {
    fetcher = previous;
  };
}

const MAX_REDIRECTS = 3;

export function allowedHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  return mediaUrlHosts(env);
}

/** The link as a URL, refused unless it is https on an allowed host, without credentials or a port. */
export function checkImageUrl(raw: string, hosts = allowedHosts()): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse({ key: 'mediaUrlNotHttps', params: {} });
  }
  if (url.protocol !== 'https:') throw refuse({ key: 'mediaUrlNotHttps', params: {} });
  const host = url.hostname.toLowerCase();
  const allowed = hosts.some((h) => host === h || host.endsWith(`.${h}`));
  if (!allowed || url.username || url.password || url.port) {
    throw refuse({ key: 'mediaUrlHostNotAllowed', params: { host } });
  }
  return url;
}

const failed = () => new BizError('RULE_VIOLATED', 'mediaUploadFailed');

/** Fetches an image from an allowed link; at most `maxBytes` are read. */
export async function fetchFromUrl(raw: string, maxBytes: number): Promise<{ data: Buffer; url: URL }> {
  const signal = AbortSignal.timeout(MEDIA_URL_TIMEOUT_MS);
  let url = checkImageUrl(raw);
  let response: Response;
  try {
    for (let hop = 0; ; hop++) {
      response = await fetcher(url.href, { signal, redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      await response.body?.cancel();
      if (hop === MAX_REDIRECTS) throw failed();
      url = checkImageUrl(new URL(location, url).href);
    }
  } catch (err) {
    if (err instanceof BizError) throw err;
    throw failed();
  }
  if (!response.ok || !response.body) throw failed();
  const tooBig = () => refuse({ key: 'mediaTooBig', params: { limit: formatBytes(maxBytes) } });
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel();
    throw tooBig();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooBig();
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof BizError) throw err;
    throw failed();
  }
  return { data: Buffer.concat(chunks), url };
}
