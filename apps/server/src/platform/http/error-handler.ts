import type { ErrorResponse } from '@hirelane/contract/common';
import type { ErrorCode } from '@hirelane/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, validationFailed } from './app-error.ts';
import { malformedMultipart } from './multipart.ts';

const send = (reply: FastifyReply, status: number, body: ErrorResponse) => reply.status(status).send(body);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a body over the route's `bodyLimit` is told, instead of the general "too large". */
    tooLargeMessage?: string;
  }
}

/** Fastify's own 4xx errors, in words a person understands. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_REQUEST', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'MALFORMED_REQUEST',
    message: 'The request body is empty but JSON was announced',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'MALFORMED_REQUEST', message: 'The request length is wrong' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'MALFORMED_REQUEST',
    message: 'The request is not multipart/form-data',
  },
  FST_FILES_LIMIT: { code: 'MALFORMED_REQUEST', message: 'Send one file (and its JSON data) at a time' },
  FST_FIELDS_LIMIT: { code: 'MALFORMED_REQUEST', message: 'The form has too many fields' },
  FST_PARTS_LIMIT: { code: 'MALFORMED_REQUEST', message: 'The form has too many parts' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', message: 'The request is not valid' },
};

const fieldsOf = (error: FastifyError): Record<string, string> => {
  if (!hasZodFastifySchemaValidationErrors(error)) return {};
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
};

/** One format for every failure: `{ message, code }` (+ `fields` on 400); 5xx details only in the log. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A body still arriving is not read on: the connection closes after this answer.
    if (!request.raw.complete) reply.header('connection', 'close');
    const multipartError = malformedMultipart(request, error);
    if (multipartError) request.log.info({ err: error }, 'malformed multipart body');
    return answer(multipartError ?? error, request, reply);
  });
};

/** The error as `{ message, code }`; 5xx details only in the log. */
const answer = (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return send(reply, error.status, {
      message: error.message,
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { message, fields } = validationFailed(fieldsOf(error));
    return send(reply, 400, { message, code: 'VALIDATION_FAILED', ...(fields ? { fields } : {}) });
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) {
    const tooLarge =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request.routeOptions.config.tooLargeMessage : undefined;
    return send(reply, error.statusCode ?? 400, tooLarge ? { ...known, message: tooLarge } : known);
  }
  if (error.statusCode === 429) {
    return send(reply, 429, {
      message: 'Too many attempts. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
  }
  if (
    !isResponseSerializationError(error) &&
    error.statusCode &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    request.log.info({ err: error }, 'client error');
    return send(reply, error.statusCode, {
      message: 'The request is not valid',
      code: 'MALFORMED_REQUEST',
    });
  }
  request.log.error({ err: error, reqId: request.id }, 'request failed');
  return send(reply, 500, {
    message: `Something went wrong on our side. Please try again (reference ${request.id}).`,
    code: 'INTERNAL',
  });
};
