import type { ApiOperations } from '../platform/http/openapi.ts';
import { op, pdf } from './operation.ts';

/** Application letters. */
export const lettersOperations = (): ApiOperations => ({
  // letters
  'GET /api/jobs/application': op('letters', 'listLetters', 'List application letters (a page)'),
  'POST /api/jobs/application': op('letters', 'createLetter', 'Write an application letter', {
    description: '`isPublic: true` gives it a secret link; making it private ends the link.',
    example: {
      title: 'Frontend developer at Fjord Software',
      company: 'Fjord Software AS',
      contactName: 'Ingrid Berg',
      jobId: null,
      body: 'Dear Ingrid Berg, …',
      language: 'en',
      isPublic: false,
    },
  }),
  'GET /api/jobs/application/templates': op(
    'letters',
    'listLetterTemplates',
    'List letter templates (built-in and own)',
  ),
  'POST /api/jobs/application/templates': op(
    'letters',
    'createLetterTemplate',
    'Save an own letter template',
  ),
  'DELETE /api/jobs/application/templates/:id': op(
    'letters',
    'deleteLetterTemplate',
    'Delete an own letter template',
  ),
  'POST /api/jobs/application/draft': op('letters', 'draftLetter', 'Draft a letter from a template'),
  'GET /api/jobs/application/:id': op('letters', 'getLetter', 'Get an application letter'),
  'PUT /api/jobs/application/:id': op('letters', 'updateLetter', 'Edit an application letter'),
  'DELETE /api/jobs/application/:id': op('letters', 'deleteLetter', 'Delete an application letter'),
  'GET /api/jobs/application/:id/pdf': op('letters', 'downloadLetterPdf', 'Download a letter as a PDF', {
    errors: [404],
    produces: pdf,
  }),
  'GET /api/jobs/public/application/:id': op('letters', 'getPublicLetter', 'Open a public letter', {
    public: true,
    description: 'The id is the secret in the link and exists only while the letter is public.',
  }),
  'GET /api/jobs/public/application/:id/pdf': op(
    'letters',
    'downloadPublicLetterPdf',
    'Download a public letter as a PDF',
    { public: true, errors: [404], produces: pdf },
  ),
});
