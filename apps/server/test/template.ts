import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../src/auth/password.ts';
import { MAIN_ACCOUNT, SUB_ACCOUNT } from '../src/auth/permissions.ts';
import { TestClock } from '../src/clock.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { memberFuncs, returnAddresses, shopMembers, shops, users } from '../src/db/schema.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { seedPlatformData } from '../src/seed/platform-data.ts';

// The seeded template of a test run: migrated once, with the reference data, the demo shops and
// "Other Shop", made by test/global-setup.ts; every test server gets a copy of it by
// CREATE DATABASE … TEMPLATE (harness.ts), which takes a fraction of migrating and seeding.

export const OTHER = { owner: 'other-owner', operator: 'other-operator', password: 'OtherShop2026' } as const;

export type OtherShop = Awaited<ReturnType<typeof seedOtherShop>>;

export interface Template {
  /** The template database's name on the run's PostgreSQL. */
  name: string;
  other: OtherShop;
  /** The clock's time when the seed was done (ISO); a copy's clock starts there. */
  seededAt: string;
}

/** One statement on the server's maintenance database (CREATE and DROP DATABASE). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Makes the template on the server of `url`: what startTestServer seeded before each test file. */
export async function buildTemplate(url: string): Promise<Template> {
  const name = `sc_tmpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  let database: Database;
  try {
    database = await openDatabase({ url: databaseUrl(url, name) });
  } catch (err) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
    throw err;
  }
  try {
    const clock = new TestClock();
    await seedPlatformData(database.db);
    await seedDemo(database.db, clock.now());
    const other = await seedOtherShop(database, clock.now());
    return { name, other, seededAt: clock.now().toISOString() };
  } finally {
    // A template takes no connections while it is copied.
    await database.close();
  }
}

export async function seedOtherShop(database: Database, now: Date) {
  const passwordHash = await hashPassword(OTHER.password);
  const shopId = newId();
  const ownerId = newId();
  const operatorId = newId();
  const addressId = newId();
  await database.db.transaction(async (tx) => {
    await tx.insert(shops).values({ id: shopId, name: 'Other Shop', shopType: 2, createdAt: now });
    await tx.insert(users).values([
      { id: ownerId, loginAcct: OTHER.owner, email: 'owner@other.example', nickname: 'Other owner', passwordHash },
      {
        id: operatorId,
        loginAcct: OTHER.operator,
        email: 'operator@other.example',
        nickname: 'Other op',
        passwordHash,
      },
    ]);
    await tx.insert(shopMembers).values([
      { shopId, userId: ownerId, acctType: MAIN_ACCOUNT, createdAt: now },
      { shopId, userId: operatorId, acctType: SUB_ACCOUNT, createdAt: now },
    ]);
    await tx.insert(memberFuncs).values({ shopId, userId: operatorId, funcId: 'OMS_FUNC_0002' });
    await tx.insert(returnAddresses).values({
      shopId,
      id: addressId,
      name: 'Other warehouse',
      contact: 'Other owner',
      phone: '66-0811111111',
      zipCode: '10900',
      provinceCode: '10',
      province: 'กรุงเทพมหานคร',
      districtCode: '1030',
      district: 'จตุจักร',
      subDistrictCode: '103005',
      subDistrict: 'จตุจักร',
      detail: '1 Other Road',
      isDefault: true,
    });
  });
  return { shopId, ownerId, operatorId, addressId };
}
