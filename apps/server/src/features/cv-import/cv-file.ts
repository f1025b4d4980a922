import { CV_IMPORT_MAX_BYTES, CV_IMPORT_TYPES } from '@hirelane/contract/constants';
import { unzipSync } from 'fflate';
import { AppError } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import { holdsNul } from '../../platform/http/nul-guard.ts';
import type { CvFile } from './offline/parse-cv.ts';
import { fromJsonResume, isJsonResume } from './open-formats/json-resume.ts';
import {
  fromLinkedInExport,
  isLinkedInCvFile,
  LINKEDIN_FILES,
  linkedInFileOf,
} from './open-formats/linkedin-export.ts';
import type { OpenCv } from './open-formats/open-cv.ts';

const CFB = 'application/x-cfb';
const ZIP = 'application/zip';
const JSON_TYPE = 'application/json';

/** Text that opens like a JSON object or list (after a byte-order mark and white space) is taken as JSON. */
const recogniseJson = (data: Buffer) =>
  /^\uFEFF?\s*[{[]/.test(data.subarray(0, 64).toString('utf8'))
    ? { mime: JSON_TYPE, extension: 'json' }
    : undefined;

/**
 * What readFilePart accepts: PDF, DOCX, a JSON Resume, LinkedIn's data export (a ZIP), and
 * Office's old container (to say why it cannot be read).
 */
export const CV_UPLOAD = {
  maxFileBytes: CV_IMPORT_MAX_BYTES,
  accepted: { ...CV_IMPORT_TYPES, [CFB]: 'doc', [ZIP]: 'zip', [JSON_TYPE]: 'json' } as Record<string, string>,
  acceptedLabel: 'a PDF, a Word (.docx) file, a JSON Resume (.json) or a LinkedIn data export (.zip)',
  recognise: recogniseJson,
};

/** A real CV's DOCX unpacks to a few megabytes; more, or thousands of parts, is a zip bomb. */
const ZIP_MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
const ZIP_MAX_RATIO = 100;
const ZIP_MAX_ENTRIES = 2000;

/** A JSON Resume is a few kilobytes: more than this, or nested deeper, is not one. */
export const JSON_RESUME_MAX_BYTES = 1024 * 1024;
export const JSON_RESUME_MAX_DEPTH = 10;

export const unreadable = (message: string) => new AppError('FILE_UNREADABLE', message);

/**
 * The names of a ZIP's entries, refused when it is damaged or unpacks to more than a CV's files
 * could (the zip-bomb limits). The filter sees each entry's declared sizes and keeps none, so
 * nothing is inflated here.
 */
const archiveNames = (data: Buffer, what: string): string[] => {
  let unpacked = 0;
  const names: string[] = [];
  try {
    unzipSync(data, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    throw unreadable(
      what === 'docx'
        ? 'This Word file is damaged and cannot be read. Save it again as .docx or PDF.'
        : 'This ZIP file is damaged and cannot be read. Download your data from LinkedIn again.',
    );
  }
  if (
    names.length > ZIP_MAX_ENTRIES ||
    unpacked > ZIP_MAX_UNPACKED_BYTES ||
    unpacked > data.length * ZIP_MAX_RATIO
  )
    throw unreadable(
      what === 'docx'
        ? 'This Word file unpacks to far more data than a CV holds, so it is not read.'
        : 'This ZIP file unpacks to far more data than a CV holds, so it is not read.',
    );
  return names;
};

const checkDocxArchive = (data: Buffer) => {
  if (!archiveNames(data, 'docx').includes('word/document.xml'))
    throw unreadable('This file is not a Word document. Upload a PDF or a .docx file.');
};

/** LinkedIn's data export: only its CV files are inflated, once the archive passed the limits. */
const readLinkedInExport = (data: Buffer): OpenCv => {
  if (!archiveNames(data, 'zip').some(isLinkedInCvFile))
    throw unreadable(
      `This ZIP file is not a LinkedIn data export: it holds none of ${LINKEDIN_FILES.join(', ')}.`,
    );
  const entries = unzipSync(data, { filter: (entry) => linkedInFileOf(entry.name) !== undefined });
  const files: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(entries)) {
    const file = linkedInFileOf(name);
    if (file) files[file] = new TextDecoder().decode(bytes);
  }
  return fromLinkedInExport(files);
};

/** How deep a JSON text nests its objects and arrays (strings skipped), without parsing it. */
const nestingDepth = (text: string): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth -= 1;
  }
  return deepest;
};

const readJsonResume = (data: Buffer): OpenCv => {
  if (data.length > JSON_RESUME_MAX_BYTES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'This JSON file is larger than 1 MB, far more than a résumé holds, so it is not read.',
      { fields: { file: 'Choose a JSON Resume of at most 1 MB' } },
    );
  const text = new TextDecoder().decode(data).replace(/^\uFEFF/, '');
  if (nestingDepth(text) > JSON_RESUME_MAX_DEPTH)
    throw unreadable(
      `This JSON file nests more than ${JSON_RESUME_MAX_DEPTH} levels deep, which a résumé never does, so it is not read.`,
    );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unreadable('This file is not valid JSON. Export your JSON Resume again and try again.');
  }
  if (holdsNul(json) || !isJsonResume(json))
    throw unreadable(
      'This JSON file is not a JSON Resume: it has no "basics", "work", "education" or other résumé sections.',
    );
  return fromJsonResume(json);
};

/** What an upload holds: a document to read, or a CV already in sections (an open format). */
export type CvUpload = { kind: 'document'; file: CvFile } | { kind: 'sections'; sections: OpenCv };

/** The upload as a CV to read, after the checks its bytes call for. */
export const cvFileOf = (file: UploadedFile): CvUpload => {
  if (file.mimeType === CFB)
    throw unreadable(
      'This document is password-protected or an old Word (.doc) file. Save it as a PDF or .docx without a password and try again.',
    );
  if (file.mimeType === 'application/pdf')
    return { kind: 'document', file: { data: file.data, kind: 'pdf' } };
  if (file.mimeType === JSON_TYPE) return { kind: 'sections', sections: readJsonResume(file.data) };
  if (file.mimeType === ZIP) return { kind: 'sections', sections: readLinkedInExport(file.data) };
  checkDocxArchive(file.data);
  return { kind: 'document', file: { data: file.data, kind: 'docx' } };
};

/** Errors of the document readers (pdf.js, mammoth) as answers a person understands. */
export const readingError = (error: unknown): AppError => {
  const name = (error as { name?: string }).name ?? '';
  if (name === 'PasswordException')
    return unreadable('This PDF is password-protected. Save a copy without a password and try again.');
  return unreadable(
    'This file is damaged or not a CV we can read. Save it again as PDF or .docx and try again.',
  );
};
