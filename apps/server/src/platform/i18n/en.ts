import type { Catalog } from './catalog.ts';

/** The server's words in English. */
export const en: Catalog = {
  quote: (text) => `“${text}”`,
  webApp: {
    name: 'Hirelane — your job search',
    description: 'Applications, CV and letters in one place, even offline.',
  },
  modelLanguage: 'British English',

  mail: {
    auth: {
      verificationCode: (data) => ({
        subject: `Your Hirelane code: ${data.code}`,
        paragraphs: [
          `Hi ${data.firstName}! Enter this code to confirm your e-mail address:`,
          'The code is valid for 10 minutes and can be used once.',
          'If you did not sign up, you can safely ignore this e-mail.',
        ],
        highlight: data.code,
      }),
      registrationAttempt: (data) => ({
        subject: 'Someone tried to sign up with your e-mail address',
        paragraphs: [
          `Hi ${data.firstName}! Someone just tried to create a Hirelane account with this e-mail address, but you already have one.`,
          `Was it you? Sign in here: ${data.loginUrl}`,
          'If it was not you, there is nothing to do – your account is unchanged.',
        ],
      }),
      passwordResetCode: (data) => ({
        subject: `Your password reset code: ${data.code}`,
        paragraphs: [
          `Hi ${data.firstName}! Use this code to choose a new password:`,
          'The code is valid for 10 minutes and can be used once.',
          'If you did not ask for this, ignore this e-mail – your password is unchanged.',
        ],
        highlight: data.code,
      }),
      passwordChanged: (data) => ({
        subject: 'Your password was changed',
        paragraphs: [
          `Hi ${data.firstName}! The password of your Hirelane account was just changed, and your other devices and connected browser extensions were signed out.`,
          `Was it not you? Choose a new password right away: ${data.loginUrl}`,
        ],
      }),
      accountDeleted: (data) => ({
        subject: 'Your Hirelane account was deleted',
        paragraphs: [
          `Hi ${data.firstName}! Your account and everything you kept in Hirelane are now deleted. Good luck!`,
        ],
      }),
    },
    endorsements: {
      invitation: (d, isReminder) => ({
        subject: `${isReminder ? 'Reminder: ' : ''}${d.requesterName} asks you for an endorsement`,
        paragraphs: [
          `Hi ${d.endorserName}! ${d.requesterName} is looking for work and would value a few words from you on their Hirelane CV.`,
          ...(d.message ? [`A note from ${d.requesterName}: “${d.message}”`] : []),
          `Write the endorsement or decline here: ${d.link}`,
          'You do not need an account. The link is personal – please do not share it.',
        ],
      }),
      accepted: (d) => ({
        subject: `${d.endorserName} wrote you an endorsement`,
        paragraphs: [`Good news! ${d.endorserName} wrote an endorsement. See it on your CV: ${d.cvLink}`],
      }),
      declined: (d) => ({
        subject: `${d.endorserName} declined your endorsement request`,
        paragraphs: [
          `${d.endorserName} declined to write an endorsement this time. You can ask someone else: ${d.cvLink}`,
        ],
      }),
    },
    reminders: {
      subject: (count) => `Hirelane: ${count === 1 ? '1 reminder' : `${count} reminders`} for today`,
      greeting: (name) => `Hi ${name}, here is what needs you on your job board.`,
      interviews: 'Interviews tomorrow:',
      interview: (position, company, time) => `${position} at ${company}, tomorrow at ${time}`,
      stale: 'No news for a while — time to follow up?',
      quiet: (position, company, days) => `${position} at ${company}: no change for ${days} days`,
      settings: (link) => `Choose what you are reminded of: ${link}`,
      unsubscribe: (link) => `No more reminder e-mails: ${link}`,
    },
  },

  calendar: {
    summary: (position, company) => `Interview: ${position} at ${company}`,
    open: 'Open the job in Hirelane',
    ad: 'Job ad',
    feedName: 'Hirelane interviews',
  },

  cvPdf: {
    experience: 'Experience',
    education: 'Education',
    certifications: 'Certifications',
    professional: 'Professional skills',
    personal: 'Personal skills',
    languages: 'Languages',
    endorsements: 'Endorsements',
    present: 'Present',
    expires: 'expires',
    levels: ['', 'Beginner', 'Intermediate', 'Advanced', 'Fluent', 'Native'],
  },

  jobsSheet: {
    columns: {
      position: 'Position',
      company: 'Company',
      location: 'Location',
      workplace: 'Workplace',
      employmentType: 'Employment type',
      lane: 'Lane',
      pinned: 'Pinned',
      postingUrl: 'Link to the ad',
      salaryText: 'Salary as advertised',
      salaryMin: 'Salary from',
      salaryMax: 'Salary to',
      salaryCurrency: 'Currency',
      salaryPeriod: 'Salary per',
      deadline: 'Deadline',
      appliedDate: 'Applied on',
      nextInterview: 'Next interview (UTC)',
      nextInterviewLocal: (timeZone) => `Next interview (${timeZone} time)`,
      source: 'Found through',
      contactName: 'Contact person',
      contactEmail: 'Contact e-mail',
      contactPhone: 'Contact phone',
      description: 'Description',
      notes: 'Notes',
      attachment: 'Attachment',
      added: 'Added (UTC)',
      updated: 'Last changed (UTC)',
    },
    yes: 'Yes',
    lanes: {
      saved: 'Saved',
      applied: 'Applied',
      interviewed: 'Interviewed',
      hired: 'Hired',
      rejected: 'Rejected',
      drafts: 'Drafts',
    },
    workplaces: { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' },
    employmentTypes: {
      'full-time': 'Full-time',
      'part-time': 'Part-time',
      contract: 'Contract',
      temporary: 'Temporary',
      internship: 'Internship',
      freelance: 'Freelance',
    },
    salaryPeriods: { hour: 'hour', month: 'month', year: 'year' },
  },

  letters: {
    subject: 'Re:',
    greeting: (contact) => (contact ? `Dear ${contact},` : 'Dear Hiring Manager,'),
    role: (title, company) => `${title} at ${company}`,
    since: (year) => `since ${year}`,
    years: (years) => (years < 1 ? 'less than a year' : years === 1 ? '1 year' : `${years} years`),
    education: (what, school) => (what ? `${what} at ${school}` : school),
    of: ' in ',
    allOfThem: (count) => (count === 1 ? 'it' : count === 2 ? 'both' : 'all of them'),
    missing: {
      position: 'position',
      company: 'company',
      headline: 'your professional title',
      strongestExperience: 'your strongest experience',
      latestRole: 'your latest role',
      yearsOfExperience: 'years',
      topSkills: 'your strongest skills',
      latestEducation: 'your education',
      highestEducation: 'your education',
      phone: 'phone',
      email: 'e-mail',
      location: 'location',
      contactName: 'contact name',
    },
  },
};
