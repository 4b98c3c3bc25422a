import { messages } from '@sc/contract/messages.ts';
import { describe, expect, it } from 'vitest';
import {
  fitting,
  imageHint,
  moved,
  pickedMime,
  precheckImage,
  precheckVideo,
  refusalText,
  videoHint,
} from './prechecks.ts';

const KB = 1024;
const MB = 1024 * KB;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('browser checks before an upload', () => {
  it('takes the browser’s type, or one from the extension when it gives none', () => {
    expect(pickedMime(file('a.png', 'image/png', 1))).toBe('image/png');
    expect(pickedMime(file('A.JPEG', '', 1))).toBe('image/jpeg');
    expect(pickedMime(file('clip.mp4', '', 1))).toBe('video/mp4');
    expect(pickedMime(file('noext', '', 1))).toBe('application/octet-stream');
  });

  it('refuses a main photo by type, size and dimensions at the server’s edges', () => {
    const photo = file('a.jpg', 'image/jpeg', 800 * KB);
    expect(precheckImage('mainPhoto', photo, { width: 800, height: 800 })).toBeUndefined();
    expect(precheckImage('mainPhoto', file('a.gif', 'image/gif', 10))?.key).toBe('mediaTypeNotAllowed');
    expect(precheckImage('mainPhoto', file('a.jpg', 'image/jpeg', 800 * KB + 1))).toEqual({
      key: 'mediaTooBig',
      params: { limit: '800 KB' },
    });
    expect(precheckImage('mainPhoto', photo, { width: 799, height: 800 })?.key).toBe('mediaImageTooSmall');
    expect(precheckImage('mainPhoto', photo, { width: 840, height: 800 })).toBeUndefined();
    expect(precheckImage('mainPhoto', photo, { width: 841, height: 800 })?.key).toBe('mediaImageAspect');
    // Dimensions the browser could not read are left to the server.
    expect(precheckImage('mainPhoto', photo)).toBeUndefined();
  });

  it('refuses a video by type, size and length', () => {
    const clip = file('clip.mp4', 'video/mp4', 30 * MB);
    expect(precheckVideo('productVideo', clip, 6000)).toBeUndefined();
    expect(precheckVideo('productVideo', clip, 90000)).toBeUndefined();
    expect(precheckVideo('productVideo', clip, 5999)?.key).toBe('mediaVideoTooShort');
    expect(precheckVideo('productVideo', clip, 90001)?.key).toBe('mediaVideoTooLong');
    expect(precheckVideo('productVideo', file('clip.mov', 'video/quicktime', 10))?.key).toBe('mediaTypeNotAllowed');
    expect(precheckVideo('productVideo', file('clip.mp4', 'video/mp4', 30 * MB + 1))?.params).toEqual({
      limit: '30 MB',
    });
    expect(precheckVideo('chatVideo', file('clip.mp4', 'video/mp4', 10 * MB + 1))?.params).toEqual({ limit: '10 MB' });
  });

  it('says it in the server’s words', () => {
    const refusal = precheckImage('mainPhoto', file('a.jpg', 'image/jpeg', 900 * KB));
    expect(refusal).toBeDefined();
    if (!refusal) return;
    expect(refusalText(refusal, 'en-US')).toBe('The file is too big; the limit is 800 KB');
    expect(refusalText(refusal, 'th-TH')).toBe(messages.mediaTooBig['th-TH'].replace('{limit}', '800 KB'));
  });

  it('describes each usage for its hint', () => {
    expect(imageHint('mainPhoto')).toEqual({
      types: 'jpg, jpeg, png',
      limit: '800 KB',
      width: 800,
      height: 800,
      ratio: '1:1',
    });
    expect(imageHint('descriptionImage').ratio).toBeUndefined();
    expect(videoHint('productVideo')).toEqual({ limit: '30 MB', min: 6, max: 90 });
  });

  it('keeps only the files that fit, in the order chosen', () => {
    expect(fitting(['a', 'b', 'c'], 7, 9)).toEqual(['a', 'b']);
    expect(fitting(['a'], 9, 9)).toEqual([]);
    expect(fitting(['a'], 12, 9)).toEqual([]);
  });

  it('moves an image left or right, and nowhere past the ends', () => {
    expect(moved(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});
