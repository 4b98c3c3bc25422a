import { desc, eq, ilike, or } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { containsPattern } from '../db/like.ts';
import { buyers, type OrderAddress } from '../db/schema.ts';
import { notFound } from '../errors.ts';

// Buyers of the marketplace (played by the simulator, never merchant users): Thai names,
// mobile numbers 0[689]xxxxxxxx, addresses in Bangkok and Chiang Mai.

export type BuyerRow = typeof buyers.$inferSelect;

export interface BuyerInput {
  nickname: string;
  phone: string;
  email?: string | undefined;
  address: OrderAddress;
  status?: 'active' | 'banned' | undefined;
  /** BUYER_GROUP (credit, t_plus, student); none when absent. */
  groups?: string[] | undefined;
}

export async function createBuyer(tx: Tx, input: BuyerInput, now: Date): Promise<BuyerRow> {
  const [row] = await tx
    .insert(buyers)
    .values({
      id: newId(),
      nickname: input.nickname,
      phone: input.phone,
      email: input.email ?? '',
      status: input.status ?? 'active',
      address: input.address,
      groups: input.groups ?? [],
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('buyer insert returned nothing');
  return row;
}

export async function buyerOf(tx: Tx, buyerId: string): Promise<BuyerRow> {
  const [row] = await tx.select().from(buyers).where(eq(buyers.id, buyerId)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function listBuyers(
  tx: Tx,
  input: { keyword: string; offset: number; limit: number },
): Promise<{ rows: BuyerRow[]; total: number }> {
  const where = input.keyword
    ? or(ilike(buyers.nickname, containsPattern(input.keyword)), ilike(buyers.phone, containsPattern(input.keyword)))
    : undefined;
  const rows = await tx
    .select()
    .from(buyers)
    .where(where)
    .orderBy(desc(buyers.createdAt), desc(buyers.id))
    .limit(input.limit)
    .offset(input.offset);
  const all = await tx.$count(buyers, where);
  return { rows, total: all };
}

// ---- Simulated buyers -------------------------------------------------------------------------

const FIRST = ['สมชาย', 'สมหญิง', 'วิภา', 'ประเสริฐ', 'กมลวรรณ', 'ธนากร', 'ณัฐธิดา', 'อนุชา', 'พิมพ์ชนก', 'ศุภชัย'];
const LAST = ['ใจดี', 'รักไทย', 'ศรีสุข', 'วงศ์ทอง', 'แก้วมณี', 'บุญมา', 'สุขสวัสดิ์', 'ทองคำ', 'พานิช', 'มีสุข'];

/** Places buyers live: province, district, sub-district, zip code. */
export const BUYER_PLACES: readonly Omit<OrderAddress, 'name' | 'phone' | 'detail'>[] = [
  { province: 'กรุงเทพมหานคร', district: 'จตุจักร', subDistrict: 'จตุจักร', zipCode: '10900' },
  { province: 'กรุงเทพมหานคร', district: 'บางรัก', subDistrict: 'สีลม', zipCode: '10500' },
  { province: 'กรุงเทพมหานคร', district: 'ปทุมวัน', subDistrict: 'ลุมพินี', zipCode: '10330' },
  { province: 'กรุงเทพมหานคร', district: 'ห้วยขวาง', subDistrict: 'ห้วยขวาง', zipCode: '10310' },
  { province: 'กรุงเทพมหานคร', district: 'บางกะปิ', subDistrict: 'หัวหมาก', zipCode: '10240' },
  { province: 'เชียงใหม่', district: 'เมืองเชียงใหม่', subDistrict: 'ศรีภูมิ', zipCode: '50200' },
  { province: 'เชียงใหม่', district: 'เมืองเชียงใหม่', subDistrict: 'สุเทพ', zipCode: '50200' },
  { province: 'เชียงใหม่', district: 'สันทราย', subDistrict: 'สันทรายหลวง', zipCode: '50210' },
];

const STREETS = ['ถนนพหลโยธิน', 'ถนนสีลม', 'ถนนพระราม 4', 'ถนนรัชดาภิเษก', 'ถนนลาดพร้าว', 'ถนนนิมมานเหมินท์', 'ถนนห้วยแก้ว'];

/** A small deterministic generator, so the seed is the same every time. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/**
 * Simulated buyers whose phone number ends in a digit below this are T Plus members: about three in
 * ten, read from the number so the buyers' random draws stay as they were.
 */
export const T_PLUS_PHONE_DIGITS_BELOW = 3;

/** A Thai buyer: name, 0[689]xxxxxxxx phone, an address in Bangkok or Chiang Mai; some are T Plus members. */
export function simulatedBuyer(random: () => number): BuyerInput {
  const nickname = `${pick(random, FIRST)} ${pick(random, LAST)}`;
  const phone = `0${pick(random, ['6', '8', '9'])}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
  const place = pick(random, BUYER_PLACES);
  const detail = `${1 + Math.floor(random() * 299)}/${1 + Math.floor(random() * 99)} ${pick(random, STREETS)}`;
  return {
    nickname,
    phone,
    email: '',
    address: { name: nickname, phone, ...place, detail },
    groups: Number(phone.at(-1)) < T_PLUS_PHONE_DIGITS_BELOW ? ['t_plus'] : [],
  };
}
