import { expect, it } from 'vitest';
import { readPdf } from '../../../test/cv-designs/pdf-read.ts';
import { renderLetterPdf } from './letter-pdf.ts';
import type { LetterRecord } from './letters.repository.ts';

const letter: LetterRecord = {
  id: 'l1',
  userId: 'u1',
  jobId: null,
  job: null,
  title: 'Søknad på stilling som utvikler',
  company: 'Nordlys Betaling AS',
  contactName: 'Åse Berg',
  body: 'Hei Åse,\n\nJeg søker stillingen.\n\nMed vennlig hilsen\nIngrid',
  language: 'no',
  publicId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  version: 1,
};

it('opens a letter with the CV header: name, place and clickable contact, then date, recipient and text', async () => {
  const sender = {
    name: 'Ingrid Ødegård',
    email: 'ingrid@example.com',
    phone: '+47 912 34 567',
    location: 'Tromsø',
  };
  const { pages, info } = await readPdf(
    await renderLetterPdf(letter, sender, new Date('2026-03-01T12:00:00Z')),
  );
  const texts = pages[0]?.items.map((item) => item.text.trim()).filter((text) => text && text !== '·');
  expect(texts?.slice(0, 8)).toEqual([
    'Ingrid Ødegård',
    'Tromsø',
    'ingrid@example.com',
    '+47 912 34 567',
    '1. mars 2026',
    'Åse Berg',
    'Nordlys Betaling AS',
    'Vedr.: Søknad på stilling som utvikler',
  ]);
  expect(pages[0]?.links).toEqual(['mailto:ingrid@example.com', 'tel:+4791234567']);
  expect(info).toMatchObject({ Title: letter.title, Author: 'Ingrid Ødegård' });
});

it('shows only the name on a public letter', async () => {
  const { pages } = await readPdf(
    await renderLetterPdf(letter, { name: 'Ingrid Ødegård' }, new Date('2026-03-01')),
  );
  expect(pages[0]?.items[0]?.text).toBe('Ingrid Ødegård');
  expect(pages[0]?.links).toEqual([]);
});

it('shows the contact details once: a signature that repeats the header’s is left out', async () => {
  const sender = { name: 'Ingrid Ødegård', email: 'ingrid@example.com', phone: '+47 912 34 567' };
  const signed = {
    ...letter,
    body: 'Hei Åse,\n\nJeg søker stillingen.\n\nMed vennlig hilsen\nIngrid Ødegård\ningrid@example.com · +47 912 34 567\n\n+47 912 34 567',
  };
  const { pages } = await readPdf(await renderLetterPdf(signed, sender, new Date('2026-03-01')));
  const text = pages.flatMap((page) => page.items.map((item) => item.text)).join('\n');
  expect(text.match(/ingrid@example\.com/g)).toHaveLength(1);
  expect(text.match(/\+47 912 34 567/g)).toHaveLength(1);
  expect(text).toContain('Med vennlig hilsen');
  expect(text).toContain('Jeg søker stillingen.');
  // Without them in the header (a public letter), the signature keeps them.
  const { pages: publicPages } = await readPdf(
    await renderLetterPdf(signed, { name: 'Ingrid Ødegård' }, new Date('2026-03-01')),
  );
  expect(publicPages.flatMap((page) => page.items.map((item) => item.text)).join('\n')).toContain(
    'ingrid@example.com',
  );
});
