import path from 'node:path';
import { fixtureSet } from '../manifest.ts';
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

export const wildSet = fixtureSet<WildManifestEntry>(path.join(WILD_DIR, 'files'));
