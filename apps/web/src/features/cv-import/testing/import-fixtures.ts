/** An item of the CV outside the import's groups that reads as a job: volunteering since March 2018. */
export const VOLUNTEER_MENTOR = {
  section: 'Volunteer work',
  text: 'Mentor, Girl Code Bergen Mar 2018 – Present',
  experience: {
    title: 'Mentor',
    company: 'Girl Code Bergen',
    location: null,
    employmentType: null,
    startDate: '2018-03',
    endDate: null,
    isCurrent: true,
    description: null,
  },
};

/** The bulk save's answer when it added one job, one professional skill and the profile's details. */
export const SAVED_ONE_JOB_AND_SKILL = {
  created: {
    experiences: 1,
    educations: 0,
    certifications: 0,
    professional: 1,
    personal: 0,
    language: 0,
    profile: true,
  },
};
