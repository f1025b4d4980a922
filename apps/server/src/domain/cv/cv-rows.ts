import {
  type Certification,
  certification,
  type certificationInput,
  type Education,
  type Experience,
  education,
  type educationInput,
  experience,
  type experienceInput,
} from '@hirelane/contract/cv';
import type { SelectQueryBuilder, SimplifyResult, Updateable } from 'kysely';
import type { z } from 'zod';
import type { CamelDatabase, CamelDb } from '../../platform/db/camel-case.ts';
import { read } from '../../platform/db/dialect.ts';
import type { KeptUpload } from '../../platform/http/multipart.ts';
import type { CvSectionTable } from './section-order.ts';

/**
 * The CV sections' tables as the CV builder, the import and every reader of a whole CV use them
 * (through `camelCaseDb`): the columns come back under the contract's names, and only what differs
 * between the databases, or what the contract does not show, is read here.
 */

/** Inputs as the contract's parse returns them: defaults filled, empty texts null. */
export type ExperienceFields = z.output<typeof experienceInput>;
export type EducationFields = z.output<typeof educationInput>;
export type CertificationFields = z.output<typeof certificationInput>;

type OwnedColumn = 'id' | 'userId' | 'createdAt' | 'updatedAt';
/** What a write of an entry sets: its own columns, never its id, owner or timestamps. */
type EntryColumns<T extends CvSectionTable> = Omit<Updateable<CamelDatabase[T]>, OwnedColumn>;

/** One section's table: how its entries are selected and read, and what a write of them sets. */
export type CvSection<T extends CvSectionTable, Row, Fields, Entry> = {
  table: T;
  /** Its entries' columns, named as `entry` takes them (the caller adds the owner and order). */
  select: (db: CamelDb) => SelectQueryBuilder<CamelDatabase, T, Row>;
  /** A selected row (as Kysely types it) as the domain's entry. */
  entry: (row: SimplifyResult<Row>) => Entry;
  columns: (fields: Fields) => EntryColumns<T>;
};

const section = <T extends CvSectionTable, Row, Fields, Entry>(
  spec: CvSection<T, Row, Fields, Entry>,
): CvSection<T, Row, Fields, Entry> => spec;

/** The named fields of a parsed input: what a write sets, as the columns share the input's names. */
const pick = <F, K extends keyof F & string>(fields: F, names: readonly K[]): Pick<F, K> =>
  Object.fromEntries(names.map((name) => [name, fields[name]])) as Pick<F, K>;

/** What the owner edits: the contract's fields but the id, named as the columns are. */
const EXPERIENCE_FIELDS = experience.keyof().exclude(['userExperienceId']).options;

export const experiences = section({
  table: 'cv_experiences',
  select: (db: CamelDb) =>
    db.selectFrom('cv_experiences').select(['id as userExperienceId', ...EXPERIENCE_FIELDS] as const),
  entry: (row): Experience => ({
    ...row,
    employmentType: row.employmentType as Experience['employmentType'],
    isCurrent: read.bool(row.isCurrent),
  }),
  columns: (fields: ExperienceFields) => pick(fields, EXPERIENCE_FIELDS),
});

const EDUCATION_FIELDS = education.keyof().exclude(['userEducationId']).options;

export const educations = section({
  table: 'cv_educations',
  select: (db: CamelDb) =>
    db.selectFrom('cv_educations').select(['id as userEducationId', ...EDUCATION_FIELDS] as const),
  /** Texts alike on both databases: the row is the entry. */
  entry: (row): Education => row,
  columns: (fields: EducationFields) => pick(fields, EDUCATION_FIELDS),
});

/** The file is stored in columns of its own (`fileColumns`). */
const CERTIFICATION_FIELDS = certification.keyof().exclude(['userCertificationId', 'file']).options;

/** A certificate's file: its key in the file store, and what the owner uploaded. */
export type CertificationFile = KeptUpload;

/** A certification's write: its fields and, when the write changes it, its file (null: none). */
export type CertificationWrite = CertificationFields & { file?: CertificationFile | null };

/** A stored certification: what the contract shows, and its file's key in the file store. */
export type StoredCertification = Certification & { fileKey: string | null };

const fileColumns = (file: CertificationFile | null) => ({
  fileKey: file?.key ?? null,
  fileName: file?.fileName ?? null,
  fileType: file?.mimeType ?? null,
  fileSize: file?.size ?? null,
});

export const certifications = section({
  table: 'cv_certifications',
  select: (db: CamelDb) =>
    db
      .selectFrom('cv_certifications')
      .select([
        'id as userCertificationId',
        ...CERTIFICATION_FIELDS,
        'fileKey',
        'fileName',
        'fileType',
        'fileSize',
      ] as const),
  entry: ({ fileKey, fileName, fileType, fileSize, ...row }): StoredCertification => ({
    ...row,
    file: read.file(fileKey, fileName, fileType, fileSize),
    fileKey,
  }),
  columns: (fields: CertificationWrite) => ({
    ...pick(fields, CERTIFICATION_FIELDS),
    ...(fields.file === undefined ? {} : fileColumns(fields.file)),
  }),
});

/** A certification as the contract shows it: without its file's key. */
export const presentCertification = ({ fileKey: _key, ...shown }: StoredCertification): Certification =>
  shown;
