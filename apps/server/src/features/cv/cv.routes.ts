import { CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES } from '@hirelane/contract/constants';
import {
  certification,
  certificationInput,
  cvItemParams,
  education,
  educationInput,
  experience,
  experienceInput,
  languagesInput,
  languagesResponse,
  skillKindParams,
  skillsInput,
  skillsResponse,
} from '@hirelane/contract/cv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { readJsonAndFile } from '../../platform/http/multipart.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, creates, takes } from '../../platform/http/route-schema.ts';
import type { CertificationsService } from './certifications.service.ts';
import type { ListsService } from './lists.service.ts';

type CrudService<Input, Output> = {
  list: (userId: string) => Promise<Output[]>;
  create: (userId: string, input: Input) => Promise<Output>;
  update: (userId: string, id: string, input: Input) => Promise<Output>;
  remove: (userId: string, id: string) => Promise<void>;
};

/** GET/POST {path}, PUT/DELETE {path}/{id} for a section of JSON entries (experience, education). */
const sectionRoutes = <Input, Output>(
  app: FastifyInstance,
  options: {
    path: string;
    input: z.ZodType<Input>;
    output: z.ZodType<Output>;
    service: CrudService<Input, Output>;
  },
) => {
  // Plain app routes: the schemas validate as usual; the generic Input/Output are beyond the type provider.
  const { path, input, output, service } = options;
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  app.get(path, answers(z.array(output), [401]), (request) => service.list(request.userId));
  app.post(path, creates({ body: input }, output, [400, 401]), async (request, reply) =>
    reply.status(201).send(await service.create(request.userId, request.body as Input)),
  );
  app.put(`${path}/:id`, takes({ params: cvItemParams, body: input }, output, [400, 401, 404]), (request) =>
    service.update(request.userId, idOf(request), request.body as Input),
  );
  deleteRoute(app, `${path}/:id`, { params: cvItemParams, remove: service.remove, message: 'Deleted' });
};

export type CvRoutesDeps = {
  experience: CrudService<z.output<typeof experienceInput>, z.infer<typeof experience>>;
  education: CrudService<z.output<typeof educationInput>, z.infer<typeof education>>;
  certifications: CertificationsService;
  lists: ListsService;
};

const upload = {
  maxFileBytes: CERTIFICATE_MAX_BYTES,
  accepted: CERTIFICATE_TYPES,
  acceptedLabel: 'a PDF, a PNG or a JPEG',
};

export const cvRoutes = signedInRoutes((r, deps: CvRoutesDeps, app) => {
  sectionRoutes(app, {
    path: '/cv/experience',
    input: experienceInput,
    output: experience,
    service: deps.experience,
  });
  sectionRoutes(app, {
    path: '/cv/education',
    input: educationInput,
    output: education,
    service: deps.education,
  });

  r.get('/cv/certifications', answers(z.array(certification), [401]), (request) =>
    deps.certifications.list(request.userId),
  );
  r.post('/cv/certifications', creates({}, certification, [400, 401, 413, 415]), async (request, reply) => {
    const { input, file } = await readJsonAndFile(request, certificationInput, upload);
    return reply.status(201).send(await deps.certifications.create(request.userId, input, file));
  });
  r.put(
    '/cv/certifications/:id',
    takes({ params: cvItemParams }, certification, [400, 401, 404, 413, 415]),
    async (request) => {
      const { input, file } = await readJsonAndFile(request, certificationInput, upload);
      return deps.certifications.update(request.userId, request.params.id, input, file);
    },
  );
  deleteRoute(app, '/cv/certifications/:id', {
    params: cvItemParams,
    remove: deps.certifications.remove,
    message: 'Deleted',
  });
  r.get(
    '/cv/certifications/:id/file',
    {
      schema: {
        params: cvItemParams,
        description: "The certification's file as a download.",
      },
    },
    async (request, reply) =>
      sendDownload(reply, await deps.certifications.getFile(request.userId, request.params.id)),
  );

  r.get('/cv/skills/:kind', takes({ params: skillKindParams }, skillsResponse, [400, 401]), (request) =>
    deps.lists.getSkills(request.userId, request.params.kind),
  );
  r.put(
    '/cv/skills/:kind',
    takes({ params: skillKindParams, body: skillsInput }, skillsResponse, [400, 401]),
    (request) => deps.lists.putSkills(request.userId, request.params.kind, request.body.skills),
  );
  r.get('/cv/languages', answers(languagesResponse, [401]), (request) =>
    deps.lists.getLanguages(request.userId),
  );
  r.put('/cv/languages', takes({ body: languagesInput }, languagesResponse, [400, 401]), (request) =>
    deps.lists.putLanguages(request.userId, request.body.languages),
  );
});
