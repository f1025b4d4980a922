import { zipSync } from 'fflate';

/**
 * A small WordprocessingML writer: paragraphs with runs, tab stops, bullets, and one-row tables,
 * the parts a word processor writes for a CV. Written by hand rather than with a library so the
 * documents carry the markup Word and Google Docs write (explicit fonts, styles, tab stops).
 */
export type Run = {
  text: string;
  bold?: boolean;
  italic?: boolean;
  caps?: boolean;
  /** Half-points (22 = 11 pt). */
  size?: number;
  color?: string;
  font?: string;
  /** Relationship id of a hyperlink around the run. */
  link?: string;
};

export type Paragraph = {
  runs: (Run | string)[];
  style?: string;
  bullet?: boolean;
  /** Tab stops in twentieths of a point. */
  tabs?: { pos: number; align: 'left' | 'right' }[];
  align?: 'center' | 'right';
  /** A rule under the paragraph (a section title). */
  rule?: boolean;
  after?: number;
  before?: number;
};

export type Cell = { width: number; shade?: string; content: Paragraph[] };
export type Block = Paragraph | { cells: Cell[] };

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const runXml = (run: Run | string, font?: string): string => {
  const r = typeof run === 'string' ? { text: run } : run;
  const props = [
    (r.font ?? font)
      ? `<w:rFonts w:ascii="${r.font ?? font}" w:hAnsi="${r.font ?? font}" w:cs="${r.font ?? font}"/>`
      : '',
    r.bold ? '<w:b/><w:bCs/>' : '',
    r.italic ? '<w:i/><w:iCs/>' : '',
    r.caps ? '<w:caps/>' : '',
    r.color ? `<w:color w:val="${r.color}"/>` : '',
    r.size ? `<w:sz w:val="${r.size}"/><w:szCs w:val="${r.size}"/>` : '',
  ].join('');
  const body = r.text
    .split(/(\t|\n)/)
    .map((part) =>
      part === '\t'
        ? '<w:tab/>'
        : part === '\n'
          ? '<w:br/>'
          : part
            ? `<w:t xml:space="preserve">${esc(part)}</w:t>`
            : '',
    )
    .join('');
  const xml = `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}${body}</w:r>`;
  return r.link ? `<w:hyperlink r:id="${r.link}" w:history="1">${xml}</w:hyperlink>` : xml;
};

