import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onePagePdf } from '../catalog/documents.ts';

/**
 * The uploaded documents the content pages link to: the case study PDFs and the product
 * catalogue. Paths are relative to the uploads folder and match the site's content entries.
 */
const documents: ReadonlyArray<{ path: string; heading: string; lines: string[] }> = [
  {
    path: 'casestudies/retail-flagship-signage.pdf',
    heading: 'Case study: retail flagship video wall',
    lines: [
      'Sector: Digital Signage',
      'A 3x4 wall of 55-inch displays driven from one FLEX-MF16X20 matrix.',
      'Content players in the back office, displays up to 70 m away over HDBaseT.',
      'Layouts change by schedule: full wall, quad view, and product spotlights.',
    ],
  },
  {
    path: 'casestudies/airport-wayfinding.pdf',
    heading: 'Case study: airport wayfinding displays',
    lines: [
      'Sector: Digital Signage',
      '96 gate and wayfinding displays fed over active optical HDMI cables.',
      'Zero signal dropouts reported in the first year of operation.',
    ],
  },
  {
    path: 'casestudies/enterprise-boardrooms.pdf',
    heading: 'Case study: enterprise boardrooms',
    lines: [
      'Sector: Collaboration & Training',
      'Twelve boardrooms standardised on one USB-C table connection and a 4K matrix.',
      'One-touch presentation, CEC display control and room-by-room audio extraction.',
    ],
  },
  {
    path: 'casestudies/training-center.pdf',
    heading: 'Case study: corporate training centre',
    lines: [
      'Sector: Collaboration & Training',
      'Eight divisible training rooms that combine into one auditorium.',
      'A FLEX-MF24X36 routes every lectern to any display in any room layout.',
    ],
  },
  {
    path: 'casestudies/university-lecture-halls.pdf',
    heading: 'Case study: university lecture halls',
    lines: [
      'Sector: Education',
      'Forty lecture halls upgraded to 4K over existing category cable.',
      'Wall-plate transmitters at every lectern; TAA-compliant hardware throughout.',
    ],
  },
  {
    path: 'casestudies/k12-district.pdf',
    heading: 'Case study: K-12 school district',
    lines: [
      'Sector: Education',
      '300 classrooms with one extender per display and a shared support plan.',
      'Three-year warranty and advance replacement kept every room teaching.',
    ],
  },
  {
    path: 'catalog/avconnect-pro-catalog.pdf',
    heading: 'AVConnect Pro product catalogue',
    lines: [
      'Cables, converters, extenders, splitters, switchers and matrix switchers.',
      'Flex Matrix modular switching: 8x10, 16x20, 24x36 and 24x60 chassis.',
      'Active optical cables for HDMI 2.1, DisplayPort 2.0 and USB-C.',
      'Network AV encoders and decoders, control systems and audio.',
      'Dealer pricing and stock: sign in at www.example-av.com.',
    ],
  },
];

/** Writes the content documents into the uploads folder. */
export function seedDocuments(uploadsDir: string): void {
  for (const document of documents) {
    const target = join(uploadsDir, document.path);
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, onePagePdf(document.heading, document.lines));
  }
}
