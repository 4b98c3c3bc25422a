import type { ServiceFiguresView } from '@sc/contract/calls/chat.ts';
import { CHAT_LATE_REPLY_MS, CHAT_WINDOW_DAYS } from '@sc/contract/chat.ts';
import { sql } from 'drizzle-orm';
import { bangkokDay, bangkokDayStart } from '../../bangkok-time.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { namesOf } from './conversations.ts';
import { staffOf } from './staff.ts';

// The shop's customer-service figures (/oms/cos/im/service/statistics): read from the waits kept
// as messages are written (waits.ts) and the buyers' ratings, one grouped read of each over the
// window by its (shop, time) index. Queries are written by hand with the shop filter on every
// table (the scoped select has no group by).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The window's start: Bangkok midnight of the day CHAT_WINDOW_DAYS − 1 days before today. */
export function figuresWindowStart(now: Date): Date {
  return new Date(bangkokDayStart(bangkokDay(now)).getTime() - (CHAT_WINDOW_DAYS - 1) * DAY_MS);
}

interface WaitRow {
  total: boolean;
  staff: string | null;
  conversations: number;
  waits: number;
  answered: number;
  avgMs: string | null;
  lateAnswered: number;
  lateWaiting: number;
}
interface RatingRow {
  total: boolean;
  staff: string | null;
  n: number;
  avg: string | null;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
}

const EMPTY: ServiceFiguresView = {
  conversations: 0,
  waits: 0,
  answered: 0,
  responseRate: null,
  avgFirstResponseMs: null,
  late: 0,
  lateAnswered: 0,
  lateWaiting: 0,
  ratingCount: 0,
  ratingAverage: null,
  ratingStars: [0, 0, 0, 0, 0],
};

function figuresOf(w: WaitRow | undefined, r: RatingRow | undefined): ServiceFiguresView {
  const f = { ...EMPTY, ratingStars: [...EMPTY.ratingStars] };
  if (w) {
    f.conversations = w.conversations;
    f.waits = w.waits;
    f.answered = w.answered;
    f.responseRate = w.waits > 0 ? Math.round((w.answered / w.waits) * 1000) / 10 : null;
    f.avgFirstResponseMs = w.avgMs === null ? null : Math.round(Number(w.avgMs));
    f.lateAnswered = w.lateAnswered;
    f.lateWaiting = w.lateWaiting;
    f.late = w.lateAnswered + w.lateWaiting;
  }
  if (r) {
    f.ratingCount = r.n;
    f.ratingAverage = r.avg === null ? null : Math.round(Number(r.avg) * 100) / 100;
    f.ratingStars = [r.s1, r.s2, r.s3, r.s4, r.s5];
  }
  return f;
}

export async function serviceFigures(shop: ShopScope, now: Date) {
  const start = figuresWindowStart(now);
  const from = start.toISOString();
  const at = now.toISOString();
  // A wait belongs to whoever answered it; an open one to the conversation's assignee (joined on
  // the conversation's shop and id).
  const waits = (
    (await shop.tx.execute(sql`
      select grouping(s.staff) = 1 as total, s.staff,
        (count(distinct s.conversation_id) filter (where s.answered_at is not null))::int as conversations,
        count(*)::int as waits,
        count(s.answered_at)::int as answered,
        avg(extract(epoch from s.answered_at - s.started_at) * 1000)::text as "avgMs",
        (count(*) filter (where extract(epoch from s.answered_at - s.started_at) * 1000 >= ${CHAT_LATE_REPLY_MS}))::int
          as "lateAnswered",
        (count(*) filter (where s.answered_at is null
          and extract(epoch from ${at}::timestamptz - s.started_at) * 1000 >= ${CHAT_LATE_REPLY_MS}))::int as "lateWaiting"
      from (
        select w.conversation_id, w.started_at, w.answered_at, coalesce(w.answered_by, c.assigned_to) as staff
        from im_waits w
        join im_conversations c on c.shop_id = w.shop_id and c.id = w.conversation_id
        where w.shop_id = ${shop.shopId} and w.started_at >= ${from}::timestamptz
      ) s
      group by grouping sets ((s.staff), ())
    `)) as unknown as { rows: WaitRow[] }
  ).rows;
  const ratings = (
    (await shop.tx.execute(sql`
      select grouping(staff_user_id) = 1 as total, staff_user_id as staff, count(*)::int as n, avg(stars)::text as avg,
        (count(*) filter (where stars = 1))::int as s1, (count(*) filter (where stars = 2))::int as s2,
        (count(*) filter (where stars = 3))::int as s3, (count(*) filter (where stars = 4))::int as s4,
        (count(*) filter (where stars = 5))::int as s5
      from im_ratings
      where shop_id = ${shop.shopId} and created_at >= ${from}::timestamptz
      group by grouping sets ((staff_user_id), ())
    `)) as unknown as { rows: RatingRow[] }
  ).rows;

  const waitOf = new Map(waits.filter((r) => !r.total && r.staff).map((r) => [r.staff, r]));
  const ratingOf = new Map(ratings.filter((r) => !r.total && r.staff).map((r) => [r.staff, r]));
  // Every staff member of the shop, then anyone else who served in the window (no longer staff).
  const members = await staffOf(shop);
  const known = new Set(members.map((m) => m.userId));
  const others = [...new Set([...waitOf.keys(), ...ratingOf.keys()])].filter((x): x is string => !!x && !known.has(x));
  const otherNames = await namesOf(shop.tx, others);
  const people = [
    ...members.map((m) => ({ userId: m.userId, name: m.name })),
    ...others.map((userId) => ({ userId, name: otherNames.get(userId) ?? '' })),
  ];
  return {
    windowStart: from,
    firstDay: bangkokDay(start),
    serverTime: at,
    shop: figuresOf(
      waits.find((r) => r.total),
      ratings.find((r) => r.total),
    ),
    staff: people.map((p) => ({ ...p, ...figuresOf(waitOf.get(p.userId), ratingOf.get(p.userId)) })),
  };
}
