import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SHARED_MEDIA_FOLDER } from '@sc/contract/validators/media-link.ts';
import { dataDir, PUBLIC_FOLDER, publicUrl, writeNewFiles } from '../areas/media/index.ts';

// The demo seed's pictures (product photos, brand documents): drawn once into DATA_DIR under one
// public folder, named by a hash of what they show, so every demo database and every copy of
// one (tests) points at the same files. The media routes serve only /media/<32 hex>/<32 hex>.jpg.

const hex32 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
// The demo library folder every shop may show (contract validators/media-link.ts).
const FOLDER = `${PUBLIC_FOLDER}/${SHARED_MEDIA_FOLDER}`;

/**
 * Draws SVGs into JPEGs in a child process of its own, started with the first picture missing
 * and ended when none was asked for a moment: libvips (sharp) is tens of megabytes of native
 * memory that a server process, once it has loaded it, keeps for good, and a seeded server has
 * no other use for it until a merchant uploads a picture.
 */
class Drawer {
  private child: ChildProcessWithoutNullStreams | null = null;
  private readonly waiting = new Map<number, { resolve: (data: Buffer) => void; reject: (err: Error) => void }>();
  private next = 0;
  private idle: NodeJS.Timeout | null = null;

  draw(size: { width: number; height: number }, svg: string): Promise<Buffer> {
    const child = this.start();
    if (this.idle) clearTimeout(this.idle);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      child.stdin.write(`${JSON.stringify({ id, ...size, svg })}\n`);
    });
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const sharpPath = createRequire(import.meta.url).resolve('sharp');
    const child = spawn(process.execPath, ['--input-type=module', '-e', DRAWER_SOURCE, sharpPath], { stdio: 'pipe' });
    this.child = child;
    let errors = '';
    child.stderr.on('data', (d: Buffer) => {
      errors = (errors + d.toString()).slice(-2000);
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const { id, jpeg } = JSON.parse(line) as { id: number; jpeg: string };
      const waiter = this.waiting.get(id);
      this.waiting.delete(id);
      waiter?.resolve(Buffer.from(jpeg, 'base64'));
      if (this.waiting.size === 0) this.idle = setTimeout(() => this.stop(), DRAWER_IDLE_MS).unref();
    });
    const ended = (reason: string) => {
      if (this.child === child) this.child = null;
      for (const w of this.waiting.values()) w.reject(new Error(`the picture drawer ${reason}: ${errors}`));
      this.waiting.clear();
    };
    child.on('exit', () => ended('stopped'));
    child.on('error', (err) => ended(`could not run (${err.message})`));
    child.unref();
    return child;
  }

  private stop() {
    this.child?.stdin.end();
  }
}

/** How long the drawer waits for another picture before it ends. */
const DRAWER_IDLE_MS = 1_000;

/** The drawer's program: one JSON line in (size and SVG), one out (the JPEG in base64). */
const DRAWER_SOURCE = `
import { createInterface } from 'node:readline';
const sharp = (await import(process.argv[1])).default;
sharp.cache(false);
for await (const line of createInterface({ input: process.stdin })) {
  const { id, width, height, svg } = JSON.parse(line);
  const data = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toBuffer();
  process.stdout.write(JSON.stringify({ id, jpeg: data.toString('base64') }) + '\\n');
}
`;

const drawer = new Drawer();

/** The picture's public url; draws it (an SVG made into a JPEG) the first time it is asked for. */
export async function demoPicture(key: string, size: { width: number; height: number }, svg: string): Promise<string> {
  const path = `${FOLDER}/${hex32(key)}.jpg`;
  const exists = await access(join(dataDir(), path)).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const data = await drawer.draw(size, svg);
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
