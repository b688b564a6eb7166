import { describe, expect, it } from 'vitest';
import { inWishlist, toggleItem } from './wishlist.ts';

const item = { id: 'AV-HD-2M', title: 'HDMI cable', img: '/a.jpg' };

describe('wishlist', () => {
  it('adds an absent product and removes a present one', () => {
    const added = toggleItem([], item);
    expect(inWishlist(added, 'AV-HD-2M')).toBe(true);
    expect(toggleItem(added, item)).toEqual([]);
  });
});
