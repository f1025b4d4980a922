import fs from 'node:fs';
import path from 'node:path';
import type { ParsedCv } from '@hirelane/contract/cv-import';

/** Where the generated documents, their expected JSON and the manifest live. */
export const FILES_DIR = path.join(import.meta.dirname, 'files');

/** A line of files/manifest.json. */
export type ManifestEntry = {
  id: string;
  file: string;
  format: 'pdf' | 'docx';
  layout: string;
  language: 'en' | 'no';
  heldOut: boolean;
  /** Pages of a PDF (null for DOCX, whose pages Word decides). */
  pages: number | null;
};

export const readManifest = (): ManifestEntry[] =>
  JSON.parse(fs.readFileSync(path.join(FILES_DIR, 'manifest.json'), 'utf8')) as ManifestEntry[];

export const readExpected = (id: string): ParsedCv =>
  JSON.parse(fs.readFileSync(path.join(FILES_DIR, `${id}.expected.json`), 'utf8')) as ParsedCv;

export const readDocument = (entry: ManifestEntry): Buffer =>
  fs.readFileSync(path.join(FILES_DIR, entry.file));
