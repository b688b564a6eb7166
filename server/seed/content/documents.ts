import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Db } from '../../db/index.ts';
import { bullets, heading, paragraph, renderPdf, table } from '../catalog/pdf.ts';

/**
 * The uploaded documents the content pages link to: the case study PDFs and the product
 * catalogue (written from the seeded categories). Paths are relative to the uploads folder and
 * match the site's content entries.
 */

interface CaseStudy {
  path: string;
  title: string;
  sector: string;
  challenge: string;
  solution: string[];
  results: string[];
  equipment: [string, string][];
}

const caseStudies: readonly CaseStudy[] = [
  {
    path: 'casestudies/retail-flagship-signage.pdf',
    title: 'Retail flagship video wall',
    sector: 'Digital Signage',
    challenge:
      'A flagship store wanted one 3x4 video wall in the window and product spotlights on the shop floor, all fed from players in a back office 70 m away, with layouts that change through the day.',
    solution: [
      'A 3x4 wall of 55-inch displays driven from one FLEX-MF16X20 matrix with scaling output cards.',
      'HDBaseT receivers behind every display, so one Cat6A run carries video, control and power.',
      'Scheduled presets switch between full wall, quad view and product spotlights.',
    ],
    results: ['Layouts change by schedule with no staff on site.', 'Installation finished in two overnight shifts.'],
    equipment: [
      ['Matrix', 'FLEX-MF16X20 with 4 input and 5 output cards'],
      ['Extension', '12 HDBaseT receivers, 70 m'],
      ['Control', 'Scheduler on the matrix web page'],
    ],
  },
  {
    path: 'casestudies/airport-wayfinding.pdf',
    title: 'Airport wayfinding displays',
    sector: 'Digital Signage',
    challenge:
      'An airport terminal needed 96 gate and wayfinding displays beside baggage belts and escalators, where electrical noise had made copper HDMI runs drop out.',
    solution: [
      '96 displays fed over active optical HDMI cables, immune to the interference of the baggage system.',
      'Plenum-rated fibre cables pulled through existing conduit, with no repeaters in the ceiling.',
    ],
    results: [
      'Zero signal dropouts reported in the first year of operation.',
      'No powered equipment above the ceiling.',
    ],
    equipment: [
      ['Cables', 'Active optical HDMI cables, 30 to 60 m'],
      ['Sources', 'Media players in two equipment rooms'],
    ],
  },
  {
    path: 'casestudies/enterprise-boardrooms.pdf',
    title: 'Enterprise boardrooms',
    sector: 'Collaboration & Training',
    challenge:
      'Twelve boardrooms across three floors each had their own mix of adapters and remotes; visitors lost the first ten minutes of every meeting getting a laptop on screen.',
    solution: [
      'One USB-C table connection per seat position and a 4K60 matrix in each room.',
      'One-touch presentation with CEC control of the displays.',
      'Audio extracted room by room to the ceiling speakers.',
    ],
    results: ['Meetings start on time: one cable, one button.', 'Support calls about room AV fell by three quarters.'],
    equipment: [
      ['Table', 'USB-C table connection boxes'],
      ['Switching', '4K60 HDMI matrix per room'],
      ['Audio', 'HDMI audio extractors and in-ceiling speakers'],
    ],
  },
  {
    path: 'casestudies/training-center.pdf',
    title: 'Corporate training centre',
    sector: 'Collaboration & Training',
    challenge:
      'A training centre needed eight rooms that work alone every day and combine into one auditorium for company events, without rewiring between the two.',
    solution: [
      'A FLEX-MF24X36 routes every lectern to any display in any room layout.',
      'Room-combining presets recall the whole auditorium from one touch panel.',
    ],
    results: ['The room layout changes in under a minute.', 'One frame replaced eight separate switchers.'],
    equipment: [
      ['Matrix', 'FLEX-MF24X36'],
      ['Control', '10-inch touch panel per room'],
    ],
  },
  {
    path: 'casestudies/university-lecture-halls.pdf',
    title: 'University lecture halls',
    sector: 'Education',
    challenge:
      'Forty lecture halls had to move to 4K over the category cable already in the walls, with TAA-compliant hardware for a federally funded programme.',
    solution: [
      'Wall-plate transmitters at every lectern and HDBaseT receivers at the projectors.',
      'TAA-compliant hardware throughout, ordered through one distributor.',
    ],
    results: ['4K in every hall without new cable pulls.', 'Each hall upgraded in a single day.'],
    equipment: [
      ['Lectern', '4K60 HDMI wall plate transmitters'],
      ['Projector', 'HDBaseT receivers, 100 m'],
    ],
  },
  {
    path: 'casestudies/k12-district.pdf',
    title: 'K-12 school district',
    sector: 'Education',
    challenge:
      'A district of 300 classrooms wanted one standard room kit that teachers could use without training and that the district could keep running with two technicians.',
    solution: [
      'One extender per display and a wall plate at the teacher desk in every classroom.',
      'A shared support plan with advance replacement for failed units.',
    ],
    results: ['Three-year warranty and advance replacement kept every room teaching.', 'One kit, one spares shelf.'],
    equipment: [
      ['Classroom', 'HDMI extender kit and wall plate'],
      ['Spares', 'Five kits held at the district office'],
    ],
  },
];

