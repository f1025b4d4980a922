import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CvFontId } from '@hirelane/contract/cv-designs';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** The four cuts a document draws with: body text, emphasis, headings and names. */
export type FontCuts = { regular: string; italic: string; semibold: string; bold: string };

/** A family of embedded fonts, each cut a TrueType file inside an npm package. */
type FamilyFiles = Record<keyof FontCuts, () => string>;

const googleFamily = (pkg: string, file: string): FamilyFiles => {
  const cut = (weight: string) => () => path.join(packageDir(pkg), weight, `${file}_${weight}.ttf`);
  return {
    regular: cut('400Regular'),
    italic: cut('400Regular_Italic'),
    semibold: cut('600SemiBold'),
    bold: cut('700Bold'),
  };
};

const dejavu = (file: string) => () => path.join(packageDir('dejavu-fonts-ttf'), 'ttf', `${file}.ttf`);

/**
 * Every family a PDF may use. All of them cover æøå and Latin Extended-A (Sámi Ŧ and Ŋ included):
 * Inter for the sans, Noto Serif for the serif, Source Sans 3 for the humanist sans, and DejaVu
 * Sans for documents that are not CVs.
 */
export const FONT_FAMILIES: Record<CvFontId | 'document', FamilyFiles> = {
  sans: googleFamily('@expo-google-fonts/inter', 'Inter'),
  serif: googleFamily('@expo-google-fonts/noto-serif', 'NotoSerif'),
  humanist: googleFamily('@expo-google-fonts/source-sans-3', 'SourceSans3'),
  document: {
    regular: dejavu('DejaVuSans'),
    italic: dejavu('DejaVuSans-Oblique'),
    semibold: dejavu('DejaVuSans-Bold'),
    bold: dejavu('DejaVuSans-Bold'),
  },
};
export type FontFamilyId = keyof typeof FONT_FAMILIES;

/** Font files read once per process: a document embeds only the glyphs it uses. */
const bytes = new Map<string, Buffer>();
const fontBytes = (file: string): Buffer => {
  let data = bytes.get(file);
  if (!data) {
    data = fs.readFileSync(file);
    bytes.set(file, data);
  }
  return data;
};

/** The file behind each registered font name ("sans-bold"). */
const fileOfName = new Map<string, string>();

/** Registers a family's cuts on a document and returns the names to select them by. */
export const useFamily = (doc: PDFKit.PDFDocument, family: FontFamilyId): FontCuts => {
  const files = FONT_FAMILIES[family];
  const cuts = {} as FontCuts;
  for (const cut of ['regular', 'italic', 'semibold', 'bold'] as const) {
    const name = `${family}-${cut}`;
    const file = files[cut]();
    cuts[cut] = name;
    fileOfName.set(name, file);
    // pdfkit takes a parsed font as well as bytes: parsing once per process, not per document,
    // saves most of a CV's rendering time (each document still embeds its own subset).
    doc.registerFont(name, forDocument(fontOutlines(name)) as unknown as Buffer);
  }
  return cuts;
};

const outlines = new Map<string, fontkit.Font>();

type FontInternals = fontkit.Font & { _glyphs: object; _layoutEngine: object };

/**
 * A document's own view of a font parsed once: the decoded tables are shared, the glyph cache and
 * layout engine are the document's. fontkit keeps each glyph with the characters it was first met
 * for, and a glyph first met inside another (O inside Ø) has none, which would drop it from the
 * text a reader copies out of every later document that shared the cache.
 */
const forDocument = (shared: fontkit.Font): fontkit.Font => {
  const font = Object.create(shared) as FontInternals;
  font._glyphs = {};
  const Engine = Object.getPrototypeOf((shared as FontInternals)._layoutEngine).constructor as new (
    font: fontkit.Font,
  ) => object;
  Object.defineProperty(font, '_layoutEngine', { value: new Engine(font) });
  return font;
};

/** A registered font parsed (outlines, metrics, layout tables), once per process. */
export const fontOutlines = (name: string): fontkit.Font => {
  let font = outlines.get(name);
  if (!font) {
    const file = fileOfName.get(name);
    if (!file) throw new Error(`No font registered as ${name}`);
    const parsed = fontkit.create(fontBytes(file));
    // A .ttf holds one font; only .ttc/.dfont files are collections.
    if (!('layout' in parsed)) throw new Error(`${file} is a font collection, not a font`);
    font = parsed;
    outlines.set(name, font);
  }
  return font;
};
