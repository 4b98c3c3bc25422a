import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { SHARED_MEDIA_FOLDER } from '@sc/contract/validators/media-link.ts';
import { dataDir, PUBLIC_FOLDER, publicUrl, writeNewFiles } from '../areas/media/index.ts';

// The demo seed's pictures (product photos, brand documents): drawn once into DATA_DIR under one
// public folder, named by a hash of what they show, so every demo database and every copy of
// one (tests) points at the same files. The media routes serve only /media/<32 hex>/<32 hex>.jpg.

const hex32 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
// The demo library folder every shop may show (contract validators/media-link.ts).
const FOLDER = `${PUBLIC_FOLDER}/${SHARED_MEDIA_FOLDER}`;

/** The picture's public url; draws it (an SVG made into a JPEG) the first time it is asked for. */
export async function demoPicture(key: string, size: { width: number; height: number }, svg: string): Promise<string> {
  const path = `${FOLDER}/${hex32(key)}.jpg`;
  const exists = await access(join(dataDir(), path)).then(
    () => true,
    () => false,
  );
  if (!exists) {
    // Loaded only when a picture is missing: once made, a restart does not load sharp.
    const sharp = (await import('sharp')).default;
    const data = await sharp({ create: { ...size, channels: 3, background: '#ffffff' } })
      .composite([{ input: Buffer.from(svg) }])
      .jpeg({ quality: 80 })
      .toBuffer();
    try {
      await writeNewFiles([{ path, data }]);
    } catch (err) {
      // Another process wrote it in the meantime: the same picture.
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    }
  }
  return publicUrl(path);
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A brand's two demo documents, a trademark certificate and a letter of authorization: a page
 * with a coloured header, the brand's name, lines of text and a round seal (600×848, A4).
 */
export async function demoBrandDocuments(brand: string, hue: number): Promise<string[]> {
  const page = (title: string, seal: string) => {
    const lines = Array.from({ length: 9 }, (_, i) => {
      const width = 420 - ((i * 53) % 140);
      return `<rect x="90" y="${330 + i * 34}" width="${width}" height="10" rx="5" fill="#d6d9de"/>`;
    }).join('');
    return `<svg width="600" height="848" xmlns="http://www.w3.org/2000/svg">
<rect x="20" y="20" width="560" height="808" fill="none" stroke="hsl(${hue},45%,45%)" stroke-width="4"/>
<rect x="20" y="20" width="560" height="120" fill="hsl(${hue},45%,45%)"/>
<text x="300" y="92" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(title)}</text>
<text x="300" y="230" font-family="DejaVu Serif, Georgia, serif" font-size="40" fill="#1f2329" text-anchor="middle">${escapeXml(brand)}</text>
<rect x="150" y="262" width="300" height="3" fill="hsl(${hue},45%,45%)"/>
${lines}
<circle cx="450" cy="720" r="62" fill="none" stroke="#c0392b" stroke-width="5" stroke-opacity="0.8"/>
<text x="450" y="728" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" font-weight="bold" fill="#c0392b" fill-opacity="0.8" text-anchor="middle">${escapeXml(seal)}</text>
</svg>`;
  };
  const size = { width: 600, height: 848 };
  return Promise.all([
    demoPicture(`demo-document-${brand}-certificate`, size, page('TRADEMARK CERTIFICATE', 'REGISTERED')),
    demoPicture(`demo-document-${brand}-letter`, size, page('LETTER OF AUTHORIZATION', 'APPROVED')),
  ]);
}
