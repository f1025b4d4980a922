// @ts-check
/**
 * @import { CreateJobInput, Job } from '@hirelane/contract/jobs'
 * @import { JobFromLinkResponse } from '@hirelane/contract/job-links'
 * @import { JobLane } from '@hirelane/contract/constants'
 * @typedef {{ origin: string, token: string }} Connection The Hirelane and the extension's token for it.
 */

/** A refused call: the answer's status, code, sentence and field messages (status 0: no answer). */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {Record<string, string>} [fields]
   */
  constructor(status, code, message, fields = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/**
 * A call to Hirelane's API with the extension's token and no cookie: the token is the only
 * credential the extension holds. `body` is JSON, or FormData as it is.
 * @param {Connection} connection
 * @param {string} language
 * @param {'GET' | 'POST' | 'PUT'} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<any>} The answer's JSON, as the route's contract schema says.
 */
export const callApi = async ({ origin, token }, language, method, path, body) => {
  /** @type {Record<string, string>} */
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': language };
  /** @type {RequestInit} */
  const init = { method, headers, credentials: 'omit' };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(`${origin}/api${path}`, init);
  } catch {
    throw new ApiError(0, 'OFFLINE', '');
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, answer?.code ?? '', answer?.message ?? '', answer?.fields ?? {});
  }
  return answer;
};

/**
 * POST /jobs/from-page: the job's fields read from the page (nothing is saved).
 * @param {Connection} settings
 * @param {string} language
 * @param {{ url: string, html: string }} page
 * @returns {Promise<JobFromLinkResponse>}
 */
export const readJob = (settings, language, page) =>
  callApi(settings, language, 'POST', '/jobs/from-page', page);

/**
 * POST /jobs (the saved lane), then PUT /jobs/{id}/status for another lane.
 * @param {Connection} settings
 * @param {string} language
 * @param {CreateJobInput} fields
 * @param {JobLane} lane
 * @returns {Promise<{ job: Job, moved: boolean }>}
 */
export const saveJob = async (settings, language, fields, lane) => {
  const form = new FormData();
  form.append('request', JSON.stringify(fields));
  /** @type {Job} */
  const job = await callApi(settings, language, 'POST', '/jobs', form);
  if (lane === 'saved') return { job, moved: true };
  try {
    await callApi(settings, language, 'PUT', `/jobs/${job.jobId}/status`, { toStatus: lane, toSortIndex: 0 });
    return { job, moved: true };
  } catch {
    return { job, moved: false };
  }
};
