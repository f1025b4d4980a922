import type { BuiltInTemplates } from './template-set.ts';

/** The built-in letter templates in English. */
export const en: BuiltInTemplates = {
  classic: {
    name: 'Classic',
    title: 'Application for {position} at {company}',
    body: `{greeting}

I am writing to apply for the position of {position} at {company}. I would welcome the chance to bring my experience to your team.

Your ad asks for {adAsksFor}. I have worked with {adMatches}.

I have {yearsOfExperience} of work experience in all, the longest stretch as {strongestExperience}. My strongest skills are {topSkills}, and I enjoy work where I can use them to get real results for the people I work with.

What draws me to {company} is the chance to grow in a role like this one and to contribute from the first day. I would be glad to tell you more in an interview.

Thank you for your time and consideration.

Kind regards,
{fullName}
{email} · {phone}`,
  },
  'short-email': {
    name: 'Short e-mail',
    title: '{position} – {fullName}',
    body: `{greeting}

I would like to apply for the {position} role at {company}. Most recently I have worked as {latestRole}, and my strongest skills are {topSkills}. You ask for {adAsksFor}, and I have worked with {adMatches}.

My CV is attached. I would be happy to talk whenever it suits you.

Best regards,
{fullName}
{phone}`,
  },
  'career-change': {
    name: 'Career change',
    title: 'Application for {position} at {company}',
    body: `{greeting}

I am applying for the position of {position} at {company}. My background may not be the obvious one for this role, and that is exactly why I believe I can add something new.

Over {yearsOfExperience} of work in all, most recently as {latestRole}, I have built strong skills in {topSkills}. They carry over directly: I am used to learning fast, taking responsibility and working with many kinds of people.

Your ad asks for {adAsksFor}. I have already worked with {adMatches}.

I have prepared for this change deliberately, and I am ready to put the same energy into my work at {company}. I would value the chance to explain in an interview how my experience can help your team.

Kind regards,
{fullName}
{email} · {phone}`,
  },
  graduate: {
    name: 'Graduate',
    title: 'Application for {position} at {company}',
    body: `{greeting}

I recently completed {highestEducation}, and I am excited to apply for the position of {position} at {company}.

During my studies I developed a solid foundation in {topSkills}. Your ad asks for {adAsksFor}, and I have worked with {adMatches}. Through projects and practical work, including my time as {strongestExperience}, I have learned to put theory into practice and to work well in a team.

I am eager to learn, and I would be proud to start my career at {company}. Thank you for considering my application; I look forward to hearing from you.

Kind regards,
{fullName}
{email} · {phone}`,
  },
  open: {
    name: 'Open application',
    title: 'Open application to {company}',
    body: `{greeting}

I am writing to ask whether {company} has a place for someone with my background. I have {yearsOfExperience} of work experience in all, most recently as {latestRole}.

My strongest skills are {topSkills}. I follow your work with interest and believe I could contribute, whether in an open position now or in one to come.

I have attached my CV and would be glad to meet for a conversation.

Kind regards,
{fullName}
{email} · {phone}`,
  },
};
