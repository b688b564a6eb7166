import { describe, expect, it } from 'vitest';
import { downloadLabel, itemTabs } from './item-tabs.ts';

const file = (name: string, type: string) => ({ url: `/uploads/${name}`, name, type, size: '1.2 KB' });
const bare = { videos: [], diagrams: [], panels: [], downloads: [] };

describe('product page tabs', () => {
  it('has only the always-present tabs when the product has no media', () => {
    expect(itemTabs(bare).map((tab) => tab.label)).toEqual(['Overview', 'Specs', 'FAQ', 'Inquire Product']);
  });

  it('adds Video, Diagram, Panel and Downloads when there is content for them, in order', () => {
    const product = {
      videos: [
        { embedUrl: 'https://www.youtube.com/embed/x', title: 'Overview', link: 'https://www.youtube.com/watch?v=x' },
      ],
      diagrams: [file('d.svg', 'svg')],
      panels: [file('p.pdf', 'pdf')],
      downloads: [file('manual.pdf', 'pdf')],
    };
    expect(itemTabs(product).map((tab) => tab.id)).toEqual([
      'overview',
      'specs',
      'video',
      'faq',
      'diagram',
      'panel',
      'downloads',
      'inquire',
    ]);
  });

  it('shows no Panel tab for panel files that are neither images nor PDFs', () => {
    expect(itemTabs({ ...bare, panels: [file('notes.txt', 'txt')] }).map((tab) => tab.id)).not.toContain('panel');
  });
});

describe('download labels', () => {
  it('names the file in words with type and size', () => {
    expect(downloadLabel(file('AV-HD-EXT-4K-datasheet.pdf', 'pdf'))).toBe('AV HD EXT 4K datasheet (PDF, 1.2 KB)');
  });
});
