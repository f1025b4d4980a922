import type { PublicShareableCv, ShareableCv } from '@hirelane/contract/sharing';
import { type TailoredCv, tailoredSkillId } from '@hirelane/contract/tailored-cv';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { addExperience, callerAs, createJob, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();
const owner = await signedInUser(t, { firstName: 'Ingrid', lastName: 'Solberg' });
const other = await signedInUser(t);

const call = callerAs(t, owner.auth);
const pdfText = async (payload: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true })).text;

const postJob = async (company: string) =>
  (await createJob(t, owner.auth, { position: 'Geologist', company })).jobId;

await addExperience(t, owner.auth, {
  title: 'Field geologist',
  company: 'Norsk Stein',
  startDate: '2019-01',
  isCurrent: true,
});
await call('PUT', '/api/cv/skills/professional', {
  skills: ['Seismic interpretation', 'Petrel', 'Juggling'],
});
await call('PUT', '/api/cv/skills/personal', { skills: ['Patient', 'Stubborn'] });
await call('PUT', '/api/cv/languages', {
  languages: [
    { language: 'Norwegian', level: 5 },
    { language: 'Klingon', level: 2 },
  ],
});
const equinor = await postJob('Equinor');
const hidden = [
  tailoredSkillId('professional', 'Juggling'),
  tailoredSkillId('personal', 'Stubborn'),
  tailoredSkillId('language', 'Klingon'),
];
const disposition = (headers: Record<string, unknown>) => String(headers['content-disposition']);

