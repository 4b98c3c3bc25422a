import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChannelListener } from '../src/db/listener.ts';
import { freshDatabase } from './harness.ts';

// A barrier (db/listener.ts) waits for every process listening on its channel. Each process also
// listens on other channels (the sessions' and the chat's); a barrier must not wait for those,
// which never answer it: with the timers stopped, a barrier that did would never resolve.

let db: Awaited<ReturnType<typeof freshDatabase>>;
const listeners: ChannelListener[] = [];
const quiet = { message: () => {}, reset: () => {} };

beforeAll(async () => {
  db = await freshDatabase();
  for (const channel of ['first_channel', 'first_channel', 'second_channel']) {
    const l = db.database.listen(channel, quiet);
    await l.start();
    listeners.push(l);
  }
});
afterAll(async () => {
  vi.useRealTimers();
  for (const l of listeners) await l.close();
  await db.drop();
});

describe('a barrier', () => {
  it('is answered by the listeners of its own channel, not by those of another', async () => {
    const [mine, sameChannel, otherChannel] = listeners;
    expect([mine?.live, sameChannel?.live, otherChannel?.live]).toEqual([true, true, true]);
    // No timer fires from here: only the answers of the two listeners of first_channel end it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await expect(mine?.barrier()).resolves.toBeUndefined();
    await expect(otherChannel?.barrier()).resolves.toBeUndefined();
    vi.useRealTimers();
  });
});
