import fs from 'node:fs';
import path from 'node:path';
import type { ParsedCv } from '@hirelane/contract/cv-import';
import type { Lang, Tool } from './model.ts';

/** Where the set lives: files/ (documents, expected JSON, manifest) and sources/ (LaTeX). */
export const WILD_DIR = import.meta.dirname;

/** A line of files/manifest.json. */
export type WildManifestEntry = {
  id: string;
  file: string;
  format: 'pdf' | 'docx';
  /** The same as `tool` (the name the shared summary groups by). */
  layout: Tool;
  tool: Tool;
  language: Lang;
  /** Never used to tune the parser: reported only in aggregate. */
  heldOut: boolean;
  /** Pages of a PDF (null for DOCX). */
  pages: number | null;
};

const filesDir = path.join(WILD_DIR, 'files');

export const readWildManifest = (): WildManifestEntry[] =>
  JSON.parse(fs.readFileSync(path.join(filesDir, 'manifest.json'), 'utf8')) as WildManifestEntry[];

export const readWildExpected = (id: string): ParsedCv =>
  JSON.parse(fs.readFileSync(path.join(filesDir, `${id}.expected.json`), 'utf8')) as ParsedCv;

export const readWildDocument = (entry: WildManifestEntry): Buffer =>
  fs.readFileSync(path.join(filesDir, entry.file));
