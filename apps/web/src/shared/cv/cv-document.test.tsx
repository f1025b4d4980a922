import type { PublicCv } from '@hirelane/contract/sharing';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { setupTestI18n } from '../testing/test-i18n.ts';
import { CvDocument } from './cv-document.tsx';

const cv: PublicCv = {
  firstName: 'Kåre',
  lastName: 'Bjørnsen',
  headline: 'Produktdesigner',
  location: null,
  summary: null,
  contact: { photoUrl: null, email: null, phone: null, links: [] },
  experience: [
    {
      title: 'Designer',
      company: 'Fjordbyte',
      location: 'Bergen',
      employmentType: 'part-time',
      startDate: '2021-10',
      endDate: null,
      isCurrent: true,
      description: null,
    },
  ],
  education: [],
  certifications: [],
  professionalSkills: ['Figma'],
  personalSkills: [],
  languages: [{ language: 'Norsk', level: 5 }],
  endorsements: [{ endorserName: 'Ola', endorserTitle: 'Leder', relationship: 3, text: 'Stødig og klok.' }],
};

beforeAll(() => setupTestI18n('no'));

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('CvDocument', () => {
  it('reads in the interface language: headings, months, levels and relationships', () => {
    renderWithProviders(<CvDocument cv={cv} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kåre Bjørnsen' })).toBeTruthy();
    const experience = screen.getByRole('region', { name: 'Arbeidserfaring' });
    expect(within(experience).getByText('Designer hos Fjordbyte')).toBeTruthy();
    expect(within(experience).getByText('okt. 2021 – nå · Deltid · Bergen')).toBeTruthy();
    expect(screen.getByText('– Morsmål')).toBeTruthy();
    expect(screen.getByText('— Ola, Leder · Kollega')).toBeTruthy();
  });

  it('leaves out empty sections', () => {
    renderWithProviders(<CvDocument cv={cv} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Arbeidserfaring',
      'Faglige ferdigheter',
      'Språk',
      'Anbefalinger',
    ]);
  });

  it("names its sections as regions only as a page of its own, not nested in the owner's page", () => {
    const { unmount } = renderWithProviders(<CvDocument cv={cv} nested />);
    expect(screen.getByRole('heading', { level: 3, name: 'Arbeidserfaring' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Arbeidserfaring' })).toBeNull();
    unmount();
    renderWithProviders(<CvDocument cv={cv} />);
    expect(screen.getByRole('region', { name: 'Arbeidserfaring' })).toBeTruthy();
  });

  it('shows the photo and the contact details the CV shows, and nothing when it shows none', () => {
    const { unmount } = renderWithProviders(<CvDocument cv={cv} />);
    expect(screen.queryByRole('list', { name: 'Kontaktinformasjon' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    renderWithProviders(
      <CvDocument
        cv={{
          ...cv,
          contact: {
            photoUrl: 'https://hirelane.example/api/cv/public/profile/kare/photo?v=1',
            email: 'kare@example.no',
            phone: '+47 912 34 567',
            links: [{ label: 'Portefølje', url: 'https://kare.example/' }],
          },
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Bilde av Kåre Bjørnsen' }).getAttribute('src')).toContain(
      '/photo',
    );
    const contact = screen.getByRole('list', { name: 'Kontaktinformasjon' });
    expect(within(contact).getByRole('link', { name: 'kare@example.no' }).getAttribute('href')).toBe(
      'mailto:kare@example.no',
    );
    expect(within(contact).getByRole('link', { name: '+47 912 34 567' }).getAttribute('href')).toBe(
      'tel:+4791234567',
    );
    const portfolio = within(contact).getByRole('link', { name: 'Portefølje' });
    expect(portfolio.getAttribute('href')).toBe('https://kare.example/');
    expect(portfolio.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says so when nothing is on the CV yet', () => {
    renderWithProviders(
      <CvDocument cv={{ ...cv, experience: [], professionalSkills: [], languages: [], endorsements: [] }} />,
    );
    expect(screen.getByText('Ingenting er lagt inn i denne CV-en ennå.')).toBeTruthy();
  });
});
