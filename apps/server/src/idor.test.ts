import { describe, expect, it } from 'vitest';
import { type Schema, validValue } from '../test/api-fuzz.ts';
import { multipart, sampleFiles, signedInUser } from '../test/factories.ts';
import { fileTestApp } from '../test/file-test-app.ts';
import { TEST_ORIGIN } from '../test/test-app.ts';
import { videoUpload } from '../test/video-files.ts';

type Operation = {
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };
type Headers = Record<string, string>;

const t = await fileTestApp();
const owner = await signedInUser(t);
const stranger = await signedInUser(t);

/** The id in a created resource: `id`, else its one `…Id` field that is not a public link or the user. */
const idIn = (value: Record<string, unknown>): string => {
  if (typeof value.id === 'string') return value.id;
  const key = Object.keys(value).find(
    (name) => /Id$/.test(name) && !/^(public|user)Id$|^public/.test(name) && typeof value[name] === 'string',
  );
  if (!key) throw new Error(`no id in ${JSON.stringify(value).slice(0, 200)}`);
  return value[key] as string;
};

const call = async (method: string, url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { origin: TEST_ORIGIN, ...headers },
    ...(payload instanceof FormData
      ? { body: payload }
      : payload === undefined
        ? {}
        : { payload: payload as object }),
  });

/** Bodies that made the owner's resources: valid for their updates too (PUT of the same shape). */
const validBodies: Record<string, unknown> = {};

/** One resource of each kind the owner can hold, keyed by the path before its `{id}`. */
const seedOwnerResources = async (): Promise<Record<string, string>> => {
  const as = owner.auth;
  const created = async (method: string, url: string, payload: unknown) => {
    if (!(payload instanceof FormData)) validBodies[`${url}/{id}`] = payload;
    const response = await call(method, url, as, payload);
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return idIn(response.json());
  };
  const video = videoUpload('Mine', 5000);
  const requestId = await created('POST', '/api/cv/endorsement/requests', {
    endorserName: 'Ola Leder',
    endorserEmail: 'ola.idor@example.test',
    relationship: 3,
  });
  await call(
    'POST',
    '/api/cv/public/endorsement',
    {},
    {
      requestId,
      endorserName: 'Ola Leder',
      endorserTitle: 'Manager',
      relationship: 1,
      text: 'Thorough and kind, a colleague everyone wants.',
    },
  );
  const [endorsement] = (await call('GET', '/api/cv/endorsement', as)).json() as Record<string, unknown>[];
  return {
    '/api/inbox/suggestions/{id}': await seedInboxSuggestion(),
    '/api/jobs/{id}': await created(
      'POST',
      '/api/jobs',
      multipart({ position: 'P', company: 'C' }, sampleFiles.pdf()),
    ),
    '/api/cv/experience/{id}': await created('POST', '/api/cv/experience', {
      title: 'Developer',
      company: 'Fjord AS',
      startDate: '2021-03',
      endDate: '2023-06',
    }),
    '/api/cv/education/{id}': await created('POST', '/api/cv/education', {
      school: 'NTNU',
      degree: 'MSc',
      field: 'Computer science',
      startDate: '2018-08',
    }),
    '/api/cv/certifications/{id}': await created(
      'POST',
      '/api/cv/certifications',
      multipart({ name: 'N' }, sampleFiles.png()),
    ),
    '/api/cv/endorsement/requests/{id}': requestId,
    '/api/cv/endorsement/{id}': idIn(endorsement ?? {}),
    '/api/cv/shareable/{id}': await created('POST', '/api/cv/shareable', {
      title: 'For Fjord',
      expiryDate: null,
    }),
    '/api/jobs/application/templates/{id}': await created('POST', '/api/jobs/application/templates', {
      name: 'Mine',
      language: 'en',
      body: 'Text',
    }),
    '/api/jobs/application/{id}': await created('POST', '/api/jobs/application', { title: 'Letter' }),
    '/api/video/manage/{id}': await created('POST', '/api/video/upload/vimeo/direct', video),
  };
};

/**
 * A suggestion from the owner's mailbox, as a sync keeps it (reading one needs an IMAP server,
 * which the inbox's own tests start).
 */
const seedInboxSuggestion = async (): Promise<string> => {
  const id = 'idor-inbox-suggestion';
  const { id: userId } = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', owner.email)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('inbox_messages')
    .values({
      id,
      user_id: userId,
      message_id: '<idor@employer.example>',
      received_at: new Date().toISOString(),
      sender_domain: 'employer.example',
      subject: 'Invitation to interview',
      kind: 'interview',
      company: 'Employer AS',
      position: 'Developer',
      interview_at: '2027-01-12T13:00:00.000Z',
      job_id: null,
      status: 'pending',
      applied_job_id: null,
      created_job: null,
      previous_lane: null,
      previous_interview_at: null,
      decided_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
};

/** Always the first choice: the generator's plainest valid value. */
const firstChoices = { next: () => 0.9, int: () => 0, pick: <T>(items: readonly T[]): T => items[0] as T };

/** The owner's view of each resource, to compare before and after the stranger's calls. */
const ownerView = async () =>
  Promise.all(
    [
      '/api/jobs',
      '/api/cv',
      '/api/cv/endorsement',
      '/api/cv/shareable',
      '/api/jobs/application',
      '/api/video/manage',
      '/api/inbox/suggestions',
    ].map(async (url) =>
      (await call('GET', url, owner.auth)).body.replace(/"(expires|signature)=[^"&]*/g, ''),
    ),
  );

describe('IDOR matrix over every operation with an id, from the OpenAPI document', () => {
  it("answers another user's id with 404 and changes nothing of the owner's", async () => {
    const seeded = await seedOwnerResources();
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => path.includes('{id}') && operation.security?.length !== 0)
        .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    expect(operations.length).toBeGreaterThan(25);
    const before = await ownerView();
    const unseeded: string[] = [];
    const leaks: string[] = [];
    for (const { path, method, operation } of operations) {
      const prefix = Object.keys(seeded).find((candidate) => path.startsWith(candidate));
      const id = prefix && seeded[prefix];
      if (!id) {
        unseeded.push(`${method} ${path}`);
        continue;
      }
      const url = path.replace('{id}', encodeURIComponent(id));
      const json = operation.requestBody?.content?.['application/json'];
      const multipartBody = operation.requestBody?.content?.['multipart/form-data'];
      const payload = json
        ? (json.example ?? validBodies[prefix] ?? validValue(json.schema ?? {}, firstChoices))
        : multipartBody
          ? multipart({ position: 'Taken', company: 'Over', name: 'Taken', title: 'Taken' })
          : undefined;
      const response = await call(method, url, stranger.auth, payload);
      if (response.statusCode !== 404)
        leaks.push(`${method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    // A new route with an id needs a seeded resource here, so it cannot be left out.
    expect(unseeded).toEqual([]);
    expect(leaks).toEqual([]);
    expect(await ownerView()).toEqual(before);
  });
});
