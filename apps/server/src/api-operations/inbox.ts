import type { ApiOperations } from '../platform/http/openapi.ts';
import { op } from './operation.ts';

/** Reading e-mail about the job search. */
export const inboxOperations = (): ApiOperations => ({
  'POST /api/inbox/read': op('inbox', 'readInboxMessage', 'Read the facts of one e-mail', {
    description:
      'Takes the whole RFC 5322 message as JSON `{ "raw": "…" }`, or a saved `.eml` file as multipart/form-data in the part `file` (judged by its content). Answers its kind (applied, interview, rejected, offer or other), the employer (never the applicant system or staffing agency that sent it), the position, the interview’s instant and the job on the caller’s own board it is about. A time without a zone is read in the user’s time zone (the reminder settings’ zone, else Europe/Oslo). Nothing is stored. With an AI model configured, it reads what the built-in rules are unsure of; `engine` says which answered and `notice` why the rules answered when the model failed. Not an e-mail: 422; larger than 5 MB: 413.',
    example: {
      raw: 'From: Cognite <no-reply@teamtailor.com>\r\nSubject: Thanks for applying to Cognite!\r\nDate: Mon, 16 Nov 2026 09:12:04 +0100\r\n\r\nThank you for applying for the Site Reliability Engineer position at Cognite.',
    },
  }),
});
