import { z } from 'zod';
import { emailField, idParams } from './common.ts';
import { ENDORSEMENT_LIMITS, ENDORSER_RELATIONSHIPS } from './constants.ts';
import { requiredText, textUpTo } from './text.ts';

export const ENDORSEMENT_REQUEST_STATES = ['pending', 'submitted', 'declined'] as const;
/** At most one reminder a day per request, counted from the invitation or the last reminder. */
export const ENDORSEMENT_REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** 0–15, per the enum; the web app shows the translated label. */
export const relationship = z
  .number()
  .int('Choose a relationship')
  .min(0, 'Choose a relationship')
  .max(ENDORSER_RELATIONSHIPS.length - 1, 'Choose a relationship');

const name = requiredText('Name', ENDORSEMENT_LIMITS.name);

/** POST /cv/endorsement/requests */
export const endorsementRequestInput = z.object({
  endorserName: name,
  endorserEmail: emailField,
  relationship,
  message: textUpTo('The message', ENDORSEMENT_LIMITS.message).default(''),
});
export type EndorsementRequestInput = z.input<typeof endorsementRequestInput>;

/** PUT /cv/endorsement/requests/{id}: edit a pending request and/or send it again as a reminder. */
export const updateEndorsementRequestInput = endorsementRequestInput.extend({
  sendReminder: z.boolean().default(false),
});
export type UpdateEndorsementRequestInput = z.input<typeof updateEndorsementRequestInput>;

export const endorsementRequest = z.object({
  userEndorsementRequestId: z.string(),
  endorserName: z.string(),
  endorserEmail: z.string(),
  relationship: z.number(),
  message: z.string(),
  state: z.enum(ENDORSEMENT_REQUEST_STATES),
  createdAt: z.string(),
  remindedAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type EndorsementRequest = z.infer<typeof endorsementRequest>;

/** GET /cv/endorsement: what others wrote; the owner may hide one from the public CV. */
export const endorsement = z.object({
  endorsementId: z.string(),
  endorserName: z.string(),
  endorserTitle: z.string(),
  relationship: z.number(),
  text: z.string(),
  isVisible: z.boolean(),
  createdAt: z.string(),
});
export type Endorsement = z.infer<typeof endorsement>;

/** PUT /cv/endorsement/{id}/visibility */
export const endorsementVisibilityInput = z.object({ isVisible: z.boolean() });

/** GET /cv/public/endorsement/requests/{id}: only what the endorser needs to see. */
export const publicEndorsementRequest = z.object({
  requesterName: z.string(),
  requesterHeadline: z.string().nullable(),
  ...endorsementRequest.pick({ endorserName: true, relationship: true, message: true }).shape,
});
export type PublicEndorsementRequest = z.infer<typeof publicEndorsementRequest>;

/** POST /cv/public/endorsement */
export const publicEndorsementInput = z.object({
  requestId: z.string().min(1).max(100),
  endorserName: name,
  endorserTitle: requiredText('The title', ENDORSEMENT_LIMITS.title, 'Your title is required'),
  relationship,
  text: z
    .string()
    .trim()
    .min(ENDORSEMENT_LIMITS.textMin, `Write at least ${ENDORSEMENT_LIMITS.textMin} characters`)
    .max(ENDORSEMENT_LIMITS.text, `Write at most ${ENDORSEMENT_LIMITS.text} characters`),
});
export type PublicEndorsementInput = z.input<typeof publicEndorsementInput>;

export const endorsementParams = idParams;
