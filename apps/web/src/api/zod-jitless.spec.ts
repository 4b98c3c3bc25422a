import './zod-jitless.ts';
import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';

describe('the jitless setting made before zod loads', () => {
  it('is the one zod reads', () => {
    expect(config().jitless).toBe(true);
  });

  it('still lets zod parse objects', () => {
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
