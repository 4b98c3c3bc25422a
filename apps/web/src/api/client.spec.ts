import { chatList } from '@sc/contract/calls/chat.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client.ts';
import { setFeedback } from './feedback.ts';

// A list fetched again while its last fetch is still being read (React Query cancels the old one):
// the old answer's body is cut off. That is no server fault, so no "server error" toast shows.

const shown: string[] = [];
setFeedback({ error: (text) => shown.push(text), sessionExpired: () => {} });

/** An answer whose headers came and whose body is cut off when `signal` aborts. */
function answerCutBy(signal: AbortSignal): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"data":{"transactionStatus":'));
      signal.addEventListener('abort', () => controller.error(signal.reason));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  shown.length = 0;
  vi.unstubAllGlobals();
});

describe('a call given up while its answer is read', () => {
  it('rejects without a toast', async () => {
    const caller = new AbortController();
    vi.stubGlobal('fetch', async () => {
      setTimeout(() => caller.abort(), 5);
      return answerCutBy(caller.signal);
    });
    const payload = { filter: 'all', keyword: '', page: { pageNum: 1, pageSize: 100 } } as const;
    await expect(api(chatList, payload, { signal: caller.signal })).rejects.toBeDefined();
    expect(shown).toEqual([]);
  });

  it('while an answer that is not JSON, not given up, still shows the server error', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    const payload = { filter: 'all', keyword: '', page: { pageNum: 1, pageSize: 100 } } as const;
    await expect(api(chatList, payload)).rejects.toBeDefined();
    expect(shown).toHaveLength(1);
  });
});
