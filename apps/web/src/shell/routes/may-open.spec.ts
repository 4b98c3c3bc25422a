import { FUNC } from '@sc/contract/func-codes.ts';
import { PROMOTION_TOOLS } from '@sc/contract/results.ts';
import { describe, expect, it } from 'vitest';
import { mayOpenWith } from './may-open.ts';

// The hub's cards follow the route table: a card links to one screen of a pattern
// (/activityreport/seckill/latest), decided by the pattern's codes.

const toolsOpenTo = (codes: string[]) => {
  const granted = new Set<string>([FUNC.home, ...codes]);
  return PROMOTION_TOOLS.filter(({ path }) => mayOpenWith(granted, path)).map((t) => t.tool);
};

describe('the hub’s cards for a sub-account', () => {
  it('show flash sales and pay later under marketing, campaigns and fans only with their own codes', () => {
    const marketingOnly = toolsOpenTo([FUNC.marketing, FUNC.marketingTools]);
    expect(marketingOnly).toEqual(expect.arrayContaining(['seckill', 'paylater']));
    expect(marketingOnly).not.toContain('campaign');
    expect(marketingOnly).not.toContain('fans');
    const withOwn = toolsOpenTo([FUNC.marketing, FUNC.marketingTools, FUNC.activityReporting, FUNC.fansMarketing]);
    expect(withOwn).toEqual(expect.arrayContaining(['seckill', 'paylater', 'campaign', 'fans']));
  });

  it('show none of the four without the marketing code', () => {
    const none = toolsOpenTo([FUNC.promotions, FUNC.activityReporting, FUNC.fansMarketing]);
    for (const tool of ['seckill', 'campaign', 'paylater', 'fans']) expect(none).not.toContain(tool);
  });
});
