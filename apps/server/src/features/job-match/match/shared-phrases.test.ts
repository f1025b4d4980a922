import type { JobRequirement } from '@hirelane/contract/job-match';
import { describe, expect, it } from 'vitest';
import { readRequirementsOffline } from '../requirements/offline-requirements.ts';
import { vocabulary } from '../vocabulary/vocabulary.ts';
import { type CvText, cvEvidence } from './cv-evidence.ts';
import { adPhrases, sharedPhrases } from './shared-phrases.ts';

const cvWith = (skills: string[], description: string): CvText => ({
  headline: '',
  summary: '',
  skills,
  languages: [],
  experiences: [
    { title: 'Designer', company: 'Acme', description, startDate: '2020-01', endDate: null, isCurrent: true },
  ],
  education: [],
  certifications: [],
});

const shared = (ad: string, cv: CvText, known: JobRequirement[] = []) =>
  sharedPhrases(adPhrases(ad, vocabulary()), cvEvidence(cv, vocabulary(), new Date('2026-01-01')), known).map(
    (r) => `${r.mustHave ? '' : '?'}${r.name}`,
  );

describe('phrases an ad and a CV share', () => {
  it('counts a noun phrase both name, with its word forms, as the ad writes it', () => {
    const cv = cvWith([], 'Ran service design sprints and facilitated workshops; workshop facilitation.');
    expect(shared('Requirements:\n- Service designs and workshop facilitation', cv)).toEqual([
      'Service designs',
      'Workshop facilitation',
    ]);
  });

  it('never counts runs of plain words, one word off the skills list, a job title or the ad’s title', () => {
    const cv = cvWith(
      ['Amplitude'],
      'Service designer. I have good experience with the team and users in Oslo, and with store managers.',
    );
    const ad = [
      'Service designer',
      'You have good experience with the team.',
      'Users in Oslo love Amplitude.',
      'You report to store managers.',
    ].join('\n');
    expect(shared(ad, cv)).toEqual(['Amplitude']);
  });

  it('takes the longest shared phrase, its strength from the ad, and nothing the reader named', () => {
    const cv = cvWith([], 'Led design of experiments and user research for the app.');
    const ad = 'Requirements:\n- Design of experiments\nNice to have:\n- User research';
    expect(shared(ad, cv)).toEqual(['Design of experiments']);
    const known = readRequirementsOffline(ad, 'en', vocabulary());
    expect(known.map((r) => r.id)).toContain('User research');
    expect(shared('Nice to have:\n- Design of experiments', cv)).toEqual(['?Design of experiments']);
  });

  it('reads Norwegian phrases and compounds joined by a slash or hyphen', () => {
    const cv = cvWith(['Tjenestedesign'], 'Fasilitering av workshops og A/B-testing i appen.');
    expect(
      shared('Vi ser etter deg som har:\n- Tjenestedesign, fasilitering av workshops og A/B-testing', cv),
    ).toEqual(['Tjenestedesign', 'Fasilitering av workshops', 'A/B-testing']);
  });
});
