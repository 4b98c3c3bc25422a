import { describe, expect, it } from 'vitest';
import { toolsFor } from './tools-model.ts';

describe('the tools of the hub', () => {
  it('are every tool, in the hub’s order, for a user who may open them all', () => {
    expect(toolsFor(() => true).map((t) => t.tool)).toEqual([
      'coupon',
      'activity',
      'fullscale',
      'pricincrease',
      'attention',
      'plusmember',
      'purchaselimit',
      'cashback',
      'gift',
      'setmeal',
      'deposit',
      'seckill',
      'campaign',
      'paylater',
      'fans',
    ]);
  });

  it('are the coupons alone for a sub-account that may open only the coupons', () => {
    expect(toolsFor((path) => path === '/promotion/coupon')).toEqual([{ tool: 'coupon', path: '/promotion/coupon' }]);
  });
});
