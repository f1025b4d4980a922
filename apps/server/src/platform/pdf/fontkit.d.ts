/** The little of fontkit the PDF kit uses: a font's glyph outlines laid out along a line. */
declare module 'fontkit' {
  export type Path = {
    scale(x: number, y: number): Path;
    translate(x: number, y: number): Path;
    toSVG(): string;
  };
  export type Glyph = { path: Path };
  export type GlyphPosition = { xAdvance: number; xOffset: number; yOffset: number };
  export type Font = {
    unitsPerEm: number;
    ascent: number;
    layout(text: string): { glyphs: Glyph[]; positions: GlyphPosition[] };
  };
  export function create(data: Buffer): Font;
}
