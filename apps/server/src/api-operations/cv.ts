import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_TYPES,
  CV_IMPORT_MAX_BYTES,
  CV_IMPORT_TYPES,
} from '@hirelane/contract/constants';
import { certificationInput } from '@hirelane/contract/cv';
import type { ApiOperations } from '../platform/http/openapi.ts';
import { jsonAndFile, keys, op } from './operation.ts';

const certificateFile = {
  description: 'The certificate',
  types: keys(CERTIFICATE_TYPES),
  maxBytes: CERTIFICATE_MAX_BYTES,
  required: false,
};

/** The CV builder and reading an existing CV into it. */
export const cvOperations = (): ApiOperations => ({
  // cv
  'GET /api/cv/experience': op('cv', 'listExperience', 'List work experience (newest first)'),
  'POST /api/cv/experience': op('cv', 'createExperience', 'Add work experience', {
    example: {
      title: 'Frontend developer',
      company: 'Fjord Software AS',
      location: 'Oslo',
      employmentType: 'full-time',
      startDate: '2022-03',
      endDate: null,
      isCurrent: true,
      description: 'Built the customer portal in React.',
    },
  }),
  'PUT /api/cv/experience/:id': op('cv', 'updateExperience', 'Edit work experience'),
  'DELETE /api/cv/experience/:id': op('cv', 'deleteExperience', 'Delete work experience'),
  'GET /api/cv/education': op('cv', 'listEducation', 'List education (newest first)'),
  'POST /api/cv/education': op('cv', 'createEducation', 'Add education'),
  'PUT /api/cv/education/:id': op('cv', 'updateEducation', 'Edit education'),
  'DELETE /api/cv/education/:id': op('cv', 'deleteEducation', 'Delete education'),
  'GET /api/cv/certifications': op('cv', 'listCertifications', 'List certifications (newest first)'),
  'POST /api/cv/certifications': op('cv', 'createCertification', 'Add a certification', {
    multipart: jsonAndFile(certificationInput, certificateFile, {
      name: 'AWS Certified Developer',
      issuer: 'Amazon Web Services',
      issueDate: '2024-05',
    }),
  }),
  'PUT /api/cv/certifications/:id': op('cv', 'updateCertification', 'Edit a certification', {
    description: 'A new `file` part replaces the certificate; `removeFile: true` drops it.',
    multipart: jsonAndFile(certificationInput, certificateFile),
  }),
  'DELETE /api/cv/certifications/:id': op('cv', 'deleteCertification', 'Delete a certification'),
  'GET /api/cv/certifications/:id/file': op('cv', 'getCertificationFile', 'Download a certification’s file', {
    errors: [404],
    produces: keys(CERTIFICATE_TYPES),
  }),
  'GET /api/cv/skills/:kind': op('cv', 'getSkills', 'Get the professional or personal skills'),
  'PUT /api/cv/skills/:kind': op('cv', 'replaceSkills', 'Replace the professional or personal skills'),
  'GET /api/cv/languages': op('cv', 'getLanguages', 'Get the languages'),
  'PUT /api/cv/languages': op('cv', 'replaceLanguages', 'Replace the languages'),
  'PUT /api/cv/general/guide/complete': op(
    'guides',
    'completeCvGuide',
    'Mark the CV steps of the first-run path done',
  ),

  // cv import
  'POST /api/cv/openai/generate/cv/sections': op('cv-import', 'extractCv', 'Read a CV file for review', {
    description:
      'Returns the sections found, for the user to review before `importCv`; nothing is saved. Uses the configured AI model when there is one, else (or when it fails) the built-in parser, and `notice` says which.',
    multipart: {
      files: {
        file: {
          description:
            'The CV: a PDF, a DOCX, a JSON Resume or LinkedIn’s data export (ZIP), told by its content',
          types: [...keys(CV_IMPORT_TYPES), 'application/json', 'application/zip'],
          maxBytes: CV_IMPORT_MAX_BYTES,
          required: true,
        },
      },
    },
  }),
  'GET /api/cv/export/json-resume': op('cv-import', 'exportJsonResume', 'Download the CV as a JSON Resume', {
    description:
      'The profile and CV as a JSON Resume (schema v1): months as YYYY-MM, a current job without `endDate`. A download (`Content-Disposition: attachment`).',
    produces: ['application/json'],
  }),
  'POST /api/cv/general/bulk-data': op('cv-import', 'importCv', 'Save a reviewed CV import', {
    description:
      'Adds the entries and merges skills and languages in one transaction, within the sections’ limits; profile fields are set only when given.',
  }),
  'GET /api/cv/openai/generate/self-introduction': op(
    'cv-import',
    'generateSelfIntroduction',
    'Write a self-introduction script',
    {
      description: 'From the profile and CV; `variant` picks other wordings.',
    },
  ),
});
