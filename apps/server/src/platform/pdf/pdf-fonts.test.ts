import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPdfDocument } from './pdf-document.ts';
import { fontOutlines } from './pdf-fonts.ts';

const require = createRequire(import.meta.url);
const serverPackage = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8'),
) as { dependencies: Record<string, string> };

// pdf-fonts.ts gives each document its own glyph cache and layout engine over a font parsed once,
// through fontkit's private `_glyphs` and `_layoutEngine`; fontkit is pinned to an exact version
// so an update is a deliberate change that this test checks.
describe('fontkit internals a document font view relies on', () => {
  it('is pinned to one exact version, the one installed', () => {
    const pinned = serverPackage.dependencies.fontkit;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = JSON.parse(
      fs.readFileSync(path.join(path.dirname(require.resolve('fontkit')), '../package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toBe(pinned);
  });

  it('keeps a glyph cache and a layout engine that can be made for another font view', () => {
    const { fonts } = createPdfDocument({ title: 'Fonts', author: 'Test', language: 'en', paper: 'a4' });
    const font = fontOutlines(fonts.regular) as unknown as { _glyphs: unknown; _layoutEngine: unknown };
    expect(font._glyphs).toBeTypeOf('object');
    expect(font._layoutEngine).toBeTypeOf('object');
    const Engine = Object.getPrototypeOf(font._layoutEngine).constructor as new (font: unknown) => object;
    expect(new Engine(Object.create(font as object))).toBeTypeOf('object');
  });
});
