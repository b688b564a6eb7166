import type { DeviceSpec } from '../art/device-spec.ts';
import { faceSummary } from '../art/panel-drawing.ts';
import type { DocumentFacts } from './datasheet.ts';
import { figure, heading, MARGIN, MUTED, type Pdf, renderPdf, table } from './pdf.ts';

/** One face of the product in outline: a socket for each of its ports, counted beneath. */
function faceArea(doc: Pdf, caption: string, entries: readonly { count: number; label: string }[]): void {
  figure(doc, caption, 170, ({ top, width }) => {
    doc
      .save()
      .roundedRect(MARGIN + 20, top + 30, width - 40, 70, 6)
      .fillAndStroke('#dfe5ec', '#7d8894')
      .restore();
    const total = entries.reduce((sum, entry) => sum + entry.count, 0);
    const step = Math.min(26, (width - 80) / Math.max(1, total + entries.length - 1));
    let x = MARGIN + width / 2 - (step * (total + entries.length - 1)) / 2;
    for (const entry of entries) {
      for (let i = 0; i < entry.count; i++) doc.rect(x + i * step + 2, top + 56, step - 6, 16).fill('#2b3440');
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(entry.label, x - 20, top + 110, { width: entry.count * step + 40, align: 'center' });
      x += (entry.count + 1) * step;
    }
  });
}

/**
 * Front and rear panel drawings, one page each: the front with the ports the product picture
 * shows, the rear with its power inlet, then the connection specs.
 */
export function panelPdf(facts: DocumentFacts, device: DeviceSpec): Buffer {
  const power = facts.specs.find(([label]) => label === 'Power')?.[1];
  return renderPdf(
    { title: `${facts.title}: panel drawing`, subject: facts.subtitle, kind: `Panel drawing | ${facts.model}` },
    (doc) => {
      heading(doc, 'Front panel');
      faceArea(doc, 'Front panel: inputs, outputs and status LEDs', faceSummary(device));
      doc.addPage();
      heading(doc, 'Rear panel');
      faceArea(doc, 'Rear panel: power inlet', power ? [{ count: 1, label: `Power: ${power}` }] : []);
      table(
        doc,
        facts.specs.filter(([label]) => /Input|Output|Control|Power|Connectors|Matrix/.test(label)),
      );
    },
  );
}
