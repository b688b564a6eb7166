import { progressText, recordPath, reportProblems, whoDid } from './publishing.ts';

describe('publishing page rules', () => {
  it('names each refused record with its field, from the pull failure and the checks alike', () => {
    const problems = reportProblems({
      error:
        'Catalogue pull failed: invalid records, nothing was built\n  - GetItemDetails sku AV-HD-1: title is empty\n  - GetBlogDetail id 7: body is empty after cleaning',
      problems: ['index.html: price $212.00'],
    });
    expect(problems).toEqual([
      'Catalogue pull failed: invalid records, nothing was built',
      { kind: 'product', id: 'AV-HD-1', field: 'title', text: 'GetItemDetails sku AV-HD-1: title is empty' },
      { kind: 'blog', id: '7', field: 'body', text: 'GetBlogDetail id 7: body is empty after cleaning' },
      'index.html: price $212.00',
    ]);
  });

  it('links each kind of record to its page', () => {
    expect(recordPath('product', 'AV-HD/1')).toBe('/item/AV-HD%2F1');
    expect(recordPath('news', '4')).toBe('/media/article/4');
    expect(recordPath('partner', '2')).toBe('/partners');
    expect(recordPath('blog', '3', 'Hello World')).toMatch(/^\/blog\/3\/hello-world/);
  });

  it('says the phase in words, with the pages once they are counted', () => {
    expect(progressText({ phase: 'bundle', pagesRendered: 0, pagesTotal: 0 })).toBe('Bundling the site’s code…');
    expect(progressText({ phase: 'render', pagesRendered: 40, pagesTotal: 120 })).toBe(
      'Rendering pages: 40 of 120 pages',
    );
  });

  it('names who did a build: the staff user, else the automation', () => {
    expect(whoDid({ by: 'staff', trigger: 'staff' })).toBe('staff');
    expect(whoDid({ trigger: 'hook' })).toBe('the rebuild hook');
  });
});
