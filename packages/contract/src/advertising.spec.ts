import { describe, expect, it } from 'vitest';
import {
  AD_BUDGET_MIN_SATANG,
  adRatios,
  bidIssue,
  budgetIssues,
  KEYWORD_BID_MIN_SATANG,
  KEYWORD_LIMIT,
  keywordListIssues,
  suggestedBid,
} from './advertising.ts';

// The advertising rules the server refuses with and the forms show (catalogue §5, product-spec §5).

describe('advertising rules', () => {
  it('takes budgets from 20 baht, the total never below the daily', () => {
    expect(AD_BUDGET_MIN_SATANG).toBe(2000);
    expect(budgetIssues(2000, null)).toEqual([]);
    expect(budgetIssues(1999, null).map((i) => i.key)).toEqual(['advBudgetMin']);
    expect(budgetIssues(2000, 2000)).toEqual([]);
    expect(budgetIssues(3000, 2999).map((i) => [i.field, i.key])).toEqual([['totalBudget', 'advTotalBelowDaily']]);
    expect(budgetIssues(2000, 1999).map((i) => i.key)).toEqual(['advBudgetMin']);
  });

  it('takes bids of 0.10 baht and more (the inclusive reading)', () => {
    expect(KEYWORD_BID_MIN_SATANG).toBe(10);
    expect(bidIssue(10)).toBeNull();
    expect(bidIssue(9)?.key).toBe('advBidMin');
    expect(bidIssue(0)?.key).toBe('advBidMin');
  });

  it('splits keyword lists by the shared rule, normalises, refuses duplicates and keeps 100', () => {
    expect(keywordListIssues('Shoes\nbag、 hat').keywords).toEqual(['shoes', 'bag', 'hat']);
    expect(keywordListIssues(' \n ').issues.map((i) => i.key)).toEqual(['advKeywordRequired']);
    expect(keywordListIssues('bag BAG').issues).toEqual([
      { field: 'keywords', key: 'advKeywordDuplicate', params: { keyword: 'bag' } },
    ]);
    expect(keywordListIssues('hat', ['hat']).issues.map((i) => i.key)).toEqual(['advKeywordDuplicate']);
    const many = Array.from({ length: KEYWORD_LIMIT + 5 }, (_, i) => `k${i}`).join(' ');
    expect(keywordListIssues(many).keywords).toHaveLength(KEYWORD_LIMIT);
    expect(keywordListIssues('one more', ['a']).issues).toEqual([]);
    const full = Array.from({ length: KEYWORD_LIMIT }, (_, i) => `e${i}`);
    expect(keywordListIssues('x', full).issues.map((i) => i.key)).toEqual(['advKeywordsTooMany']);
  });

  it('suggests the highest bid plus 0.1 baht, never below the lowest bid', () => {
    expect(suggestedBid(null)).toBe(10);
    expect(suggestedBid(150)).toBe(160);
  });

  it('gives click-through rate and return on ad spend, 0 when nothing to divide by', () => {
    expect(adRatios({ impressions: 0, clicks: 0, spend: 0, gmv: 0 })).toEqual({ ctr: 0, roas: 0 });
    expect(adRatios({ impressions: 3, clicks: 1, spend: 300, gmv: 1000 })).toEqual({ ctr: 0.3333, roas: 3.33 });
  });
});
