import { DEFAULT_LANGUAGE, type Language, languageOfTag } from '@hirelane/contract/constants';
import type { FastifyRequest } from 'fastify';

/** The app sends its language as Accept-Language: its first tag's language, else the default. */
export const requestLocale = (request: FastifyRequest): Language =>
  languageOfTag(request.headers['accept-language']?.split(',')[0]) ?? DEFAULT_LANGUAGE;
