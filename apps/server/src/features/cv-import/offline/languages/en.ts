import type { CvLanguageWords } from './words.ts';

/** English. */
// biome-ignore format: word lists read best packed
export const en: CvLanguageWords = {
  sections: {
    experience: [
      'experience', 'work experience', 'professional experience', 'relevant experience',
      'employment', 'employment history', 'work history', 'career', 'career history',
    ],
    education: ['education', 'academic background', 'education and training', 'qualifications'],
    certifications: [
      'certifications', 'certificates', 'certification', 'licenses & certifications',
      'licenses and certifications', 'courses and certifications', 'courses & certifications', 'courses',
    ],
    professional: [
      'skills', 'technical skills', 'professional skills', 'core skills', 'key skills',
      'competencies', 'core competencies', 'expertise', 'tools',
    ],
    personal: ['personal skills', 'soft skills', 'personal qualities', 'personal attributes', 'strengths'],
    language: ['languages', 'language skills', 'language'],
    contact: ['contact', 'contact details', 'contact information'],
    summary: ['profile', 'summary', 'about me', 'about', 'personal statement'],
    other: [
      'references', 'interests', 'hobbies', 'projects', 'volunteering', 'publications',
      'endorsements', 'awards',
    ],
  },
  months: [
    ['jan', 'january'], ['feb', 'february'], ['mar', 'march'], ['apr', 'april'], ['may'],
    ['jun', 'june'], ['jul', 'july'], ['aug', 'august'], ['sep', 'sept', 'september'],
    ['oct', 'october'], ['nov', 'november'], ['dec', 'december'],
  ],
  present: ['present', 'current', 'now', 'today', 'ongoing'],
  since: ['since', 'from'],
  rangeTo: ['to', 'until'],
  degreeStems: ['master', 'bachelor', 'doctor', 'diploma', 'certificate', 'gcse', 'high school diploma', 'associate'],
  degreeAbbreviations: ['ph.d', 'mba', 'm.sc', 'b.sc', 'b.a', 'm.a', 'a-level', 'a-levels'],
  schoolStems: ['universit', 'college', 'school', 'institut', 'academy', 'polytechnic'],
  schoolNames: ['MIT'],
  roleStems: [
    'developer', 'engineer', 'manager', 'consultant', 'designer', 'analyst', 'lead', 'head',
    'director', 'advisor', 'adviser', 'specialist', 'architect', 'officer', 'assistant', 'intern',
    'coordinator', 'nurse', 'teacher', 'accountant', 'scientist', 'researcher', 'owner', 'founder',
    'executive', 'representative', 'technician', 'editor', 'writer', 'planner', 'controller',
    'auditor', 'trainee',
  ],
  companyForms: ['Ltd', 'Limited', 'Inc', 'LLC', 'GmbH', 'plc', 'SA', 'Group', 'Bank'],
  levels: {
    5: ['native', 'mother tongue', 'first language'],
    4: ['fluent', 'proficient'],
    3: ['advanced', 'very good'],
    2: ['intermediate', 'conversational', 'good'],
    1: ['basic', 'beginner', 'elementary'],
  },
  levelLabels: ['level'],
  titleCompany: ['at'],
  titleCompanyWeak: [],
  degreeField: ['in'],
  degreeSchool: ['at', 'from'],
  nameJoiners: ['of', 'and', 'for', 'the', '&'],
  issuedBy: ['issued by'],
  contactLabels: {
    email: ['e-mail', 'email'],
    phone: ['phone', 'mobile', 'tel', 'tel.'],
    place: ['address', 'location', 'city'],
    web: ['linkedin', 'github', 'web', 'website'],
    birth: ['born', 'date of birth'],
  },
  pageWords: { page: ['page'], of: ['of'] },
};
