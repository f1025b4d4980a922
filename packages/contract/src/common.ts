import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';
import './zod-messages.ts';

/** Every failure answers with this shape; `fields` only on 400 validation errors. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** A file stored with an entry (a certificate's scan, a job's attachment): its name, type and bytes. */
export const storedFile = z.object({ fileName: z.string(), mimeType: z.string(), size: z.number() });

/** `{id}` in a path: the id of one of the user's entries (a job, letter, link, video…). */
export const idParams = z.object({ id: z.string().min(1).max(100) });

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail address is too long')
  .pipe(z.email('Enter a valid e-mail address'));

/** GET /api/health: the process answers (liveness; no dependency is asked). */
export const healthResponse = z.object({ status: z.literal('ok') });

/** GET /api/health/ready: the database answers too (readiness); 503 with `unavailable` when not. */
export const readinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});
