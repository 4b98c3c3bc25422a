import type { OrderActor } from '@sc/contract/orders.ts';
import type { Tx } from '../../db/client.ts';
import { orderEvents } from '../../db/schema.ts';

// An order's timeline: one row per thing that happened to it, written by every verb.

export type OrderEventDetail = Record<string, string | number | boolean | null>;

export interface OrderEventInput {
  shopId: string;
  orderId: number;
  kind: string;
  actor: OrderActor;
  actorId?: string | null | undefined;
  detail?: OrderEventDetail | undefined;
}

/** One row of the order's timeline. */
export async function recordEvent(tx: Tx, input: OrderEventInput, now: Date): Promise<void> {
  await tx.insert(orderEvents).values({
    shopId: input.shopId,
    orderId: input.orderId,
    kind: input.kind,
    actor: input.actor,
    actorId: input.actorId ?? null,
    detail: input.detail ?? {},
    at: now,
  });
}
