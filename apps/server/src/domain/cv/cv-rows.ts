import type {
  Certification,
  CertificationInput,
  Education,
  EducationInput,
  Experience,
  ExperienceInput,
} from '@hirelane/contract/cv';
import { read } from '../../platform/db/dialect.ts';
import type {
  CvCertificationsTable,
  CvEducationsTable,
  CvExperiencesTable,
} from '../../platform/db/schema-cv.ts';

/**
 * CV section rows ⇄ contract objects: the one mapping the CV builder and the public CV (sharing)
 * both use, kept beside the schema because two features read these tables.
 */

/** Inputs after the contract's parse: defaults filled, empty texts null. */
type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

export const experienceMapper = {
  fromRow: (row: CvExperiencesTable): Experience => ({
    userExperienceId: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    employmentType: row.employment_type as Experience['employmentType'],
    startDate: row.start_date,
    endDate: row.end_date,
    isCurrent: read.bool(row.is_current),
    description: row.description,
  }),
  toColumns: (input: ExperienceInput) => {
    const v = input as Parsed<ExperienceInput>;
    return {
      title: v.title,
      company: v.company,
      location: v.location,
      employment_type: v.employmentType,
      start_date: v.startDate,
      end_date: v.endDate,
      is_current: v.isCurrent,
      description: v.description,
    };
  },
};

export const educationMapper = {
  fromRow: (row: CvEducationsTable): Education => ({
    userEducationId: row.id,
    school: row.school,
    degree: row.degree,
    field: row.field,
    startDate: row.start_date,
    endDate: row.end_date,
    grade: row.grade,
    description: row.description,
  }),
  toColumns: (input: EducationInput) => {
    const v = input as Parsed<EducationInput>;
    return {
      school: v.school,
      degree: v.degree,
      field: v.field,
      start_date: v.startDate,
      end_date: v.endDate,
      grade: v.grade,
      description: v.description,
    };
  },
};

export const certificationMapper = {
  fromRow: (row: CvCertificationsTable): Certification => ({
    userCertificationId: row.id,
    name: row.name,
    issuer: row.issuer,
    issueDate: row.issue_date,
    expiryDate: row.expiry_date,
    credentialId: row.credential_id,
    credentialUrl: row.credential_url,
    file: read.file(row.file_key, row.file_name, row.file_type, row.file_size),
  }),
  toColumns: (input: CertificationInput) => {
    const v = input as Parsed<CertificationInput>;
    return {
      name: v.name,
      issuer: v.issuer,
      issue_date: v.issueDate,
      expiry_date: v.expiryDate,
      credential_id: v.credentialId,
      credential_url: v.credentialUrl,
    };
  },
};
