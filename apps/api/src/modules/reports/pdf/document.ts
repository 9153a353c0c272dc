import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { ReportRow } from '../types/definition.ts';
import { dailyDeliverySvg, dailySpendSvg } from './charts.ts';
import type { PdfFigures } from './figures.ts';
import { face, registerPdfFonts } from './fonts.ts';
import { NONE, type PdfFormat, pdfFormat } from './format.ts';
import type { PdfTexts } from './texts.ts';

/** When the PDF was written and how far its data is complete (docs/REPORTS.md#files). */
export type PdfStamp = { generatedAt: Date; completeThrough: Date | null };

// A4 in points: the page the console's PDF exports use (595.28 wide).
const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT = PAGE.width - 2 * MARGIN;
const FOOTER_SPACE = 28;
const ROW = 16;
const GREY = '#5c5f66';
const LINE = '#dee2e6';
const SHADE = '#f1f3f5';
const INK = '#1a1b1e';

type Column = {
  label: string;
  width: number;
  align: 'left' | 'right';
  value: (row: ReportRow) => string;
  /** Kept whole at the end of a value cut to fit (an object's `(#id)`). */
  suffix?: (row: ReportRow) => string;
};

/**
 * Writes a campaign's delivery report as a PDF (docs/REPORTS.md#pdf): a cover with who, when and
 * how complete, the key figures, the daily charts (ECharts' SVG drawn as vectors), then tables by
 * day, line item and creative that continue across pages with their header repeated, and "page n
 * of m" on every page. Answers the document as a stream; its bytes come once it is complete.
 */
export function writePdf(figures: PdfFigures, texts: PdfTexts, stamp: PdfStamp): PDFKit.PDFDocument {
  const format = pdfFormat(texts, figures.campaign.currency);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: `${texts.title}: ${figures.campaign.name}`,
      Subject: `${figures.startDate} – ${figures.endDate}`,
      CreationDate: stamp.generatedAt,
    },
  });
  registerPdfFonts(doc);
  cover(doc, figures, texts, format, stamp);
  keyFigures(doc, figures, texts, format);
  charts(doc, figures, texts, format);
  const metrics = metricColumns(texts, format);
  table(doc, texts.daily, texts, [dayColumn(texts, format), ...metrics], figures.days);
  table(
    doc,
    texts.byLineItem,
    texts,
    [nameColumn(texts.lineItem, 'line_item', 'line_item_id'), ...metrics],
    figures.lineItems,
  );
  table(
    doc,
    texts.byCreative,
    texts,
    [nameColumn(texts.creative, 'creative', 'creative_id'), ...metrics],
    figures.creatives,
  );
  footers(doc, figures, texts);
  doc.end();
  return doc;
}

const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/** A new page when `height` more points do not fit on this one. */
function ensureSpace(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** `text` cut with an ellipsis to `width` points in the current font. */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  face(doc, 'bold', text).fontSize(12).fillColor(INK).text(text, MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.4);
}

function cover(doc: PDFKit.PDFDocument, f: PdfFigures, texts: PdfTexts, format: PdfFormat, stamp: PdfStamp) {
  face(doc, 'bold', texts.title)
    .fontSize(20)
    .fillColor(INK)
    .text(texts.title, MARGIN, MARGIN, { width: CONTENT });
  face(doc, 'regular', f.campaign.name)
    .fontSize(14)
    .fillColor(GREY)
    .text(f.campaign.name, { width: CONTENT });
  doc.moveDown(0.8);
  const complete = stamp.completeThrough
    ? `${format.dateTime(stamp.completeThrough)} (${texts.laterMayChange})`
    : texts.completeThroughNone;
  const lines: [string, string][] = [
    [texts.campaign, `${f.campaign.name} (#${f.campaign.id})`],
    [texts.advertiser, `${f.advertiser.name} (#${f.advertiser.id})`],
    [texts.period, `${format.day(f.startDate)} – ${format.day(f.endDate)}`],
    [texts.timeZone, f.timeZone],
    [texts.generatedAt, format.dateTime(stamp.generatedAt)],
    [texts.completeThrough, complete],
  ];
  const labelWidth = 140;
  for (const [label, value] of lines) {
    const y = doc.y;
    face(doc, 'bold', label).fontSize(9).fillColor(GREY).text(label, MARGIN, y, { width: labelWidth });
    face(doc, 'regular', value)
      .fillColor(INK)
      .text(value, MARGIN + labelWidth, y, { width: CONTENT - labelWidth });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.3);
  const privacy = texts.privacy(f.privacyMinDevices);
  face(doc, 'oblique', privacy).fontSize(8).fillColor(GREY).text(privacy, MARGIN, doc.y, {
    width: CONTENT,
  });
  doc.moveDown(1.2);
}

