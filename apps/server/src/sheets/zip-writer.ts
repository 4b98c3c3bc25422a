import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { TransformOptions } from 'node:stream';
import { constants, crc32, createDeflateRaw, deflateRawSync, type ZlibOptions } from 'node:zlib';

// A zip file written front to back as its entries are produced, for the download centre's
// xlsx files: each entry is deflated as a stream (its CRC and sizes follow it in a data
// descriptor), so an entry of any length passes through a few buffers, never memory whole.
// Zip64 is not written: an entry or the file past 4 GiB is refused.

const LIMIT = 0xffff_ffff;
/** Bit 3: sizes and CRC in a data descriptor after the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/** What an entry's producer may have written that the deflater has not taken yet. */
const AHEAD_BYTES = 1024 * 1024;
/** The deflater's output pieces: fewer, larger writes to the file than zlib's default 16 KB. */
const OUT_CHUNK = 64 * 1024;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date of a Date, as zip headers carry them. */
function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: (Math.max(0, d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/** Resolves on the stream's next 'drain' or 'error', whichever comes first, leaving no listener behind. */
function drainOf(stream: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('error', done);
  });
}

/** Writes text to an entry; resolves when the entry can take more. */
export type EntryWriter = (chunk: string) => Promise<void>;

export class ZipWriter {
  private readonly out: WriteStream;
  private readonly entries: Written[] = [];
  private readonly stamp = dosTime(new Date());
  private offset = 0;
  private failure: Error | null = null;
  /** The deflater of the entry being written, stopped when the file fails. */
  private current: ReturnType<typeof createDeflateRaw> | null = null;

  constructor(
    file: string,
    private readonly level: number = constants.Z_DEFAULT_COMPRESSION,
  ) {
    this.out = createWriteStream(file);
    this.out.on('error', (err) => {
      this.failure = err;
      this.current?.destroy(err);
    });
  }

  private async write(buffer: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    this.offset += buffer.length;
    if (!this.out.write(buffer)) await this.drained();
  }

  private async drained(): Promise<void> {
    if (this.failure) throw this.failure;
    await drainOf(this.out);
    if (this.failure) throw this.failure;
  }

  private localHeader(name: Buffer): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(VERSION, 4);
    h.writeUInt16LE(FLAGS, 6);
    h.writeUInt16LE(DEFLATE, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    // CRC and sizes (14..25) stay 0: the data descriptor carries them.
    h.writeUInt16LE(name.length, 26);
    return Buffer.concat([h, name]);
  }

  private async descriptor(entry: Written): Promise<void> {
    if (entry.compressed > LIMIT || entry.size > LIMIT || entry.offset > LIMIT) {
      throw new Error('zip entry over 4 GiB');
    }
    const d = Buffer.alloc(16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(entry.crc, 4);
    d.writeUInt32LE(entry.compressed, 8);
    d.writeUInt32LE(entry.size, 12);
    await this.write(d);
    this.entries.push(entry);
  }

  /** A small entry given whole. */
  async addBuffer(name: string, data: string | Buffer): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: bytes.length, offset: 0 };
    entry.offset = this.offset;
    await this.write(this.localHeader(entry.name));
    const packed = deflateRawSync(bytes, { level: this.level });
    entry.crc = crc32(bytes);
    entry.compressed = packed.length;
    await this.write(packed);
    await this.descriptor(entry);
  }

  /**
   * An entry produced piece by piece: `produce` gets a writer that takes text and waits while
   * the file is behind. Nothing else may be added until it resolves.
   */
  async addStream(name: string, produce: (write: EntryWriter) => Promise<void>): Promise<void> {
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset: this.offset };
    await this.write(this.localHeader(entry.name));
    // The producer may run a little ahead of the deflater (it works in the thread pool): with the
    // stream's default 16 KB every piece of sheet XML waited for the one before to be deflated,
    // so building the XML and deflating it took turns instead of running side by side.
    // (zlib's streams take the Transform options too; its options type leaves them out.)
    const options: ZlibOptions & TransformOptions = {
      level: this.level,
      writableHighWaterMark: AHEAD_BYTES,
      chunkSize: OUT_CHUNK,
    };
    const deflate = createDeflateRaw(options);
    this.current = deflate;
    let deflateError: Error | null = null;
    deflate.on('error', (err) => {
      deflateError = err;
    });
    // Compressed output goes straight to the file; when the file is behind, the deflater
    // pauses, its input fills, and the producer waits on 'drain' below.
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        this.out.once('drain', () => deflate.resume());
      }
    });
    const ended = once(deflate, 'end');
    ended.catch(() => undefined);
    const write: EntryWriter = async (chunk) => {
      if (deflateError) throw deflateError;
      if (this.failure) throw this.failure;
      const bytes = Buffer.from(chunk, 'utf8');
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.length;
      if (!deflate.write(bytes)) {
        await drainOf(deflate);
        if (deflateError) throw deflateError;
      }
    };
    try {
      await produce(write);
    } catch (err) {
      deflate.destroy();
      throw err;
    }
    deflate.end();
    await ended;
    this.current = null;
    if (deflateError) throw deflateError;
    await this.descriptor(entry);
  }

  /** Writes the central directory and closes the file. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const c = Buffer.alloc(46);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE(VERSION, 4);
      c.writeUInt16LE(VERSION, 6);
      c.writeUInt16LE(FLAGS, 8);
      c.writeUInt16LE(DEFLATE, 10);
      c.writeUInt16LE(this.stamp.time, 12);
      c.writeUInt16LE(this.stamp.date, 14);
      c.writeUInt32LE(e.crc, 16);
      c.writeUInt32LE(e.compressed, 20);
      c.writeUInt32LE(e.size, 24);
      c.writeUInt16LE(e.name.length, 28);
      c.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([c, e.name]));
    }
    const size = this.offset - start;
    if (this.offset > LIMIT) throw new Error('zip file over 4 GiB');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    await this.close();
  }

  /** Closes the file as it is (after a failure; the caller deletes it). */
  async close(): Promise<void> {
    if (this.out.closed) return;
    const closed = once(this.out, 'close').catch(() => undefined);
    this.out.end();
    await closed;
    if (this.failure) throw this.failure;
  }
}
