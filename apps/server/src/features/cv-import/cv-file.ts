import { CV_IMPORT_MAX_BYTES, CV_IMPORT_TYPES } from '@hirelane/contract/constants';
import { unzipSync } from 'fflate';
import { AppError } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { CvFile } from './offline/parse-cv.ts';

const CFB = 'application/x-cfb';

/** What readFilePart accepts: PDF, DOCX, and Office's old container (to say why it cannot be read). */
export const CV_UPLOAD = {
  maxFileBytes: CV_IMPORT_MAX_BYTES,
  accepted: { ...CV_IMPORT_TYPES, [CFB]: 'doc' } as Record<string, string>,
  acceptedLabel: 'a PDF or a Word (.docx) file',
};

/** A real CV's DOCX unpacks to a few megabytes; more, or thousands of parts, is a zip bomb. */
const DOCX_MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
const DOCX_MAX_RATIO = 100;
const DOCX_MAX_ENTRIES = 2000;

export const unreadable = (message: string) => new AppError('FILE_UNREADABLE', message);

const checkDocxArchive = (data: Buffer) => {
  let unpacked = 0;
  let entries = 0;
  let hasDocument = false;
  try {
    // The filter sees each entry's declared sizes and keeps none, so nothing is inflated here.
    unzipSync(data, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        entries += 1;
        if (entry.name === 'word/document.xml') hasDocument = true;
        return false;
      },
    });
  } catch {
    throw unreadable('This Word file is damaged and cannot be read. Save it again as .docx or PDF.');
  }
  if (
    entries > DOCX_MAX_ENTRIES ||
    unpacked > DOCX_MAX_UNPACKED_BYTES ||
    unpacked > data.length * DOCX_MAX_RATIO
  )
    throw unreadable('This Word file unpacks to far more data than a CV holds, so it is not read.');
  if (!hasDocument) throw unreadable('This file is not a Word document. Upload a PDF or a .docx file.');
};

/** The upload as a CV file to read, after the checks its bytes call for. */
export const cvFileOf = (file: UploadedFile): CvFile => {
  if (file.mimeType === CFB)
    throw unreadable(
      'This document is password-protected or an old Word (.doc) file. Save it as a PDF or .docx without a password and try again.',
    );
  if (file.mimeType === 'application/pdf') return { data: file.data, kind: 'pdf' };
  checkDocxArchive(file.data);
  return { data: file.data, kind: 'docx' };
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