/** The totals as boxes, four to a row. */
function keyFigures(doc: PDFKit.PDFDocument, f: PdfFigures, texts: PdfTexts, format: PdfFormat) {
  heading(doc, texts.keyFigures);
  const t = f.totals;
  const boxes: [string, string][] = [
    [texts.metrics.impressions, format.count(t.impressions)],
    [texts.metrics.clicks, format.count(t.clicks)],
    [texts.metrics.ctr, format.percent(t.ctr)],
    [texts.metrics.spend, format.money(t.spend)],
    [texts.metrics.cpm, format.money(t.cpm)],
    [texts.metrics.conversions, format.count(t.conversions)],
    [texts.metrics.unique_devices, format.devices(t.unique_devices)],
  ];
  const gap = 8;
  const width = (CONTENT - 3 * gap) / 4;
  const height = 48;
  const top = doc.y;
  boxes.forEach(([label, value], i) => {
    const x = MARGIN + (i % 4) * (width + gap);
    const y = top + Math.floor(i / 4) * (height + gap);
    doc.roundedRect(x, y, width, height, 4).fill(SHADE);
    face(doc, 'regular', label)
      .fontSize(8)
      .fillColor(GREY)
      .text(fit(doc, label, width - 16), x + 8, y + 8, {
        width: width - 16,
        lineBreak: false,
      });
    face(doc, 'bold', value).fontSize(14).fillColor(INK);
    doc.text(fit(doc, value, width - 16), x + 8, y + 24, { width: width - 16, lineBreak: false });
  });
  doc.x = MARGIN;
  doc.y = top + 2 * height + gap + 20;
}

function charts(doc: PDFKit.PDFDocument, f: PdfFigures, texts: PdfTexts, format: PdfFormat) {
  const size = { width: CONTENT, height: 165 };
  const draw = (title: string, svg: string) => {
    ensureSpace(doc, size.height + 30);
    heading(doc, title);
    SVGtoPDF(doc, svg, MARGIN, doc.y, { width: size.width, height: size.height, assumePt: true });
    doc.x = MARGIN;
    doc.y += size.height + 10;
  };
  draw(texts.dailyDelivery, dailyDeliverySvg(f.days, texts, size));
  draw(texts.dailySpend, dailySpendSvg(f.days, texts, format, size));
}

const FIGURE_WIDTH = 52;
const NAME_WIDTH = CONTENT - 7 * FIGURE_WIDTH;

function metricColumns(texts: PdfTexts, format: PdfFormat): Column[] {
  const figure = (label: string, value: (row: ReportRow) => string): Column => ({
    label,
    width: FIGURE_WIDTH,
    align: 'right',
    value,
  });
  return [
    figure(texts.metrics.impressions, (r) => format.count(r.impressions)),
    figure(texts.metrics.clicks, (r) => format.count(r.clicks)),
    figure(texts.metrics.ctr, (r) => format.percent(r.ctr)),
    figure(texts.metrics.spend, (r) => format.money(r.spend)),
    figure(texts.metrics.cpm, (r) => format.money(r.cpm)),
    figure(texts.metrics.conversions, (r) => format.count(r.conversions)),
    figure(texts.metrics.unique_devices, (r) => format.devices(r.unique_devices)),
  ];
}

