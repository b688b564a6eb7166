import PDFDocument from 'pdfkit';

/**
 * Printed documents of the demo catalogue (datasheets, manuals, case studies), drawn with PDFKit:
 * a branded header band, sections of text, lists and tables, and "page n of m" on every page.
 */

export type Pdf = PDFKit.PDFDocument;

const BRAND = '#0b2545';
const ACCENT = '#0a62a8';
export const MUTED = '#4b5a69';
const LINE = '#d5dde5';
export const MARGIN = 54;
/** A fixed date keeps the files byte-for-byte the same on every seed (the seed is deterministic). */
const PRINTED = new Date(Date.UTC(2025, 5, 1));

export interface PdfMeta {
  title: string;
  subject: string;
  /** Small line above the title in the header band ("Datasheet", "Case study"). */
  kind: string;
}

/** Draws a document and returns its bytes; PDFKit writes them synchronously into its buffer. */
export function renderPdf(meta: PdfMeta, draw: (doc: Pdf) => void): Buffer {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 120, bottom: 72, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Author: 'AVConnect Pro',
      CreationDate: PRINTED,
      ModDate: PRINTED,
    },
  });
  doc.on('pageAdded', () => header(doc, meta));
  header(doc, meta);
  draw(doc);
  footers(doc);
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function header(doc: Pdf, meta: PdfMeta): void {
  const { width } = doc.page;
  doc.save().rect(0, 0, width, 92).fill(BRAND).restore();
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#cfe3f7')
    .text(meta.kind.toUpperCase(), MARGIN, 24, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#ffffff');
  doc.text(meta.title, MARGIN, 40, { width: width - 2 * MARGIN - 110, height: 44, ellipsis: true });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('AVConnect Pro', width - MARGIN - 100, 28, { width: 100, align: 'right' });
  doc.fillColor('#000000').font('Helvetica').fontSize(10);
  doc.x = MARGIN;
  doc.y = doc.page.margins.top;
}

function footers(doc: Pdf): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .save()
      .moveTo(MARGIN, height - 52)
      .lineTo(width - MARGIN, height - 52)
      .strokeColor(LINE)
      .stroke()
      .restore();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(
      'AVConnect Pro, 4850 W Sunset Rd, Suite 120, Las Vegas, NV 89118 | 1-888-555-0142 | www.example-av.com',
      MARGIN,
      height - 44,
      {
        width: width - 2 * MARGIN - 70,
        lineBreak: false,
      },
    );
    doc.text(`Page ${i + 1} of ${range.count}`, width - MARGIN - 70, height - 44, { width: 70, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

export function heading(doc: Pdf, text: string): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(text, MARGIN);
  const y = doc.y + 2;
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 40, y)
    .lineWidth(2)
    .strokeColor(ACCENT)
    .stroke()
    .restore();
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#1b2733');
}

export function paragraph(doc: Pdf, text: string): void {
  doc.font('Helvetica').fontSize(10).fillColor('#1b2733').text(text, MARGIN, doc.y, { align: 'left', lineGap: 2 });
  doc.moveDown(0.5);
}

export function bullets(doc: Pdf, items: readonly string[]): void {
  doc.font('Helvetica').fontSize(10).fillColor('#1b2733');
  doc.list([...items], MARGIN + 6, doc.y, { bulletRadius: 2, textIndent: 12, lineGap: 3 });
  doc.moveDown(0.5);
}

/** A two-column table of label and value, shaded on every other row. */
export function table(doc: Pdf, rows: readonly (readonly [string, string])[]): void {
  const width = doc.page.width - 2 * MARGIN;
  const labelWidth = width * 0.38;
  rows.forEach(([label, value], index) => {
    doc.font('Helvetica').fontSize(10);
    const height = Math.max(doc.heightOfString(value, { width: width - labelWidth - 16 }), 12) + 10;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    if (index % 2 === 0) doc.save().rect(MARGIN, y, width, height).fill('#f3f6f9').restore();
    doc
      .font('Helvetica-Bold')
      .fillColor(BRAND)
      .text(label, MARGIN + 8, y + 5, { width: labelWidth - 16 });
    doc
      .font('Helvetica')
      .fillColor('#1b2733')
      .text(value, MARGIN + labelWidth, y + 5, { width: width - labelWidth - 16 });
    doc.x = MARGIN;
    doc.y = y + height;
  });
  doc.moveDown(0.5);
}

/** A grey figure panel `height` points tall with a caption at its foot; `draw` fills it. */
export function figure(doc: Pdf, caption: string, height: number, draw: (box: { top: number; width: number }) => void) {
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.y;
  doc.save().roundedRect(MARGIN, top, width, height, 6).fill('#eef2f6').restore();
  draw({ top, width });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(caption, MARGIN, top + height - 20, { width, align: 'center' });
  doc.x = MARGIN;
  doc.y = top + height + 12;
}

/**
 * The picture area of page one: a studio-grey panel with the product's outline, where a real
 * deployment's product photo is placed.
 */
export function pictureArea(doc: Pdf, caption: string, outline: 'cable' | 'unit'): void {
  figure(doc, caption, 190, ({ top, width }) => {
    const cx = MARGIN + width / 2;
    const cy = top + 190 / 2 - 8;
    doc.save().lineWidth(3).strokeColor('#7d8894');
    if (outline === 'cable') {
      doc
        .moveTo(cx - 150, cy + 20)
        .bezierCurveTo(cx - 60, cy - 70, cx + 60, cy - 70, cx + 150, cy + 20)
        .stroke();
      doc.rect(cx - 180, cy + 12, 34, 20).fill('#2b3440');
      doc.rect(cx + 146, cy + 12, 34, 20).fill('#2b3440');
    } else {
      doc.roundedRect(cx - 150, cy - 40, 300, 80, 8).fillAndStroke('#dfe5ec', '#7d8894');
      for (let i = 0; i < 6; i++) doc.rect(cx - 120 + i * 42, cy - 10, 24, 16).fill('#2b3440');
      doc.circle(cx + 128, cy - 24, 4).fill('#36b37e');
    }
    doc.restore();
  });
}
