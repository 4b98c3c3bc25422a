import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

// Rewrites a zip (an xlsx) entry by entry, for tests of hostile workbooks: each entry's content
// may be replaced, and every header then claims `claimed` unpacked bytes whatever the content is.

interface Entry {
  name: Buffer;
  content: Buffer;
}

function entriesOf(zip: Buffer): Entry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    const method = zip.readUInt16LE(at + 10);
    const packed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + packed);
    entries.push({ name: Buffer.from(name), content: method === 8 ? inflateRawSync(data) : Buffer.from(data) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The zip again, deflated, with `change` applied to each entry's content and lying sizes in every header. */
export function zipOf(zip: Buffer, change: (name: string, content: Buffer) => Buffer, claimed = 2000): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entriesOf(zip)) {
    const content = change(e.name.toString('utf8'), e.content);
    const packed = deflateRawSync(content, { level: 9 });
    const crc = crc32(content);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x0800, 6);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(packed.byteLength, 18);
    head.writeUInt32LE(claimed, 22);
    head.writeUInt16LE(e.name.byteLength, 26);
    locals.push(head, e.name, packed);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(packed.byteLength, 20);
    dir.writeUInt32LE(claimed, 24);
    dir.writeUInt16LE(e.name.byteLength, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, e.name);
    offset += 30 + e.name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
