import { INBOX_MESSAGE_MAX_BYTES, inboxReadInput, inboxReadResponse } from '@hirelane/contract/inbox';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/http/app-error.ts';
import { readPartBytes, refuseLongerThan, skipPart } from '../../platform/http/multipart.ts';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { takes } from '../../platform/http/route-schema.ts';
import type { InboxReadService } from './inbox-read.service.ts';
import { messageTooLarge } from './inbox-read.service.ts';

/** A JSON body escapes the message (quotes, new lines), so it may be longer than the message itself. */
const JSON_BODY_MAX_BYTES = INBOX_MESSAGE_MAX_BYTES * 2 + 64 * 1024;

/** The `file` part of a multipart body as the message's text: what it is is judged by its content. */
const messageFile = async (request: FastifyRequest): Promise<string> => {
  refuseLongerThan(request, INBOX_MESSAGE_MAX_BYTES);
  let data: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: INBOX_MESSAGE_MAX_BYTES + 1 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') await skipPart(part);
    else {
      data = await readPartBytes(part, INBOX_MESSAGE_MAX_BYTES).catch((error: unknown) => {
        throw (error as { code?: string }).code === 'PAYLOAD_TOO_LARGE' ? messageTooLarge() : error;
      });
    }
  }
  if (!data?.length)
    throw badRequest('Choose the .eml file to read', { file: 'Choose the .eml file to read' });
  return new TextDecoder().decode(data);
};

/** POST /inbox/read: the facts one message holds, read against the caller's own board; nothing is stored. */
export const inboxReadRoutes = signedInRoutes((r, { inboxRead }: { inboxRead: InboxReadService }) => {
  r.post(
    '/inbox/read',
    {
      bodyLimit: JSON_BODY_MAX_BYTES,
      config: {
        ...limitPer(30, 10 * MINUTE, 'user'),
        tooLargeMessage: `This message is larger than ${INBOX_MESSAGE_MAX_BYTES / 1024 / 1024} MB, too large to read. Save it without its attachments and try again.`,
      },
      // A dropped .eml file (multipart field `file`) is read into the same body a pasted message has.
      preValidation: async (request) => {
        if (request.isMultipart()) request.body = { raw: await messageFile(request) };
      },
      ...takes({ body: inboxReadInput }, inboxReadResponse, [400, 401, 413, 422, 429]),
    },
    (request) => inboxRead.read(request.userId, request.body.raw),
  );
});
