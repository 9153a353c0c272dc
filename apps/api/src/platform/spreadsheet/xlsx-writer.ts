import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { type SafeCell, safeCell } from './cell.ts';

/**
 * An XLSX workbook written as a true stream: each worksheet's XML goes into a streaming zip
 * (yazl, deflated while written) row by row, so memory stays bounded whatever the number of rows
 * (docs/BENCHMARKS.md, report files). ExcelJS's streaming writer keeps every sheet's XML in
 * memory until the end. Cells are written as inline strings, numbers and booleans, every value
 * through `safeCell`; the only style is bold (for headers). Sheets are written one after the
 * other: opening a sheet closes the one before.
 */
export class XlsxStreamWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly piped: Promise<void>;
  private readonly failed: Promise<never>;
  private readonly sheets: string[] = [];
  private sheet: PassThrough | null = null;
  private rowNumber = 0;
  private buffered: string[] = [];
  private bufferedLength = 0;

  constructor(out: Writable) {
    this.piped = pipeline(this.zip.outputStream, out);
    // A failed or closed `out` ends a wait for room (`flush`) with its error; awaited in `end`.
    this.failed = new Promise<never>((_, reject) => {
      this.piped.catch(reject);
    });
    this.failed.catch(() => undefined);
    // The default content type for `.xml` is a worksheet, so the sheets need no entry of their own.
    this.zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
    this.zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels');
    this.zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml');
  }

  /** Starts the next worksheet, with these column widths (in characters). */
  async addSheet(name: string, widths: number[]): Promise<void> {
    await this.closeSheet();
    this.sheets.push(name);
    this.sheet = new PassThrough();
    this.zip.addReadStream(this.sheet, `xl/worksheets/sheet${this.sheets.length}.xml`);
    this.rowNumber = 0;
    const cols = widths
      .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
      .join('');
    this.push(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        (cols ? `<cols>${cols}</cols>` : '') +
        '<sheetData>',
    );
  }

  /** Adds a row to the current sheet (an empty row leaves a blank line). Waits while the zip is behind. */
  async addRow(values: readonly unknown[], bold = false): Promise<void> {
    if (!this.sheet) throw new Error('addRow before addSheet');
    const r = ++this.rowNumber;
    let cells = '';
    values.forEach((value, i) => {
      cells += cellXml(`${columnName(i)}${r}`, safeCell(value), bold);
    });
    if (cells) this.push(`<row r="${r}">${cells}</row>`);
    if (this.bufferedLength >= 64 * 1024) await this.flush();
  }

  /** Closes the last sheet, writes the workbook parts and waits until the whole file is in `out`. */
  async end(): Promise<void> {
    await this.closeSheet();
    const sheets = this.sheets
      .map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('');
    const rels = this.sheets
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join('');
    const stylesRel = `<Relationship Id="rId${this.sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>`;
    this.zip.addBuffer(
      Buffer.from(
        `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${sheets}</sheets></workbook>`,
      ),
      'xl/workbook.xml',
    );
    this.zip.addBuffer(
      Buffer.from(`${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">${rels}${stylesRel}</Relationships>`),
      'xl/_rels/workbook.xml.rels',
    );
    this.zip.end();
    await this.piped;
  }

  /** Stops writing after a failure: `out` is destroyed with `error`. */
  destroy(error: Error): void {
    // Without the error: yazl does not listen for a sheet stream's errors; the zip carries it.
    this.sheet?.destroy();
    (this.zip.outputStream as Readable).destroy(error);
  }

  private push(xml: string) {
    this.buffered.push(xml);
    this.bufferedLength += xml.length;
  }

  private async flush() {
    const sheet = this.sheet!;
    const ok = sheet.write(this.buffered.join(''));
    this.buffered = [];
    this.bufferedLength = 0;
    if (!ok) await Promise.race([once(sheet, 'drain'), this.failed]);
  }

  private async closeSheet() {
    if (!this.sheet) return;
    this.push('</sheetData></worksheet>');
    await this.flush();
    const sheet = this.sheet;
    this.sheet = null;
    sheet.end();
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  `<Default Extension="xml" ContentType="${CT}.worksheet+xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/>` +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

// Style 0 the default, style 1 bold.
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** `A`, `B`, … `Z`, `AA`, … for a 0-based column. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// Control characters XML 1.0 cannot carry (all but tab, line feed, carriage return) are dropped,
// as ExcelJS drops them; a lone surrogate becomes U+FFFD.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const NOT_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** One cell's XML; nothing for an empty one. */
function cellXml(ref: string, value: SafeCell, bold: boolean): string {
  const style = bold ? ' s="1"' : '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${style}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = String(value);
  if (text === '') return '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}
