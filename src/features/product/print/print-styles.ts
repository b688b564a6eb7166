/**
 * The product sheet's own stylesheet: one clean document on A4 or Letter (the margins fit both),
 * black on white, images within the page width, and no section split across a page break when it
 * fits on one page.
 */
export const PRINT_STYLES = `
@page { margin: 14mm 12mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: 10.5pt/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #111; background: #fff; }
h1 { font-size: 18pt; margin: 10pt 0 2pt; }
h2 { font-size: 12.5pt; margin: 0 0 6pt; padding-bottom: 3pt; border-bottom: 1.5pt solid #0b2545; color: #0b2545; }
h3 { font-size: 10.5pt; margin: 8pt 0 3pt; }
img { max-width: 100%; height: auto; }
table { width: 100%; border-collapse: collapse; }
th, td { border: 0.75pt solid #bbb; padding: 3pt 5pt; text-align: left; vertical-align: top; }
a { color: inherit; text-decoration: none; }
.sheet-header { display: flex; justify-content: space-between; align-items: center; gap: 12pt; padding-bottom: 8pt; border-bottom: 2pt solid #0b2545; }
.sheet-brand { font-size: 15pt; color: #0b2545; }
.sheet-qr { width: 28mm; height: 28mm; }
.sheet-subtitle { margin: 0; font-size: 11.5pt; color: #333; }
.sheet-codes { margin: 4pt 0 10pt; color: #333; word-break: break-all; }
.sheet-images { display: flex; flex-wrap: wrap; gap: 8pt; margin-bottom: 10pt; }
.sheet-images img { width: calc((100% - 16pt) / 3); max-height: 55mm; object-fit: contain; border: 0.75pt solid #ccc; }
.sheet-section { margin: 0 0 12pt; break-inside: avoid-page; }
.sheet-drawing { display: block; max-height: 120mm; margin: 0 auto 8pt; }
.sheet-links { margin: 0; padding-left: 14pt; }
.sheet-links span { color: #444; font-size: 9pt; word-break: break-all; }
.sheet-faq { break-inside: avoid; }
.sheet-footer { margin-top: 16pt; padding-top: 6pt; border-top: 1pt solid #999; font-size: 9pt; color: #333; text-align: center; break-inside: avoid; }
.sheet-footer p { margin: 1pt 0; }
`;
