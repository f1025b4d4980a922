import {
  createJobInput,
  JOB_ATTACHMENT_MAX_BYTES,
  job,
  jobBoardResponse,
  jobIdParams,
  moveJobInput,
  nextInterviewInput,
  searchJobsQuery,
  updateJobInput,
} from '@hirelane/contract/jobs';
import { createCompressedJsonSender } from '../../platform/http/compression.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { readJsonAndFile } from '../../platform/http/multipart.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, creates, takes } from '../../platform/http/route-schema.ts';
import {
  ACCEPTED_ATTACHMENTS,
  ACCEPTED_ATTACHMENTS_LABEL,
  BOARD_CACHE_USERS,
  type JobsService,
} from './jobs.service.ts';

const upload = {
  maxFileBytes: JOB_ATTACHMENT_MAX_BYTES,
  accepted: ACCEPTED_ATTACHMENTS,
  acceptedLabel: ACCEPTED_ATTACHMENTS_LABEL,
};

export const jobsRoutes = signedInRoutes((r, { jobs }: { jobs: JobsService }, app) => {
  // Plain app.get: the service hands over JSON text it already checked against the contract, and
  // each version of it is compressed once.
  const sendBoard = createCompressedJsonSender(BOARD_CACHE_USERS);
  app.get('/jobs', answers(jobBoardResponse, [401]), async (request, reply) =>
    sendBoard(request, reply, request.userId, await jobs.getBoardJson(request.userId)),
  );

  r.get('/jobs/search', takes({ querystring: searchJobsQuery }, jobBoardResponse, [400, 401]), (request) =>
    jobs.search(request.userId, request.query.searchTerm),
  );

  r.get('/jobs/:id', takes({ params: jobIdParams }, job, [401, 404]), (request) =>
    jobs.getJob(request.userId, request.params.id),
  );

  // The browser extension saves the job it read (and moves it to the lane chosen) through these two.
  const forExtension = { config: { extensionToken: true } };
  r.post('/jobs', { ...forExtension, ...creates({}, job, [400, 401, 413, 415]) }, async (request, reply) => {
    const { input, file } = await readJsonAndFile(request, createJobInput, upload);
    return reply.status(201).send(await jobs.create(request.userId, input, file));
  });

  r.put('/jobs/:id', takes({ params: jobIdParams }, job, [400, 401, 404, 413, 415]), async (request) => {
    const { input, file } = await readJsonAndFile(request, updateJobInput, upload);
    return jobs.update(request.userId, request.params.id, input, file);
  });

  deleteRoute(app, '/jobs/:id', { params: jobIdParams, remove: jobs.remove, message: 'The job was deleted' });

  r.put('/jobs/:id/pin', takes({ params: jobIdParams }, job, [401, 404]), (request) =>
    jobs.setPinned(request.userId, request.params.id, true),
  );

  r.put('/jobs/:id/unpin', takes({ params: jobIdParams }, job, [401, 404]), (request) =>
    jobs.setPinned(request.userId, request.params.id, false),
  );

  r.put(
    '/jobs/:id/status',
    { ...forExtension, ...takes({ params: jobIdParams, body: moveJobInput }, job, [400, 401, 404]) },
    (request) => jobs.move(request.userId, request.params.id, request.body),
  );

  r.put(
    '/jobs/:id/nextInterview',
    takes({ params: jobIdParams, body: nextInterviewInput }, job, [400, 401, 404]),
    (request) => jobs.setNextInterview(request.userId, request.params.id, request.body.nextInterviewDate),
  );

  r.get(
    '/jobs/:id/attachment',
    { schema: { params: jobIdParams, description: "The job's attachment as a download." } },
    async (request, reply) =>
      sendDownload(reply, await jobs.getAttachment(request.userId, request.params.id)),
  );
});
