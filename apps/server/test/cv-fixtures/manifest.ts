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

/** What every set's manifest says of a document. */
export type SetEntry = { id: string; file: string; format: 'pdf' | 'docx' };

/** A set of documents in `dir`: its manifest.json, each document, and the CV each should read as. */
export const fixtureSet = <Entry extends SetEntry>(dir: string) => ({
  manifest: (): Entry[] => JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Entry[],
  expected: (id: string): ParsedCv =>
    JSON.parse(fs.readFileSync(path.join(dir, `${id}.expected.json`), 'utf8')) as ParsedCv,
  document: (entry: Entry): Buffer => fs.readFileSync(path.join(dir, entry.file)),
});

export type FixtureSet<Entry extends SetEntry> = ReturnType<typeof fixtureSet<Entry>>;

/** The generated documents. */
export const generatedSet = fixtureSet<ManifestEntry>(FILES_DIR);
