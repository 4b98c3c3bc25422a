import { describe, expect, it } from 'vitest';
import { checkMediaLink, MEDIA_PATH, mediaLink, optionalMediaLink, withMediaLinkPolicy } from './media-link.ts';

const SHOP = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const FILE = '0123456789abcdef0123456789abcdef';
const policy = { hosts: ['alicdn.com'], folders: [SHOP] };

describe('checkMediaLink', () => {
  it('takes the media area’s names in the shop’s folder and https on an allowed host', () => {
    for (const ok of [
      `/media/${SHOP}/${FILE}.jpg`,
      `/media/${SHOP}/${FILE}.jpeg`,
      `/media/${SHOP}/${FILE}_w1200.webp`,
      `/media/${SHOP}/${FILE}.mp4`,
      'https://img.alicdn.com/imgextra/a.jpg?x=1',
      'https://alicdn.com/a.png',
    ]) {
      expect(checkMediaLink(ok, policy), ok).toEqual({ ok: true });
    }
  });

  it('refuses scripts, other schemes, other hosts, markup, traversal and other shops', () => {
    const cases: [string, string][] = [
      ['javascript:alert(1)', 'mediaLinkNotHttps'],
      ['JaVaScRiPt:alert(1)', 'mediaLinkNotHttps'],
      ['data:text/html;base64,PHNjcmlwdD4=', 'mediaLinkNotHttps'],
      ['http://img.alicdn.com/a.jpg', 'mediaLinkNotHttps'],
      ['//img.alicdn.com/a.jpg', 'mediaLinkInvalid'],
      ['https://evil.example/a.jpg', 'mediaLinkHostNotAllowed'],
      ['https://evilalicdn.com/a.jpg', 'mediaLinkHostNotAllowed'],
      ['https://alicdn.com.evil.io/a.jpg', 'mediaLinkHostNotAllowed'],
      ['https://user:pw@img.alicdn.com/a.jpg', 'mediaLinkInvalid'],
      ['https://img.alicdn.com:8443/a.jpg', 'mediaLinkInvalid'],
      ['"><img src=x onerror=alert(1)>', 'mediaLinkInvalid'],
      ['https://img.alicdn.com/a.jpg"onerror="alert(1)', 'mediaLinkInvalid'],
      ['/media/../../etc/passwd', 'mediaLinkInvalid'],
      [`/media/${SHOP}/../${OTHER}/${FILE}.jpg`, 'mediaLinkInvalid'],
      [`/media/${SHOP}/${FILE}.svg`, 'mediaLinkInvalid'],
      [`/uploads/${SHOP}/${FILE}.xlsx`, 'mediaLinkInvalid'],
      [`/media/${OTHER}/${FILE}.jpg`, 'mediaLinkOtherShop'],
      ['cover.jpg', 'mediaLinkInvalid'],
    ];
    for (const [bad, key] of cases) expect(checkMediaLink(bad, policy), bad).toMatchObject({ ok: false, key });
  });

  it('checks the shape alone without a policy (as a form does)', () => {
    expect(checkMediaLink(`/media/${OTHER}/${FILE}.jpg`)).toEqual({ ok: true });
    expect(checkMediaLink('https://cdn.myshop.co.th/a.jpg')).toEqual({ ok: true });
    expect(checkMediaLink('/media/../x.jpg').ok).toBe(false);
    expect(MEDIA_PATH.test(`/media/${SHOP}/${FILE}_w1200.jpg`)).toBe(true);
  });
});

describe('mediaLink schemas', () => {
  it('use the policy set around the parse, and only there', () => {
    const other = `/media/${OTHER}/${FILE}.jpg`;
    expect(withMediaLinkPolicy(policy, () => mediaLink.safeParse(other).success)).toBe(false);
    expect(mediaLink.safeParse(other).success).toBe(true);
    expect(withMediaLinkPolicy(policy, () => mediaLink.safeParse(` https://img.alicdn.com/a.jpg `).data)).toBe(
      'https://img.alicdn.com/a.jpg',
    );
  });

  it('the optional one takes an empty value; the other does not', () => {
    expect(optionalMediaLink.safeParse('').success).toBe(true);
    expect(mediaLink.safeParse('').success).toBe(false);
    expect(optionalMediaLink.safeParse('javascript:x').success).toBe(false);
  });
});
