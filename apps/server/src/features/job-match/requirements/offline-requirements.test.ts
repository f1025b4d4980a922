import { describe, expect, it } from 'vitest';
import { vocabulary } from '../vocabulary/vocabulary.ts';
import { readRequirementsOffline } from './offline-requirements.ts';

const read = (text: string, language: 'en' | 'no' = 'en') =>
  readRequirementsOffline(text, language, vocabulary()).map((r) => `${r.mustHave ? '' : '?'}${r.id}`);

describe('the built-in reader of job ads', () => {
  it('knows names by their synonyms and word forms, in English and Norwegian', () => {
    expect(read('Experience with Postgres and K8s.')).toEqual(['PostgreSQL', 'Kubernetes']);
    expect(read('Du har erfaring med sykepleie og regnskapet.', 'no')).toEqual(['Nursing', 'Accounting']);
    expect(read('Nursing experience.', 'en')).toEqual(['Nursing']);
  });

  it('never reads a skill the text does not name as a word', () => {
    // "Java" inside "JavaScript", "go" and "excel" as verbs, "AS" as a company form.
    expect(read('Strong JavaScript; you go far and excel at it. Bygg AS søker tømrer.')).toEqual([
      'JavaScript',
    ]);
    // A job title names a skill only as what someone works as.
    expect(read('Minst tre års erfaring som tømrer.', 'no')).toEqual(['Carpentry', 'experience:3']);
    // What the employer offers or says about itself is no requirement.
    expect(read('We offer:\n- Kafka courses\nAbout us\nWe use Kafka.\nRequirements:\n- Docker')).toEqual([
      'Docker',
    ]);
  });

  it('never widens a name into another: a word that qualifies a term makes a name of its own', () => {
    expect(read('A/B testing, load testing and end-to-end testing.')).toEqual([]);
    expect(read('Erfaring med A/B-testing.', 'no')).toEqual([]);
    // The term itself, or after a word that only says how much, is still read.
    expect(read('Testing and good testing skills; software testing.')).toEqual(['Software testing']);
    expect(read('Løpende regnskapsføring og gjennomført hygienekurs.', 'no')).toEqual([
      'Accounting',
      'Food hygiene certificate',
    ]);
  });

  it('reads pluses from headings, cue words and the clause they stand in', () => {
    expect(read('Requirements:\n- Java\nNice to have:\n- Kafka')).toEqual(['Java', '?Apache Kafka']);
    expect(read('Erfaring med Java, og gjerne Kotlin.', 'no')).toEqual(['Java', '?Kotlin']);
    expect(read('Java is required, and Kotlin is a plus.')).toEqual(['Java', '?Kotlin']);
    expect(read('Erfaring med React, Vue og Angular er en fordel.', 'no')).toEqual([
      '?React',
      '?Vue.js',
      '?Angular',
    ]);
    expect(read('Fluent English; Norwegian is a plus.')).toEqual(['language:English', '?language:Norwegian']);
  });

  it('reads driving licences by class, each with its own strength', () => {
    expect(read('Førerkort klasse B, gjerne BE.', 'no')).toEqual(['licence:B', '?licence:BE']);
    expect(read('Driving licence class C and CE.')).toEqual(['licence:C', 'licence:CE']);
    expect(read('Førerkort for bil (klasse B).', 'no')).toEqual(['licence:B']);
    expect(read('Førerkort kl. B og truckførerbevis.', 'no')).toEqual(['licence:B', 'Forklift licence']);
    expect(read('A driving licence and a car.')).toEqual(['licence:any']);
  });

  it('reads degrees at the lowest level a sentence names, and years of experience', () => {
    expect(read("A bachelor's or master's degree in computer science.")).toEqual(['degree:bachelor']);
    expect(read('Relevant university degree.')).toEqual(['degree:higher']);
    expect(read('Undervisningserfaring fra videregående skole.', 'no')).toEqual(['Teaching']);
    expect(read('Fullført videregående skole.', 'no')).toEqual(['degree:upper-secondary']);
    expect(read('Fagbrev som elektriker og 2–4 års erfaring.', 'no')).toEqual([
      'Electrician certificate',
      'experience:2',
    ]);
    expect(read('5+ years of experience with Python.')).toEqual(['Python', 'experience:5']);
  });

  it('reads a language only where the sentence is about speaking or writing it', () => {
    expect(read('A Norwegian company with offices in Oslo.')).toEqual([]);
    expect(read('Gode norsk- eller engelskkunnskaper.', 'no')).toEqual([
      'language:Norwegian',
      'language:English',
    ]);
    expect(read('Good Norwegian or English.')).toEqual(['language:Norwegian', 'language:English']);
  });

  it('reads the longest ads a job holds without patterns trying input every way', () => {
    const worst = [
      `Førerkort klasse B,${' '.repeat(19_000)}x`,
      'Java, og '.repeat(2_000),
      `Førerkort B${', '.repeat(9_000)}x`,
    ];
    for (const text of worst) {
      const started = performance.now();
      read(text, 'no');
      expect(performance.now() - started).toBeLessThan(1_500);
    }
  });
});
