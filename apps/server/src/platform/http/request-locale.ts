import type { Language } from '@hirelane/contract/constants';
import type { FastifyRequest } from 'fastify';

/** The app sends its language as Accept-Language; Norwegian variants map to "no", everything else to "en". */
export const requestLocale = (request: FastifyRequest): Language => {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return /^(no|nb|nn)\b/.test(first) ? 'no' : 'en';
};