const paragraphXml = (p: Paragraph, font?: string): string => {
  const props = [
    p.style ? `<w:pStyle w:val="${p.style}"/>` : '',
    p.bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : '',
    p.rule ? '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="808080"/></w:pBdr>' : '',
    p.tabs
      ? `<w:tabs>${p.tabs.map((t) => `<w:tab w:val="${t.align}" w:pos="${t.pos}"/>`).join('')}</w:tabs>`
      : '',
    p.after !== undefined || p.before !== undefined
      ? `<w:spacing w:before="${p.before ?? 0}" w:after="${p.after ?? 0}"/>`
      : '',
    p.align ? `<w:jc w:val="${p.align}"/>` : '',
  ].join('');
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${p.runs.map((r) => runXml(r, font)).join('')}</w:p>`;
};

const tableXml = (cells: Cell[], font?: string): string => {
  const none = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="nil"/>`)
    .join('');
  return [
    '<w:tbl>',
    `<w:tblPr><w:tblW w:w="${cells.reduce((s, c) => s + c.width, 0)}" w:type="dxa"/><w:tblBorders>${none}</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="170" w:type="dxa"/><w:right w:w="170" w:type="dxa"/></w:tblCellMar><w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr>`,
    `<w:tblGrid>${cells.map((c) => `<w:gridCol w:w="${c.width}"/>`).join('')}</w:tblGrid>`,
    '<w:tr>',
    ...cells.map(
      (c) =>
        `<w:tc><w:tcPr><w:tcW w:w="${c.width}" w:type="dxa"/>${c.shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${c.shade}"/>` : ''}</w:tcPr>${c.content.map((p) => paragraphXml(p, font)).join('')}</w:tc>`,
    ),
    '</w:tr>',
    '</w:tbl>',
  ].join('');
};

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

const style = (id: string, name: string, rPr: string, pPr = '', basedOn = 'Normal') =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="${basedOn}"/><w:next w:val="Normal"/><w:qFormat/><w:pPr>${pPr}</w:pPr><w:rPr>${rPr}</w:rPr></w:style>`;

const stylesXml = (font: string, accent: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${NS}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:cs="${font}"/><w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${style('Title', 'Title', `<w:sz w:val="52"/><w:color w:val="${accent}"/>`, '<w:spacing w:after="60"/>')}${style('Subtitle', 'Subtitle', '<w:sz w:val="26"/><w:color w:val="666666"/>', '<w:spacing w:after="120"/>')}${style('Heading1', 'heading 1', `<w:b/><w:caps/><w:sz w:val="26"/><w:color w:val="${accent}"/>`, '<w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="0"/>')}${style('Heading2', 'heading 2', '<w:b/><w:sz w:val="23"/>', '<w:keepNext/><w:spacing w:before="160" w:after="20"/><w:outlineLvl w:val="1"/>')}${style('Heading3', 'heading 3', '<w:sz w:val="18"/><w:color w:val="666666"/>', '<w:keepNext/><w:spacing w:before="20" w:after="60"/><w:outlineLvl w:val="2"/>')}${style('ListParagraph', 'List Paragraph', '', '<w:ind w:left="720"/><w:contextualSpacing/>')}</w:styles>`;

const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering ${NS}><w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="●"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="240"/></w:pPr><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/><w:sz w:val="16"/></w:rPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

const rel = (id: string, type: string, target: string, external = false) =>
  `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${esc(target)}"${external ? ' TargetMode="External"' : ''}/>`;

/** The time written into every document (its properties and zip entries), so rebuilding changes nothing. */
const FIXED = '2026-01-01T00:00:00Z';

export type DocxOptions = {
  title: string;
  author: string;
  /** The application that "saved" it, as docProps/app.xml tells. */
  application: string;
  font: string;
  accent: string;
  /** Hyperlinks: relationship id → URL. */
  links?: Record<string, string>;
  /** A4 with these side margins (twips). */
  margin?: number;
};

/** A .docx package with the body blocks. */
export const docx = (blocks: Block[], o: DocxOptions): Uint8Array => {
  const margin = o.margin ?? 1134;
  const body = blocks
    .map((b) => ('cells' in b ? `${tableXml(b.cells, o.font)}<w:p/>` : paragraphXml(b, o.font)))
    .join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${NS}><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="${margin}" w:bottom="1134" w:left="${margin}" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const text = (value: string) => new TextEncoder().encode(value);
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': text(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
    ),
    '_rels/.rels': text(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('rId1', 'officeDocument', 'word/document.xml')}<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>${rel('rId3', 'extended-properties', 'docProps/app.xml')}</Relationships>`,
    ),
    'word/_rels/document.xml.rels': text(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('rIdStyles', 'styles', 'styles.xml')}${rel('rIdNumbering', 'numbering', 'numbering.xml')}${Object.entries(
        o.links ?? {},
      )
        .map(([id, url]) => rel(id, 'hyperlink', url, true))
        .join('')}</Relationships>`,
    ),
    'word/document.xml': text(document),
    'word/styles.xml': text(stylesXml(o.font, o.accent)),
    'word/numbering.xml': text(NUMBERING),
    'docProps/core.xml': text(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${esc(o.title)}</dc:title><dc:creator>${esc(o.author)}</dc:creator><cp:lastModifiedBy>${esc(o.author)}</cp:lastModifiedBy><cp:revision>3</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">${FIXED}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${FIXED}</dcterms:modified></cp:coreProperties>`,
    ),
    'docProps/app.xml': text(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>${esc(o.application)}</Application></Properties>`,
    ),
  };
  const mtime = new Date(FIXED);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, [data, { mtime }]])), {
    level: 9,
  });
};
