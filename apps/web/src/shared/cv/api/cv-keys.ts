/** One query-key source for every CV list: the sections, the preview and the dialogs share them. */
export const cvKeys = {
  all: ['cv'] as const,
  experience: ['cv', 'experience'] as const,
  education: ['cv', 'education'] as const,
  certifications: ['cv', 'certifications'] as const,
  skills: (kind: 'personal' | 'professional') => ['cv', 'skills', kind] as const,
  languages: ['cv', 'languages'] as const,
  endorsementRequests: ['cv', 'endorsement-requests'] as const,
  endorsements: ['cv', 'endorsements'] as const,
};

/** The mutation keys of the changes to a CV list that may be made offline (add or edit, delete). */
export const cvWriteKeys = (section: 'experience' | 'education' | 'certifications') => ({
  save: ['cv', section, 'save'] as const,
  remove: ['cv', section, 'delete'] as const,
});