const dayColumn = (texts: PdfTexts, format: PdfFormat): Column => ({
  label: texts.day,
  width: NAME_WIDTH,
  align: 'left',
  value: (row) => format.day(String(row.day)),
});

const nameColumn = (label: string, name: string, id: string): Column => ({
  label,
  width: NAME_WIDTH,
  align: 'left',
  value: (row) => String(row[name] ?? NONE),
  // An object the account does not name (a stray id) comes as `#id` already.
  suffix: (row) => (String(row[name]) === `#${row[id]}` ? '' : ` (#${row[id]})`),
});

/** The header row: labels wrap to two lines so long words of every language fit. */
function headerRow(doc: PDFKit.PDFDocument, columns: Column[]) {
  const height = 2 * ROW;
  const y = doc.y;
  doc.rect(MARGIN, y, CONTENT, height).fill(SHADE);
  doc.fillColor(INK);
  let x = MARGIN;
  for (const c of columns) {
    face(doc, 'bold', c.label);
    // A smaller size when one word of the label is wider than the column ("Conversiones").
    let size = 7.5;
    const longest = (s: number) =>
      Math.max(...c.label.split(' ').map((w) => doc.fontSize(s).widthOfString(w)));
    while (size > 5.5 && longest(size) > c.width - 6) size -= 0.5;
    doc
      .fontSize(size)
      .text(c.label, x + 3, y + 4, { width: c.width - 6, align: c.align, height: height - 4 });
    x += c.width;
  }
  doc.x = MARGIN;
  doc.y = y + height;
}

/**
 * A table that continues across pages: a row that does not fit starts a new page, which repeats
 * the title (marked as continued) and the header row.
 */
function table(
  doc: PDFKit.PDFDocument,
  title: string,
  texts: PdfTexts,
  columns: Column[],
  rows: ReportRow[],
) {
  ensureSpace(doc, 60 + 3 * ROW);
  doc.moveDown(0.6);
  heading(doc, title);
  if (rows.length === 0) {
    face(doc, 'regular', texts.noRows)
      .fontSize(9)
      .fillColor(GREY)
      .text(texts.noRows, MARGIN, doc.y, { width: CONTENT });
    doc.moveDown(1);
    return;
  }
  headerRow(doc, columns);
  rows.forEach((row, i) => {
    if (doc.y + ROW > bottom(doc)) {
      doc.addPage();
      heading(doc, `${title} ${texts.continued}`);
      headerRow(doc, columns);
    }
    const y = doc.y;
    if (i % 2 === 1) doc.rect(MARGIN, y, CONTENT, ROW).fill('#f8f9fa');
    doc.fontSize(8).fillColor(INK);
    let x = MARGIN;
    for (const c of columns) {
      const suffix = c.suffix?.(row) ?? '';
      face(doc, 'regular', c.value(row) + suffix);
      const value = fit(doc, c.value(row), c.width - 6 - doc.widthOfString(suffix)) + suffix;
      doc.text(value, x + 3, y + 4, { width: c.width - 6, align: c.align, lineBreak: false });
      x += c.width;
    }
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + CONTENT, y + ROW)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW;
  });
  doc.moveDown(1);
}

/** "Campaign — page n of m" at the foot of every page, written once the page count is known. */
function footers(doc: PDFKit.PDFDocument, f: PdfFigures, texts: PdfTexts) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    // Written inside the bottom margin: without this, pdfkit would start another page for it.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    face(doc, 'regular', f.campaign.name).fontSize(8).fillColor(GREY);
    doc.text(fit(doc, f.campaign.name, CONTENT / 2), MARGIN, y, { width: CONTENT / 2, lineBreak: false });
    const page = texts.page(i + 1, range.count);
    face(doc, 'regular', page).text(page, MARGIN + CONTENT / 2, y, {
      width: CONTENT / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