function caseStudyPdf(study: CaseStudy): Buffer {
  return renderPdf({ title: study.title, subject: study.challenge, kind: `Case study | ${study.sector}` }, (doc) => {
    heading(doc, 'The challenge');
    paragraph(doc, study.challenge);
    heading(doc, 'The solution');
    bullets(doc, study.solution);
    heading(doc, 'The results');
    bullets(doc, study.results);
    doc.addPage();
    heading(doc, 'Equipment');
    table(doc, study.equipment);
    heading(doc, 'Talk to us about your project');
    paragraph(
      doc,
      'Our sales engineers design systems like this one every week. Call 1-888-555-0142 or write through www.example-av.com/sales.',
    );
  });
}

interface CategoryRow {
  name: string;
  description: string;
  subcategories: string;
  products: number;
}

/** The product catalogue: one section per category, with its subcategories and product count. */
async function cataloguePdf(db: Db): Promise<Buffer> {
  const { rows: categories } = await sql<CategoryRow>`SELECT c.name, c.description,
      string_agg(s.name, ', ' ORDER BY s.id) AS subcategories,
      (SELECT count(*) FROM products p JOIN subcategories x ON x.id = p.subcategory_id WHERE x.category_id = c.id) AS products
    FROM categories c JOIN subcategories s ON s.category_id = c.id GROUP BY c.id ORDER BY c.name COLLATE "C"`.execute(
    db,
  );
  return renderPdf(
    { title: 'Product catalogue', subject: 'Professional AV connectivity', kind: 'Catalogue' },
    (doc) => {
      heading(doc, 'About this catalogue');
      paragraph(
        doc,
        'Cables, converters, extenders, splitters, switchers and matrix switchers for integrators and dealers. Dealer pricing and stock: sign in at www.example-av.com.',
      );
      table(
        doc,
        categories.map((category): [string, string] => [category.name, `${category.products} products`]),
      );
      for (const category of categories) {
        doc.addPage();
        heading(doc, category.name);
        paragraph(doc, category.description);
        bullets(doc, category.subcategories.split(', '));
      }
    },
  );
}

function write(uploadsDir: string, path: string, bytes: Buffer): void {
  const target = join(uploadsDir, path);
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, bytes);
}

/** Writes the content documents into the uploads folder. */
export async function seedDocuments(db: Db, uploadsDir: string): Promise<void> {
  for (const study of caseStudies) write(uploadsDir, study.path, caseStudyPdf(study));
  write(uploadsDir, 'catalog/avconnect-pro-catalog.pdf', await cataloguePdf(db));
}
