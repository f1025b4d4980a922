import type { PublicCv } from '@hirelane/contract/sharing';

/** A CV with something in every place the designs draw: photo, contact, summary, every section, bullets. */
export const richCv: PublicCv = {
  firstName: 'Kåre',
  lastName: 'Bjørnsen',
  headline: 'Produktdesigner og frontendutvikler',
  location: 'Bergen, Norge',
  summary:
    'Designer med åtte års erfaring fra fintech og helse.\n\nJeg liker å:\n- lage enkle skjemaer\n• teste med ekte brukere',
  contact: {
    photoUrl: 'https://hirelane.example/api/cv/public/profile/kare/photo?v=1',
    email: 'kare@example.no',
    phone: '+47 912 34 567',
    links: [
      { label: 'Portefølje', url: 'https://www.kare.example/' },
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/kare/' },
    ],
  },
  experience: [
    {
      title: 'Senior designer',
      company: 'Fjordbyte',
      location: 'Bergen',
      employmentType: 'full-time',
      startDate: '2021-10',
      endDate: null,
      isCurrent: true,
      description: 'Ledet designsystemet.\n\n- Kuttet leveringstiden med 30 %\n- Ansatte fire designere',
    },
    {
      title: 'Designer',
      company: 'Helsekort AS',
      location: null,
      employmentType: null,
      startDate: '2017-01',
      endDate: '2021-09',
      isCurrent: false,
      description: null,
    },
  ],
  education: [
    {
      school: 'Universitetet i Bergen',
      degree: 'Master',
      field: 'Interaksjonsdesign',
      startDate: '2012-08',
      endDate: '2017-06',
      grade: 'A',
      description: 'Oppgave om skjemaer på mobil.',
    },
  ],
  certifications: [
    {
      name: 'Certified Usability Analyst',
      issuer: 'HFI',
      issueDate: '2019-03',
      expiryDate: '2027-03',
      credentialId: 'CUA-123',
      credentialUrl: 'https://hfi.example/verify/CUA-123',
    },
  ],
  professionalSkills: ['Figma', 'React', 'Brukertesting'],
  personalSkills: ['Tålmodig', 'Nysgjerrig'],
  languages: [
    { language: 'English', level: 4 },
    { language: 'Norsk', level: 5 },
  ],
  endorsements: [
    { endorserName: 'Ola Nordmann', endorserTitle: 'Leder', relationship: 3, text: 'Stødig og klok.' },
  ],
};
