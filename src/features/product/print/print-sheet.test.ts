import { describe, expect, it } from 'vitest';
import { company } from '../../../config/business.ts';
import { printDelayMs } from './print.ts';
import { printSheetHtml, type PrintSheet } from './print-sheet.ts';

const sheet: PrintSheet = {
  title: 'HDMI <4K> Extender',
  subtitle: 'Over one Cat6 cable',
  sku: 'HD-EXT-4K',
  upc: '812345678901',
  url: 'https://www.example-av.com/item/HD-EXT-4K',
  qrImage: 'data:image/png;base64,AAAA',
  images: ['https://www.example-av.com/uploads/a.jpg'],
  descriptionHtml: '<p>Extends 4K video.</p>',
  specsHtml: '<table><tr><th>Range</th><td>70 m</td></tr></table>',
  featuresHtml: '<ul><li>HDCP 2.2</li></ul>',
  diagrams: [{ url: 'https://www.example-av.com/uploads/d.svg', label: 'Connection diagram', image: true }],
  panels: [{ url: 'https://www.example-av.com/uploads/p.pdf', label: 'Panel drawing (PDF)', image: false }],
  downloads: [{ url: 'https://www.example-av.com/uploads/manual.pdf', label: 'Manual (PDF, 1 MB)' }],
  videos: [{ url: 'https://video.example/watch', label: 'Setup video' }],
  faq: [{ question: 'Is it TAA compliant?', answerHtml: '<p>Yes.</p>' }],
};

describe('printable product sheet', () => {
  const html = printSheetHtml(sheet, 2026);

  it('has the header phone, the QR code, the product texts and every section in order', () => {
    expect(html).toContain(`Sales &amp; Support: ${company.phone}`);
    expect(html).toContain('<img class="sheet-qr" src="data:image/png;base64,AAAA"');
    const order = [
      'Description',
      'Specifications',
      'Features',
      'Diagrams',
      'Panel Diagrams',
      'Downloads',
      'Videos',
      'FAQ',
    ];
    const positions = order.map((title) => html.indexOf(`<h2>${title}</h2>`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('<td>70 m</td>');
    expect(html).toContain('manual.pdf');
    expect(html).toContain('<h3>Is it TAA compliant?</h3><p>Yes.</p>');
  });

  it('escapes plain texts and never carries a price', () => {
    expect(html).toContain('<h1>HDMI &lt;4K&gt; Extender</h1>');
    expect(html).not.toMatch(/\$\s?\d|price/i);
  });

  it('ends with the company address, the hours and the copyright', () => {
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain(company.address);
    expect(footer).toContain('Monday to Friday 6:00 am to 5:00 pm PST');
    expect(footer).toContain(`© 2026 ${company.name}`);
  });

  it('leaves out sections without content', () => {
    const bare = printSheetHtml({ ...sheet, diagrams: [], panels: [], downloads: [], videos: [], faq: [] });
    expect(bare).not.toContain('<h2>Diagrams</h2>');
    expect(bare).not.toContain('<h2>FAQ</h2>');
  });

  it('prints 300 ms after a sheet without images, 200 ms after the last image', () => {
    expect(printDelayMs(0)).toBe(300);
    expect(printDelayMs(3)).toBe(200);
  });
});
