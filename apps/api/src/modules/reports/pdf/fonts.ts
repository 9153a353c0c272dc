import { createRequire } from 'node:module';

/**
 * The PDF's fonts (docs/REPORTS.md#pdf): DejaVu Sans Condensed, embedded (pdfkit keeps only the
 * glyphs a document uses). pdfkit's standard Helvetica covers Latin-1 alone, so names such as
 * "Łódź", "İstanbul" or "Москва" lost their letters; DejaVu covers the Latin, Greek and Cyrillic
 * alphabets whole (not Chinese, Japanese or Korean). The condensed cut keeps close to Helvetica's
 * widths, so figures still fit their columns.
 */
export const PDF_FONT = { regular: 'Beacon', bold: 'Beacon-Bold', oblique: 'Beacon-Italic' } as const;

const FILES: Record<keyof typeof PDF_FONT, string> = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  oblique: 'DejaVuSansCondensed-Oblique.ttf',
};

const require = createRequire(import.meta.url);

/** Where a face's file is, in the `dejavu-fonts-ttf` package. */
export const pdfFontFile = (face: keyof typeof PDF_FONT) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${FILES[face]}`);

/**
 * Registers the faces under `PDF_FONT`'s names; svg-to-pdfkit finds `Beacon-Bold` and
 * `Beacon-Italic` by those suffixes when a chart asks for the `Beacon` family.
 */
export function registerPdfFonts(doc: PDFKit.PDFDocument) {
  for (const face of Object.keys(PDF_FONT) as (keyof typeof PDF_FONT)[])
    doc.registerFont(PDF_FONT[face], pdfFontFile(face));
}
