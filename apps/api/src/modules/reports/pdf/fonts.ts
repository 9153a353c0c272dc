import { createRequire } from 'node:module';

/**
 * The PDF's fonts (docs/REPORTS.md#pdf). pdfkit's standard Helvetica encodes WinAnsi alone, so
 * names such as "Łódź", "İstanbul" or "Москва" lost their letters; a text it cannot encode is
 * drawn in DejaVu Sans Condensed instead, embedded with only the glyphs used (it covers the Latin,
 * Greek and Cyrillic alphabets whole; not Chinese, Japanese or Korean). Every other text stays in
 * Helvetica: laying out text in an embedded font costs several times more (its shaping tables are
 * read again for each document), which a 20-page table of figures cannot afford. The condensed cut
 * keeps close to Helvetica's widths, so a name in either fits its column alike.
 */
type Weight = 'regular' | 'bold' | 'oblique';

const STANDARD: Record<Weight, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  oblique: 'Helvetica-Oblique',
};
const EMBEDDED: Record<Weight, string> = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  oblique: 'DejaVuSansCondensed-Oblique.ttf',
};

// Windows-1252's letters and signs beyond Latin-1, which the standard fonts also encode.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether the standard fonts can draw every character of `text`. */
export function isWinAnsi(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (!(c === 10 || (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch)))
      return false;
  }
  return true;
}

const require = createRequire(import.meta.url);
const embeddedName = (weight: Weight) => `Unicode-${weight}`;

/** Registers the embedded faces; pdfkit reads a file only when a text first needs it. */
export function registerPdfFonts(doc: PDFKit.PDFDocument) {
  for (const weight of Object.keys(EMBEDDED) as Weight[])
    doc.registerFont(embeddedName(weight), require.resolve(`dejavu-fonts-ttf/ttf/${EMBEDDED[weight]}`));
}

/** Sets the font `text` is drawn in at `weight` (measure it after this): `face(doc, 'bold', name).text(name)`. */
export const face = (doc: PDFKit.PDFDocument, weight: Weight, text: string) =>
  doc.font(isWinAnsi(text) ? STANDARD[weight] : embeddedName(weight));
