import { CV_DESIGN_IDS, type CvDesignSettings } from '@hirelane/contract/cv-designs';
import type { PublicProfile, PublicShareableCv, ShareableCv } from '@hirelane/contract/sharing';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { addExperience, callerAs, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();
const owner = await signedInUser(t, { firstName: 'Kari', lastName: 'Nordmann' });
const other = await signedInUser(t);

const call = callerAs(t, owner.auth);
const asPublic = (url: string) => t.app.inject({ method: 'GET', url });

/** The first page's size in points, as the PDF's own MediaBox says. */
const pageSize = async (bytes: Buffer) => {
  const { view } = await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1);
  return { width: Math.round(view[2] ?? 0), height: Math.round(view[3] ?? 0) };
};

await addExperience(t, owner.auth, {
  title: 'Sykepleier',
  company: 'Haukeland',
  startDate: '2019-01',
  isCurrent: true,
  description: 'Ansvar for nattevakter.\n- Opplæring av nye\n- Medisinrom',
});

describe('CV designs', () => {
  it('lists at least four designs with their accents, fonts and papers, in the reader’s language', async () => {
    const en = (await call('GET', '/api/cv/designs')).json();
    expect(en.designs.map((design: { id: string }) => design.id)).toEqual([...CV_DESIGN_IDS]);
    expect(en.designs.length).toBeGreaterThanOrEqual(4);
    expect(en.papers).toEqual(['a4', 'letter']);
    expect(en.fonts.length).toBeGreaterThanOrEqual(2);
    const no = (
      await call('GET', '/api/cv/designs', undefined, { ...owner.auth, 'accept-language': 'no' })
    ).json();
    expect(no.designs.find((design: { id: string }) => design.id === 'compact').name).toBe('Kompakt');
  });

  it('keeps the owner’s choice, changed a part at a time, and refuses an unknown design with a sentence', async () => {
    const first: CvDesignSettings = (await call('GET', '/api/cv/design')).json();
    expect(first).toMatchObject({ design: 'classic', paper: 'a4' });
    const saved = await call('PUT', '/api/cv/design', { design: 'modern', accent: 'crimson' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...first, design: 'modern', accent: 'crimson' });
    expect((await call('PUT', '/api/cv/design', { paper: 'letter' })).json()).toMatchObject({
      design: 'modern',
      accent: 'crimson',
      paper: 'letter',
    });
    const unknown = await call('PUT', '/api/cv/design', { design: 'glitter' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.design).toBe('Choose one of the designs: classic, modern, compact, elegant');
    // Another user's choice is their own.
    expect((await call('GET', '/api/cv/design', undefined, other.auth)).json()).toMatchObject({
      design: 'classic',
    });
    await call('PUT', '/api/cv/design', { design: 'classic', paper: 'a4' });
  });

  it('draws the own PDF on the paper asked for, the saved one otherwise, and refuses an unknown design', async () => {
    const a4 = await call('GET', '/api/cv/pdf');
    expect(a4.statusCode).toBe(200);
    expect(await pageSize(a4.rawPayload)).toEqual({ width: 595, height: 842 });
    const letter = await call('GET', '/api/cv/pdf?design=compact&paper=letter');
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(await pageSize(letter.rawPayload)).toEqual({ width: 612, height: 792 });
    const unknown = await call('GET', '/api/cv/pdf?design=glitter');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Choose one of the designs');
    expect((await call('GET', '/api/cv/pdf?paper=a3')).statusCode).toBe(400);
  });

  it('draws the own PDF in the language, accent and font asked for, without saving them', async () => {
    const saved = (await call('GET', '/api/cv/design')).json();
    const text = async (url: string) => {
      const document = await getDocumentProxy(new Uint8Array((await call('GET', url)).rawPayload));
      const { items } = await (await document.getPage(1)).getTextContent();
      return items.map((item) => ('str' in item ? item.str : '')).join(' ');
    };
    const english = await text('/api/cv/pdf?language=en');
    expect(english).toMatch(/Experience/i);
    const norwegian = await text('/api/cv/pdf?language=no&accent=plum&font=serif');
    expect(norwegian).toMatch(/Erfaring/i);
    expect(norwegian).not.toMatch(/Experience/i);
    expect((await call('GET', '/api/cv/design')).json()).toEqual(saved);
    expect((await call('GET', '/api/cv/pdf?language=de')).statusCode).toBe(400);
  });

  it('gives a link its own design, which its page and PDF use, and keeps it through an edit', async () => {
    await call('PUT', '/api/cv/design', { design: 'elegant', paper: 'letter', accent: 'forest' });
    const link: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'Recruiter', design: 'compact' })
    ).json();
    expect(link.design).toBe('compact');
    const edited: ShareableCv = (
      await call('PUT', `/api/cv/shareable/${link.sharedCvId}`, { title: 'Recruiter, v2' })
    ).json();
    expect(edited.design).toBe('compact');
    const page: PublicShareableCv = (
      await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`)
    ).json();
    expect(page.design).toMatchObject({ design: 'compact', accent: 'forest', paper: 'letter' });
    const pdf = await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pageSize(pdf.rawPayload)).toEqual({ width: 612, height: 792 });

    const follows: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'Mine' })).json();
    expect(follows.design).toBeNull();
    const followsPage: PublicShareableCv = (
      await asPublic(`/api/cv/public/shareable/link/${follows.sharedCvId}`)
    ).json();
    expect(followsPage.design.design).toBe('elegant');
    const bad = await call('PUT', `/api/cv/shareable/${link.sharedCvId}`, { title: 'x', design: 'glitter' });
    expect(bad.statusCode).toBe(400);
    // Another user cannot give someone else's link a design.
    expect(
      (
        await call(
          'PUT',
          `/api/cv/shareable/${link.sharedCvId}`,
          { title: 'x', design: 'modern' },
          other.auth,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('draws the public profile in its owner’s design', async () => {
    await call('PUT', '/api/cv/design', { design: 'modern' });
    await call('PUT', '/api/cv/public-profile', { handle: 'kari-design', isVisible: true });
    const profile: PublicProfile = (await asPublic('/api/cv/public/profile/kari-design')).json();
    expect(profile.design.design).toBe('modern');
  });
});
