import type { LabelWords } from './label-words.ts';

export const en: LabelWords = {
  position: ['position', 'job title', 'title', 'role', 'job'],
  company: ['company', 'employer', 'organisation', 'organization', 'hiring company'],
  location: ['location', 'place of work', 'workplace', 'office', 'job location', 'city'],
  deadline: ['deadline', 'apply by', 'application deadline', 'closing date', 'applications close'],
  salary: ['salary', 'pay', 'compensation', 'salary range', 'wage'],
};
