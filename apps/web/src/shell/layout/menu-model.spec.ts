import { FUNC } from '@sc/contract/func-codes.ts';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table.ts';
import { sectionShowsNew, showsNew } from './menu-model.ts';

describe('the side menu’s New tag', () => {
  const fresh = new Set<string>([FUNC.mediaCentre, FUNC.pictures]);
  const route = (code: string) => {
    const found = ROUTES.find((r) => r.code === code && r.menu);
    if (!found) throw new Error(`no menu route for ${code}`);
    return found;
  };

  it('shows on a new function whose page works, not on one that only opens soon', () => {
    expect(showsNew(route(FUNC.pictures), fresh)).toBe(true);
    expect(showsNew(route(FUNC.mediaCentre), fresh)).toBe(false);
  });

  it('shows on an area only through an item that wears it', () => {
    const media = route(FUNC.mediaCentre);
    if (!media.group) throw new Error('media centre has no menu area');
    const soonOnly = { group: media.group, items: [media] };
    expect(sectionShowsNew(soonOnly, fresh)).toBe(false);
    expect(sectionShowsNew({ group: media.group, items: [media, route(FUNC.pictures)] }, fresh)).toBe(true);
  });
});
