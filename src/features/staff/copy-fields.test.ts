import { describe, expect, it } from 'vitest';
import { newsItemForm, partnerForm } from '../../api/staff-content.ts';
import { blankCopy, choicesOf } from './copy-fields.ts';

describe('a new record in the staff editor', () => {
  it('starts with today’s date, or a partner with the first region, and is refused until titled', () => {
    const news = blankCopy('news', '2026-11-28');
    expect(news).toEqual({ title: '', date: '2026-11-28', teaser: '', body: '', link: '' });
    const issues = newsItemForm(new Set())
      .safeParse(news)
      .error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(['Title is empty', 'Body is empty after cleaning']);
    const partner = blankCopy('partner', '2026-11-28');
    expect(partner.region).toBe('North America');
    expect(
      partnerForm(new Set())
        .safeParse(partner)
        .error?.issues.map((issue) => issue.path),
    ).toEqual([['name']]);
  });

  it('offers no category chosen first, and pictures by file name with "No picture" first', () => {
    const choices = choicesOf({
      pictures: ['/uploads/blog/a1.jpg'],
      logos: [],
      categories: [{ id: '12', name: 'Extenders: HDMI' }],
    });
    expect(choices.subcategory).toEqual([
      { value: '', label: 'Choose a category' },
      { value: '12', label: 'Extenders: HDMI' },
    ]);
    expect(choices.picture).toEqual([
      { value: '', label: 'No picture' },
      { value: '/uploads/blog/a1.jpg', label: 'a1.jpg' },
    ]);
    expect(choices.logo).toEqual([{ value: '', label: 'Initials of the name' }]);
  });
});
