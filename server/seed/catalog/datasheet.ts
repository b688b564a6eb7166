import { bullets, heading, paragraph, pictureArea, renderPdf, table } from './pdf.ts';

/** What a product's printed documents say: all of it from the product's own data. */
export interface DocumentFacts {
  /** Model number, or the product family in a pooled catalogue. */
  model: string;
  title: string;
  subtitle: string;
  summary: string;
  features: readonly string[];
  specs: readonly (readonly [string, string])[];
  outline: 'cable' | 'unit';
}

const spec = (facts: DocumentFacts, label: string) => facts.specs.find(([name]) => name === label)?.[1];

/** Two pages: picture, overview and features; then specifications, size and ordering. */
export function datasheetPdf(facts: DocumentFacts): Buffer {
  return renderPdf({ title: facts.title, subject: facts.subtitle, kind: `Datasheet | ${facts.model}` }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#0a62a8').text(facts.subtitle);
    doc.moveDown(0.6);
    pictureArea(doc, `${facts.model}: product image`, facts.outline);
    heading(doc, 'Overview');
    paragraph(doc, facts.summary);
    heading(doc, 'Key features');
    bullets(doc, facts.features);
    doc.addPage();
    heading(doc, 'Specifications');
    table(doc, facts.specs);
    const size = ['Dimensions (W x D x H)', 'Length', 'Weight'].flatMap((label): [string, string][] => {
      const value = spec(facts, label);
      return value ? [[label, value]] : [];
    });
    heading(doc, 'Size and weight');
    table(doc, size);
    heading(doc, 'Ordering information');
    table(doc, [
      ['Model', facts.model],
      ['Description', facts.title],
      ['Warranty', spec(facts, 'Warranty') ?? '3 years'],
    ]);
    paragraph(doc, 'Specifications are subject to change without notice. Check www.example-av.com for the latest.');
  });
}

/** A user manual: safety, box contents, connections, setup, control, troubleshooting, specs. */
export function manualPdf(facts: DocumentFacts): Buffer {
  const device = facts.outline === 'unit';
  return renderPdf(
    { title: `${facts.title}: user manual`, subject: facts.subtitle, kind: `User manual | ${facts.model}` },
    (doc) => {
      heading(doc, '1. Safety');
      bullets(doc, [
        'Read these instructions and keep them with the product.',
        device
          ? 'Use only the power supply supplied or one of the same rating.'
          : 'Do not bend the cable tighter than ten times its diameter.',
        'Do not install near water, heat sources or in direct sunlight.',
        'Refer servicing to qualified personnel; there are no user-serviceable parts inside.',
      ]);
      heading(doc, "2. What's in the box");
      bullets(
        doc,
        device
          ? [facts.title, 'Power supply with US, EU and UK plugs', 'Mounting ears and screws', 'Quick start guide']
          : [facts.title, 'Hook-and-loop cable tie', 'Quick start guide'],
      );
      heading(doc, '3. Overview');
      paragraph(doc, facts.summary);
      bullets(doc, facts.features);
      doc.addPage();
      heading(doc, '4. Connections');
      table(
        doc,
        facts.specs.filter(([label]) =>
          /Input|Output|Signal|Connector|Control|Power|Standard|Inputs|Outputs|Length/.test(label),
        ),
      );
      heading(doc, '5. Installation');
      bullets(doc, [
        'Switch off the source and the display before connecting anything.',
        'Connect the source to the input and the display to the output.',
        device
          ? 'Connect the power supply last; the power LED lights within two seconds.'
          : 'Secure the cable with the supplied tie, away from mains wiring.',
        'Switch on the display first, then the source.',
      ]);
      if (device) {
        heading(doc, '6. Control and firmware');
        paragraph(
          doc,
          'Front-panel buttons, IR, RS-232 and the built-in web page offer the same functions. The RS-232 and TCP/IP command set is listed in the product page downloads.',
        );
        paragraph(
          doc,
          'To update the firmware, download the latest file from the product page, connect a computer to the USB service port and run the free configuration utility.',
        );
      }
      doc.addPage();
      heading(doc, `${device ? 7 : 6}. Troubleshooting`);
      table(doc, [
        [
          'No picture',
          'Check the cable at both ends, then set the EDID mode to the default and power-cycle the display.',
        ],
        ['Picture flickers', 'Use a shorter or higher-grade cable; avoid couplers and patch panels in the link.'],
        ['No sound', 'Check the display or amplifier accepts the audio format the source sends.'],
      ]);
      heading(doc, `${device ? 8 : 7}. Specifications`);
      table(doc, facts.specs);
      heading(doc, 'Warranty and support');
      paragraph(
        doc,
        'Three-year limited warranty from the date of purchase. Technical support: 1-888-555-0142, Monday to Friday 6:00 am to 5:00 pm Pacific, or www.example-av.com/support.',
      );
    },
  );
}