describe("a draft of a job's tailored CV, previewed before it is saved", () => {
  it('answers the PDF the draft would make and stores nothing', async () => {
    const preview = await call('POST', `/api/jobs/${equinor}/tailored-cv/preview`, {
      headline: 'Geologist for the North Sea',
      hiddenSkillIds: [],
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(preview.rawPayload)).toContain('Geologist for the North Sea');
    const stored: TailoredCv = (await call('GET', `/api/jobs/${equinor}/tailored-cv`)).json();
    expect(stored.saved).toBe(false);
    expect(stored.headline).toBeNull();
    const download = await pdfText((await call('GET', `/api/jobs/${equinor}/tailored-cv/pdf`)).rawPayload);
    expect(download).not.toContain('Geologist for the North Sea');
    // The first PDF of the run loads the fonts: slow on a busy machine.
  }, 60_000);

  it('is only its owner’s, and refuses a body that is not a version', async () => {
    const theirs = await call(
      'POST',
      `/api/jobs/${equinor}/tailored-cv/preview`,
      { headline: 'x' },
      other.auth,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('This job does not exist or was deleted');
    const missing = await call('POST', '/api/jobs/no-such-job/tailored-cv/preview', { headline: null });
    expect(missing.statusCode).toBe(404);
    const tooLong = await call('POST', `/api/jobs/${equinor}/tailored-cv/preview`, {
      headline: 'x'.repeat(121),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.headline).toBe('The headline can be at most 120 characters');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${equinor}/tailored-cv/preview`,
      payload: { headline: null },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('shows a hidden skill gone from the draft’s PDF', async () => {
    const preview = await call('POST', `/api/jobs/${equinor}/tailored-cv/preview`, {
      headline: null,
      hiddenSkillIds: hidden,
    });
    const text = await pdfText(preview.rawPayload);
    expect(text).toContain('Petrel');
    expect(text).not.toContain('Juggling');
    expect(text).not.toContain('Stubborn');
    expect(text).not.toContain('Klingon');
  });
});

describe('skills hidden by a version', () => {
  it('are gone from its JSON, PDF and share page, and stay on the main CV', async () => {
    const saved = await call('PUT', `/api/jobs/${equinor}/tailored-cv`, {
      headline: null,
      hiddenSkillIds: [...hidden, 'professional:not-on-the-cv', tailoredSkillId('professional', 'JUGGLING')],
    });
    expect(saved.statusCode).toBe(200);
    const body: TailoredCv = saved.json();
    expect(body.hiddenSkillIds.sort()).toEqual([...hidden].sort());
    expect(body.cv.professionalSkills).not.toContain('Juggling');
    expect(body.cv.personalSkills).toEqual(['Patient']);
    expect(body.cv.languages.map((entry) => entry.language)).toEqual(['Norwegian']);
    expect(body.skills.filter((skill) => skill.hidden).map((skill) => skill.name)).toEqual([
      'Juggling',
      'Stubborn',
      'Klingon',
    ]);
    expect(body.skills).toHaveLength(7);

    const pdf = await pdfText((await call('GET', `/api/jobs/${equinor}/tailored-cv/pdf`)).rawPayload);
    expect(pdf).toContain('Seismic interpretation');
    for (const gone of ['Juggling', 'Stubborn', 'Klingon']) expect(pdf).not.toContain(gone);

    const link: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'Equinor', jobId: equinor })
    ).json();
    const page: PublicShareableCv = (
      await t.app.inject({ method: 'GET', url: `/api/cv/public/shareable/link/${link.sharedCvId}` })
    ).json();
    expect(page.cv.professionalSkills).not.toContain('Juggling');
    expect(page.cv.personalSkills).toEqual(['Patient']);
    expect(page.cv.languages.map((entry) => entry.language)).toEqual(['Norwegian']);
    const linkPdf = await t.app.inject({
      method: 'GET',
      url: `/api/cv/public/shareable/link/${link.sharedCvId}/pdf`,
    });
    expect(await pdfText(linkPdf.rawPayload)).not.toContain('Juggling');
    // The visitor's download is named for the job, as the owner's is.
    expect(disposition(linkPdf.headers)).toContain('filename="Ingrid-Solberg-CV-Equinor.pdf"');

    const main = await pdfText((await call('GET', '/api/cv/pdf')).rawPayload);
    for (const kept of ['Juggling', 'Stubborn', 'Klingon']) expect(main).toContain(kept);
    expect((await call('GET', '/api/cv/skills/personal')).json().skills).toEqual(['Patient', 'Stubborn']);
  });
});

describe("a tailored PDF's file name", () => {
  it('names the job’s employer; the main CV keeps the name alone', async () => {
    const tailored = await call('GET', `/api/jobs/${equinor}/tailored-cv/pdf`);
    expect(disposition(tailored.headers)).toBe(
      `attachment; filename="Ingrid-Solberg-CV-Equinor.pdf"; filename*=UTF-8''Ingrid-Solberg-CV-Equinor.pdf`,
    );
    const preview = await call('POST', `/api/jobs/${equinor}/tailored-cv/preview`, { headline: null });
    expect(disposition(preview.headers)).toContain('filename="Ingrid-Solberg-CV-Equinor.pdf"');
    const main = await call('GET', '/api/cv/pdf');
    expect(disposition(main.headers)).toContain('filename="Ingrid-Solberg-CV.pdf"');
  });

  it('keeps æøå in filename*, gives an ASCII fallback and drops unsafe characters', async () => {
    const job = await postJob('Bærum / Sjø "AS"');
    const answer = await call('GET', `/api/jobs/${job}/tailored-cv/pdf`);
    const header = disposition(answer.headers);
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent('Ingrid-Solberg-CV-Bærum-Sjø-AS.pdf')}`);
    const ascii = /filename="([^"]*)"/.exec(header)?.[1];
    expect(ascii).toMatch(/^Ingrid-Solberg-CV-B[\x20-\x7e]+rum-Sj[\x20-\x7e]+-AS\.pdf$/);
    expect(ascii).not.toMatch(/[/\\"]/);
    const nameless = await postJob('***');
    expect(disposition((await call('GET', `/api/jobs/${nameless}/tailored-cv/pdf`)).headers)).toContain(
      'filename="Ingrid-Solberg-CV.pdf"',
    );
  });
});
