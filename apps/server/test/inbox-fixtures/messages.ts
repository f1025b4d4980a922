import type { InboxKind } from '@hirelane/contract/inbox';

/** One fixture message as written (before MIME encoding) and the facts a careful reader takes from it. */
export type FixtureMessage = {
  name: string;
  from: string;
  date: string;
  subject: string;
  subjectEncoding?: 'B' | 'Q';
  text: string;
  /** The HTML part as sent; else one is made from the text. */
  html?: string;
  shape: 'text' | 'html' | 'alternative';
  encoding: '8bit' | 'qp' | 'base64';
  calendar?: { start: string; tzid?: string; vtimezone?: string; summary: string; method?: string };
  headers?: string[];
  expected: {
    kind: InboxKind;
    company: string | null;
    position: string | null;
    interviewAt: string | null;
    jobId: string | null;
  };
};

type Expected = FixtureMessage['expected'];
/** The facts of a mail that settles an application one way (`kind`) and names no interview time. */
const settled =
  (kind: 'applied' | 'rejected' | 'offer') =>
  (company: string | null, position: string | null, jobId: string | null): Expected => ({
    kind,
    company,
    position,
    interviewAt: null,
    jobId,
  });
const applied = settled('applied');
const rejected = settled('rejected');
const offer = settled('offer');
const interview = (company: string, position: string | null, at: string, jobId: string | null): Expected => ({
  kind: 'interview',
  company,
  position,
  interviewAt: at,
  jobId,
});
const other: Expected = { kind: 'other', company: null, position: null, interviewAt: null, jobId: null };

const msg = (
  name: string,
  from: string,
  date: string,
  subject: string,
  text: string,
  expected: Expected,
  more: Partial<FixtureMessage> = {},
): FixtureMessage => ({
  name,
  from,
  date,
  subject,
  text: text.trim(),
  expected,
  shape: 'text',
  encoding: '8bit',
  ...more,
});

export const MESSAGES: FixtureMessage[] = [
  msg(
    'teamtailor-cognite-applied',
    'Cognite <no-reply@teamtailor.com>',
    'Mon, 16 Nov 2026 09:12:04 +0100',
    'Thanks for applying to Cognite!',
    `
Hi Kari,

Thank you for applying for the Site Reliability Engineer position at Cognite. We have received your application and our recruitment team will review it shortly.

We aim to get back to all candidates within two weeks.

Best regards,
The Cognite Talent Team

Powered by Teamtailor · Manage your data`,
    applied('Cognite', 'Site Reliability Engineer', 'job-cognite'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'workday-equinor-applied',
    'Equinor Talent Acquisition <equinor@myworkday.com>',
    'Tue, 17 Nov 2026 14:03:51 +0000',
    'Thank you for applying for Data Engineer (R-107339)',
    `
Dear Kari Nordmann,

Thank you for your interest in Equinor and for applying for the position Data Engineer (R-107339).

We confirm that your application has been received. You can follow the status of your application in your candidate home in Workday.

Kind regards,
Equinor Recruitment`,
    applied('Equinor', 'Data Engineer', 'job-equinor'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'webcruiter-oslo-applied',
    'Webcruiter <noreply@webcruiter.no>',
    'Wed, 18 Nov 2026 10:44:10 +0100',
    'Bekreftelse på mottatt søknad - Rådgiver digitalisering',
    `
Hei Kari,

Vi bekrefter at vi har mottatt din søknad på stillingen Rådgiver digitalisering i Oslo kommune, Utviklings- og kompetanseetaten.

Søknadsfristen er 1. desember. Du vil høre fra oss etter at fristen har gått ut.

Med vennlig hilsen
Oslo kommune
Utviklings- og kompetanseetaten

Denne e-posten er sendt fra Webcruiter og kan ikke besvares.`,
    applied('Oslo kommune', 'Rådgiver digitalisering', 'job-oslo'),
    { encoding: 'qp' },
  ),

  msg(
    'jobylon-kahoot-applied',
    'Kahoot! via Jobylon <noreply@jobylon.com>',
    'Wed, 18 Nov 2026 16:21:00 +0100',
    'Your application to Kahoot!',
    `
Hi Kari!

Thanks for applying for the role Product Designer. We're excited that you want to join us at Kahoot!.

Our team will look through your application and get back to you as soon as we can.

Cheers,
Kahoot! People Team`,
    applied('Kahoot!', 'Product Designer', 'job-kahoot'),
    { shape: 'html', encoding: 'base64' },
  ),

  msg(
    'reachmee-storebrand-applied',
    'ReachMee <noreply@reachmee.com>',
    'Thu, 19 Nov 2026 08:02:33 +0100',
    'Takk for din søknad',
    `
Hei Kari Nordmann,

Takk for din søknad på stillingen som Aktuar hos Storebrand. Vi har registrert søknaden din og vil gå gjennom den så snart søknadsfristen har gått ut.

Vennlig hilsen
Storebrand ASA
HR

Meldingen er sendt via ReachMee.`,
    applied('Storebrand', 'Aktuar', 'job-storebrand'),
    { encoding: 'base64' },
  ),

  msg(
    'greenhouse-klarna-applied',
    'Klarna Recruiting <no-reply@us.greenhouse-mail.io>',
    'Thu, 19 Nov 2026 19:40:12 +0000',
    'Thank you for applying to Klarna',
    `
Hi Kari,

Thanks for your interest in Klarna! We received your application for the Software Engineer role and our team will be reviewing it over the coming days.

If your background is a good fit, a member of our Talent Acquisition team will reach out to discuss next steps.

Regards,
Klarna Talent Acquisition`,
    applied('Klarna', 'Software Engineer', 'job-klarna'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'lever-spotify-applied',
    'Spotify <no-reply@hire.lever.co>',
    'Fri, 20 Nov 2026 11:15:00 +0000',
    'Spotify - Data Scientist',
    `
Hi Kari,

Thanks for applying to Spotify! We've received your application for Data Scientist, Personalization and we're excited to learn more about you.

Our team reviews every application carefully. If there's a match, we'll reach out.

Best,
Band Manager at Spotify`,
    applied('Spotify', 'Data Scientist', 'job-spotify'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'smartrecruiters-zalando-applied',
    'Zalando <noreply@smartrecruiters.com>',
    'Fri, 20 Nov 2026 13:30:44 +0100',
    'Application received: Engineering Manager',
    `
Dear Kari,

We have received your application for Engineering Manager - Payments. Thank you for your interest in Zalando SE.

What happens next? Our recruiters will review your profile and we will contact you if your experience matches our requirements.

Best wishes,
Your Zalando Recruiting Team`,
    applied('Zalando', 'Engineering Manager', 'job-zalando'),
    { encoding: 'qp' },
  ),

  msg(
    'direct-bouvet-applied',
    'Bouvet Rekruttering <rekruttering@bouvet.no>',
    'Mon, 23 Nov 2026 09:01:00 +0100',
    'Søknad mottatt – Systemutvikler Java',
    `
Hei Kari!

Takk for at du søkte på stillingen som Systemutvikler Java hos oss i Bouvet. Søknaden din er mottatt og vil bli behandlet fortløpende.

Vi tar kontakt dersom vi ønsker å gå videre med deg.

Vennlig hilsen
Rekrutteringsteamet i Bouvet`,
    applied('Bouvet', 'Systemutvikler Java', 'job-bouvet'),
    { subjectEncoding: 'Q' },
  ),

  msg(
    'hrmanager-posten-applied',
    'Posten Bring <noreply@hr-manager.net>',
    'Mon, 23 Nov 2026 12:12:12 +0100',
    'Kvittering for mottatt søknad',
    `
Hei,

Vi har mottatt søknaden din på stillingen Logistikkplanlegger (ref. 4411). Takk for at du viser interesse for Posten Bring.

Du får svar når rekrutteringsprosessen er ferdig.

Med vennlig hilsen
Posten Bring AS`,
    applied('Posten Bring', 'Logistikkplanlegger', 'job-posten'),
    { shape: 'html', encoding: 'base64' },
  ),

  msg(
    'teamtailor-vipps-applied-no',
    'Vipps MobilePay <no-reply@teamtailor.com>',
    'Tue, 24 Nov 2026 07:55:00 +0100',
    'Takk for søknaden, Kari!',
    `
Hei Kari,

Tusen takk for søknaden din til stillingen Backend Developer i Vipps MobilePay! Vi setter stor pris på interessen.

Vi går gjennom alle søknader innen to uker og gir deg beskjed uansett utfall.

Beste hilsen
Vipps MobilePay Talent`,
    applied('Vipps MobilePay', 'Backend Developer', 'job-vipps'),
    { shape: 'alternative', encoding: 'base64' },
  ),

  msg(
    'workday-yara-applied-new',
    'Yara Careers <yara@myworkday.com>',
    'Tue, 24 Nov 2026 15:20:00 +0000',
    'Application Received – Process Engineer',
    `
Dear Kari,

Thank you for applying for the Process Engineer role at Yara International. This message confirms that your application has been submitted successfully.

We will carefully review your qualifications and will be in touch.

Yara Talent Acquisition`,
    applied('Yara International', 'Process Engineer', null),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'jobbnorge-helse-applied',
    'Jobbnorge <ikke-svar@jobbnorge.no>',
    'Wed, 25 Nov 2026 10:10:10 +0100',
    'Søknaden din er registrert',
    `
Hei Kari Nordmann

Søknaden din til stillingen Sykepleier ved Helse Bergen HF, Haukeland universitetssjukehus er registrert.

Referansenummer: 266512

Du kan se søknaden din under Min side på jobbnorge.no.

Vennleg helsing
Helse Bergen HF`,
    applied('Helse Bergen', 'Sykepleier', 'job-helse'),
    { encoding: 'qp' },
  ),

  msg(
    'recruitee-remarkable-applied',
    'reMarkable <jobs@remarkable.com>',
    'Wed, 25 Nov 2026 17:44:02 +0100',
    'We got your application!',
    `
Hey Kari,

We've received your application for Embedded Software Engineer and we're genuinely happy you want to build the future of paper with us.

The hiring team is reviewing applications now. You'll hear from us either way.

Thanks,
Talent team, reMarkable`,
    applied('reMarkable', 'Embedded Software Engineer', 'job-remarkable'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'adecco-client-applied',
    'Adecco Norge <kandidat@adecco.no>',
    'Thu, 26 Nov 2026 08:30:00 +0100',
    'Vi har mottatt din søknad',
    `
Hei Kari,

Takk for din søknad på stillingen som Skadebehandler. Stillingen rekrutteres av Adecco på vegne av vår kunde Gjensidige Forsikring.

En av våre konsulenter vil ta kontakt dersom din bakgrunn passer til stillingen.

Med vennlig hilsen
Adecco Norge AS`,
    applied('Gjensidige Forsikring', 'Skadebehandler', 'job-gjensidige'),
    { encoding: 'base64' },
  ),

  msg(
    'teamtailor-tietoevry-applied',
    'Tietoevry <no-reply@teamtailor-mail.com>',
    'Thu, 26 Nov 2026 13:09:00 +0200',
    'Application received',
    `
Hi Kari,

Thank you for your application for the position Cloud Architect. We will review it and contact you within three weeks.

Best regards,
Tietoevry Recruitment`,
    applied('Tietoevry', 'Cloud Architect', 'job-tietoevry'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'direct-monzo-applied',
    'Monzo <careers@monzo.com>',
    'Fri, 27 Nov 2026 10:00:00 +0000',
    "We've got your application for Backend Engineer",
    `
Hi Kari,

Thanks for applying to be a Backend Engineer at Monzo! A real human will read your application. We try to get back to everyone within 10 working days.

Speak soon,
The Monzo Hiring Team`,
    applied('Monzo', 'Backend Engineer', 'job-monzo'),
    { encoding: 'qp' },
  ),

  msg(
    'visma-applied-no',
    'Visma Rekruttering <noreply@visma.com>',
    'Fri, 27 Nov 2026 14:22:00 +0100',
    'Takk for at du søkte på ERP-konsulent',
    `
Hei Kari!

Vi bekrefter at vi har mottatt søknaden din som ERP-konsulent i Visma Software. Vi gleder oss til å lese den.

Hilsen oss i Visma`,
    applied('Visma Software', 'ERP-konsulent', 'job-visma'),
    { shape: 'alternative', encoding: 'base64' },
  ),

  msg(
    'sats-applied-noboard',
    'SATS Jobb <jobb@sats.no>',
    'Sat, 28 Nov 2026 09:40:00 +0100',
    'Takk for din søknad - Resepsjonsmedarbeider',
    `
Hei!

Takk for din søknad på stillingen Resepsjonsmedarbeider hos SATS Majorstuen. Vi har mottatt søknaden og tar kontakt med aktuelle kandidater.

Trening hilsen
SATS`,
    applied('SATS', 'Resepsjonsmedarbeider', null),
    { encoding: 'qp' },
  ),

  msg(
    'capgemini-applied-en',
    'Capgemini Recruitment <no-reply@smartrecruiters.com>',
    'Mon, 30 Nov 2026 08:10:00 +0100',
    'Thank you for your application to Capgemini',
    `
Dear Kari,

Thank you for your application to the Managementkonsulent position at Capgemini Norge. Your application was received and will be reviewed by our recruitment team.

Capgemini Norge AS`,
    applied('Capgemini Norge', 'Managementkonsulent', 'job-capgemini'),
    { shape: 'html', encoding: 'qp' },
  ),

  // Interviews
  msg(
    'teamtailor-cognite-interview-en',
    'Cognite <no-reply@teamtailor.com>',
    'Tue, 01 Dec 2026 10:00:00 +0100',
    'Interview invitation – Site Reliability Engineer',
    `
Hi Kari,

Thanks again for your application! We would love to get to know you better and would like to invite you to a first interview for the Site Reliability Engineer position.

When: Tuesday 12 January at 14:00
Where: Microsoft Teams (link follows)

Please confirm that the time suits you.

Best,
Ingrid, Cognite`,
    interview('Cognite', 'Site Reliability Engineer', '2027-01-12T13:00:00.000Z', 'job-cognite'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'webcruiter-oslo-interview',
    'Oslo kommune <noreply@webcruiter.no>',
    'Wed, 02 Dec 2026 09:30:00 +0100',
    'Invitasjon til intervju – Rådgiver digitalisering',
    `
Hei Kari,

Takk for søknaden din. Vi vil gjerne invitere deg til intervju for stillingen Rådgiver digitalisering.

Tid: tirsdag 12. januar kl. 14.00
Sted: Utviklings- og kompetanseetaten, Grensen 3, 6. etasje

Gi oss beskjed snarest om tidspunktet passer.

Med vennlig hilsen
Oslo kommune`,
    interview('Oslo kommune', 'Rådgiver digitalisering', '2027-01-12T13:00:00.000Z', 'job-oslo'),
    { encoding: 'qp' },
  ),

  msg(
    'direct-bekk-interview',
    'Marte Lie <marte.lie@bekk.no>',
    'Wed, 02 Dec 2026 15:12:00 +0100',
    'Intervju hos Bekk',
    `
Hei Kari!

Vi har lest søknaden din på stillingen som Utvikler og vil gjerne invitere deg til en samtale med oss.

Passer det 08.12.2026 kl 10:30 hos oss i Skur 39, Akershusstranda 21?

Gi meg gjerne en lyd.

Mvh
Marte Lie
Rekrutterer
Bekk Consulting AS`,
    interview('Bekk Consulting', 'Utvikler', '2026-12-08T09:30:00.000Z', 'job-bekk'),
    { encoding: 'base64' },
  ),

  msg(
    'greenhouse-klarna-interview-ics',
    'Klarna Recruiting <no-reply@us.greenhouse-mail.io>',
    'Thu, 03 Dec 2026 11:00:00 +0000',
    'Interview confirmation: Software Engineer at Klarna',
    `
Hi Kari,

Your interview for the Software Engineer position is confirmed. You will meet two engineers from the Checkout team. A calendar invitation is attached.

Looking forward to speaking with you!
Klarna Talent Acquisition`,
    interview('Klarna', 'Software Engineer', '2026-12-10T14:00:00.000Z', 'job-klarna'),
    {
      calendar: {
        start: '20261210T150000',
        tzid: 'Europe/Stockholm',
        summary: 'Interview: Kari Nordmann – Software Engineer',
      },
    },
  ),

  msg(
    'workday-equinor-interview-ics-vtz',
    'Equinor Talent Acquisition <equinor@myworkday.com>',
    'Fri, 04 Dec 2026 08:45:00 +0000',
    'Invitation: Interview for Data Engineer',
    `
Dear Kari,

We are pleased to invite you to an interview for the Data Engineer position (R-107339). Please find the meeting invitation attached. The interview will take place at Equinor's offices at Fornebu.

Kind regards,
Equinor Recruitment`,
    interview('Equinor', 'Data Engineer', '2027-01-14T08:00:00.000Z', 'job-equinor'),
    {
      calendar: {
        start: '20270114T090000',
        tzid: 'W. Europe Standard Time',
        vtimezone: 'W. Europe Standard Time',
        summary: 'Interview Data Engineer',
      },
      shape: 'html',
    },
  ),

  msg(
    'lever-spotify-interview-iso',
    'Spotify <no-reply@hire.lever.co>',
    'Mon, 07 Dec 2026 09:00:00 +0000',
    'Next steps: your interview with Spotify',
    `
Hi Kari,

Great news! The team would like to invite you to a video interview for Data Scientist.

Start time: 2026-12-16T10:00:00+01:00
Duration: 45 minutes, on Google Meet

Let us know if you need any accommodations.

Best,
Spotify Recruiting`,
    interview('Spotify', 'Data Scientist', '2026-12-16T09:00:00.000Z', 'job-spotify'),
    { shape: 'alternative', encoding: 'base64' },
  ),

  msg(
    'direct-vipps-interview-12-01',
    'Jonas Berg <jonas.berg@vippsmobilepay.com>',
    'Tue, 08 Dec 2026 13:30:00 +0100',
    'Re: Backend Developer',
    `
Hi Kari,

Thanks for a good chat on the phone. As promised, I'd like to invite you to an interview for the Backend Developer role. Would it work for you on 12/01 at 2pm at our office in Oslo?

Best regards,
Jonas Berg
Engineering Manager, Vipps MobilePay

On Mon, 7 Dec 2026 at 09:14, Kari Nordmann <kari.nordmann@example.no> wrote:
> Hi Jonas, thank you for calling me today. I am available most days in January.`,
    interview('Vipps MobilePay', 'Backend Developer', '2027-01-12T13:00:00.000Z', 'job-vipps'),
    { encoding: 'qp' },
  ),

  msg(
    'reachmee-storebrand-interview',
    'ReachMee <noreply@reachmee.com>',
    'Wed, 09 Dec 2026 10:15:00 +0100',
    'Innkalling til intervju',
    `
Hei Kari,

Vi viser til din søknad på stillingen som Aktuar i Storebrand og har gleden av å invitere deg til et første intervju.

Dato: onsdag 13. januar 2027
Klokkeslett: kl. 09.30
Sted: Storebrand, Professor Kohts vei 9, Lysaker

Vennlig hilsen
Storebrand ASA`,
    interview('Storebrand', 'Aktuar', '2027-01-13T08:30:00.000Z', 'job-storebrand'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'jobylon-kahoot-interview',
    'Kahoot! via Jobylon <noreply@jobylon.com>',
    'Wed, 09 Dec 2026 16:40:00 +0100',
    "Let's talk – Product Designer at Kahoot!",
    `
Hi Kari,

We loved your portfolio and would like to invite you to an interview for the Product Designer role.

We have booked Thursday, January 7 at 11:00 AM (Oslo time) at our office in Fridtjof Nansens plass 7. The interview takes about an hour.

See you!
Kahoot! People Team`,
    interview('Kahoot!', 'Product Designer', '2027-01-07T10:00:00.000Z', 'job-kahoot'),
    { shape: 'html', encoding: 'base64' },
  ),

  msg(
    'teams-invite-telenor-ics-utc',
    'Telenor Rekruttering <rekruttering@telenor.no>',
    'Thu, 10 Dec 2026 08:05:00 +0100',
    'Invitasjon: Intervju Product Manager',
    `
Hei Kari,

Vi ønsker å invitere deg til intervju for stillingen Product Manager i Telenor Norge. Intervjuet foregår på Teams, se vedlagt kalenderinvitasjon.

Hilsen
Telenor Norge AS`,
    interview('Telenor Norge', 'Product Manager', '2027-01-05T12:30:00.000Z', 'job-telenor'),
    {
      calendar: { start: '20270105T123000Z', summary: 'Intervju Product Manager' },
      subjectEncoding: 'Q',
    },
  ),

  msg(
    'kongsberg-interview-day-month',
    'Kongsberg Gruppen <recruitment@kongsberg.com>',
    'Thu, 10 Dec 2026 12:00:00 +0100',
    'Interview – Systems Engineer',
    `
Dear Kari,

Thank you for your application for the position as Systems Engineer at Kongsberg Defence & Aerospace. We would like to invite you to an interview on Monday 11 January 2027 at 13:00 at our premises in Kirkegårdsveien 45, Kongsberg.

Please bring your ID and copies of diplomas.

Best regards
Kongsberg Gruppen ASA`,
    interview('Kongsberg Gruppen', 'Systems Engineer', '2027-01-11T12:00:00.000Z', 'job-kongsberg'),
    { encoding: 'qp' },
  ),

  msg(
    'sintef-interview-no',
    'SINTEF <jobb@sintef.no>',
    'Fri, 11 Dec 2026 09:00:00 +0100',
    'Intervju – Research Scientist',
    `
Hei Kari,

Vi vil gjerne møte deg til intervju for stillingen som Research Scientist ved SINTEF Digital.

Intervjuet blir fredag 15. januar kl. 12.30 i Strindvegen 4, Trondheim. Det blir også mulig å delta digitalt.

Vennlig hilsen
SINTEF`,
    interview('SINTEF', 'Research Scientist', '2027-01-15T11:30:00.000Z', 'job-sintef'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'monzo-interview-london',
    'Monzo <careers@monzo.com>',
    'Fri, 11 Dec 2026 15:00:00 +0000',
    'Your Monzo interview',
    `
Hi Kari,

We'd like to invite you to a technical interview for the Backend Engineer role.

Your interview is scheduled for Wednesday 20 January at 10:30 GMT on Google Meet.

Good luck!
Monzo Hiring`,
    interview('Monzo', 'Backend Engineer', '2027-01-20T10:30:00.000Z', 'job-monzo'),
    { encoding: '8bit' },
  ),

  msg(
    'elkjop-interview-numeric',
    'Elkjøp Nordic <rekruttering@elkjop.no>',
    'Mon, 14 Dec 2026 08:00:00 +0100',
    'Innkalling til intervju – Butikksjef',
    `
Hei Kari.

Takk for søknaden din som Butikksjef. Vi ønsker å invitere deg til intervju 06.01.2027 kl 11:00 på Elkjøp Lørenskog.

Ta med deg gyldig legitimasjon.

Med vennlig hilsen
Elkjøp Nordic AS`,
    interview('Elkjøp Nordic', 'Butikksjef', '2027-01-06T10:00:00.000Z', 'job-elkjop'),
    { subjectEncoding: 'B', encoding: 'base64' },
  ),

  msg(
    'ruter-interview-ics-oslo',
    'Ruter <noreply@teamtailor.com>',
    'Tue, 15 Dec 2026 10:00:00 +0100',
    'Invitasjon til intervju',
    `
Hei Kari,

Vi vil gjerne invitere deg til et intervju for stillingen Dataanalytiker hos Ruter. Vedlagt ligger en kalenderinvitasjon.

Vennlig hilsen
Ruter AS`,
    interview('Ruter', 'Dataanalytiker', '2027-01-18T08:00:00.000Z', 'job-ruter'),
    {
      calendar: { start: '20270118T090000', tzid: 'Europe/Oslo', summary: 'Intervju – Dataanalytiker' },
    },
  ),

  msg(
    'academicwork-interview-client',
    'Academic Work <noreply@academicwork.no>',
    'Tue, 15 Dec 2026 14:30:00 +0100',
    'Intervju for Supply Chain Analyst',
    `
Hei Kari!

Vi har gleden av å invitere deg til intervju med vår kunde Yara International for stillingen Supply Chain Analyst.

Tid: torsdag 14. januar kl. 15.00
Sted: Drammensveien 131, Oslo

Lykke til!
Academic Work`,
    interview('Yara International', 'Supply Chain Analyst', '2027-01-14T14:00:00.000Z', 'job-yara'),
    { encoding: 'qp' },
  ),

  msg(
    'schibsted-interview-second',
    'Schibsted Careers <no-reply@smartrecruiters.com>',
    'Wed, 16 Dec 2026 11:00:00 +0100',
    'Second interview – UX Designer at Schibsted Media',
    `
Dear Kari,

Thank you for the first interview. We would like to invite you to a second interview for the UX Designer position on 19 January at 09:00 in Akersgata 55.

Best regards,
Schibsted Media`,
    interview('Schibsted Media', 'UX Designer', '2027-01-19T08:00:00.000Z', 'job-schibsted'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'hydro-interview-outlook-ics',
    'Norsk Hydro <kari.solberg@hydro.com>',
    'Wed, 16 Dec 2026 15:45:00 +0100',
    'Interview: HR Business Partner',
    `
Dear Kari,

As agreed on the phone, I have sent you an invitation for an interview for the HR Business Partner position. Please accept the attached meeting request.

Best regards,
Kari Solberg
Talent Acquisition Partner
Norsk Hydro ASA`,
    interview('Norsk Hydro', 'HR Business Partner', '2027-01-13T12:00:00.000Z', 'job-hydro'),
    {
      calendar: {
        start: '20270113T130000',
        tzid: 'Romance Standard Time',
        summary: 'Interview – HR Business Partner',
      },
    },
  ),

  msg(
    'srbank-interview-no-time-first',
    'SpareBank 1 SR-Bank <rekruttering@sr-bank.no>',
    'Thu, 17 Dec 2026 09:20:00 +0100',
    'Intervju – Kunderådgiver',
    `
Hei Kari,

Tusen takk for søknaden din på stillingen som Kunderådgiver. Vi ønsker å invitere deg til et intervju med oss.

Vi foreslår mandag 11. januar klokken 10:00 i Bjergsted terrasse 1, Stavanger.

Søknadsfristen var 1. desember og vi har mange gode søkere.

Hilsen
SpareBank 1 SR-Bank`,
    interview('SpareBank 1 SR-Bank', 'Kunderådgiver', '2027-01-11T09:00:00.000Z', 'job-srbank'),
    { shape: 'alternative', encoding: 'base64' },
  ),

  msg(
    'statkraft-interview-pm',
    'Statkraft <recruitment@statkraft.com>',
    'Thu, 17 Dec 2026 13:10:00 +0100',
    'Interview invitation – Energy Trader',
    `
Hello Kari,

We are happy to invite you to an interview for the Energy Trader position at Statkraft. The interview will be held on January 12th, 2027 at 3:30 PM CET at Lilleakerveien 6.

Regards,
Statkraft Talent Acquisition`,
    interview('Statkraft', 'Energy Trader', '2027-01-12T14:30:00.000Z', 'job-statkraft'),
    { encoding: 'qp' },
  ),

  msg(
    'aker-interview-noboard-position',
    'Aker BP <rekruttering@akerbp.com>',
    'Fri, 18 Dec 2026 09:00:00 +0100',
    'Invitasjon til intervju – Prosjektleder',
    `
Hei Kari,

Vi viser til din søknad på stillingen som Prosjektleder i Aker BP og ønsker å invitere deg til intervju i våre lokaler på Fornebu torsdag 7. januar kl. 13.15.

Med vennlig hilsen
Aker BP ASA`,
    interview('Aker BP', 'Prosjektleder', '2027-01-07T12:15:00.000Z', 'job-akerbp'),
    { encoding: 'qp' },
  ),

  msg(
    'siemens-interview-en',
    'Siemens Energy Talent Acquisition <noreply@successfactors.eu>',
    'Fri, 18 Dec 2026 10:00:00 +0100',
    'Interview Invitation - Electrical Engineer (Job ID 445120)',
    `
Dear Kari Nordmann,

Thank you for your interest in Siemens Energy. We would like to invite you to an interview for the position Electrical Engineer (Job ID 445120).

Date: 19.01.2027
Time: 10:00 (CET)
Location: Online via Microsoft Teams

Kind regards,
Siemens Energy GmbH`,
    interview('Siemens Energy', 'Electrical Engineer', '2027-01-19T09:00:00.000Z', 'job-siemens'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'dnb-frontend-interview',
    'DNB Rekruttering <rekruttering@dnb.no>',
    'Mon, 21 Dec 2026 09:00:00 +0100',
    'Intervju – Senior Frontend Developer',
    `
Hei Kari,

Takk for søknaden din på stillingen som Senior Frontend Developer i DNB. Vi vil gjerne invitere deg til intervju tirsdag 5. januar kl. 14.00 i Dronning Eufemias gate 30.

Vennlig hilsen
DNB Bank ASA`,
    interview('DNB', 'Senior Frontend Developer', '2027-01-05T13:00:00.000Z', 'job-dnb-frontend'),
    { encoding: 'base64' },
  ),

  // Rejections
  msg(
    'teamtailor-cognite-rejected',
    'Cognite <no-reply@teamtailor.com>',
    'Mon, 30 Nov 2026 10:00:00 +0100',
    'Your application to Cognite',
    `
Hi Kari,

Thank you for your interest in the Site Reliability Engineer position at Cognite and for the time you invested in applying.

After careful consideration, we have decided to move forward with other candidates whose experience more closely matches the needs of the role.

We wish you the best of luck in your job search.

Cognite Talent Team`,
    rejected('Cognite', 'Site Reliability Engineer', 'job-cognite'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'webcruiter-rejected-no',
    'Webcruiter <noreply@webcruiter.no>',
    'Tue, 01 Dec 2026 14:00:00 +0100',
    'Svar på søknad - Logistikkplanlegger',
    `
Hei Kari,

Takk for din søknad på stillingen Logistikkplanlegger i Posten Bring.

Vi har hatt mange gode søkere, og du er dessverre ikke blant de som går videre i prosessen.

Vi ønsker deg lykke til videre.

Med vennlig hilsen
Posten Bring AS`,
    rejected('Posten Bring', 'Logistikkplanlegger', 'job-posten'),
    { encoding: 'qp' },
  ),

  msg(
    'workday-equinor-rejected',
    'Equinor Talent Acquisition <equinor@myworkday.com>',
    'Wed, 02 Dec 2026 09:00:00 +0000',
    'Update on your application for Data Engineer',
    `
Dear Kari,

Thank you for applying for the Data Engineer position at Equinor. We regret to inform you that we will not be moving forward with your application at this time.

We encourage you to set up a job alert and apply for future positions.

Kind regards,
Equinor Recruitment`,
    rejected('Equinor', 'Data Engineer', 'job-equinor'),
    { shape: 'html', encoding: 'base64' },
  ),

  msg(
    'greenhouse-klarna-rejected',
    'Klarna Recruiting <no-reply@us.greenhouse-mail.io>',
    'Thu, 03 Dec 2026 17:00:00 +0000',
    'Your application to Klarna',
    `
Hi Kari,

Thank you for taking the time to apply for the Software Engineer role. Unfortunately, we have decided not to proceed with your candidacy at this stage.

Best,
Klarna`,
    rejected('Klarna', 'Software Engineer', 'job-klarna'),
    { encoding: 'qp' },
  ),

  msg(
    'lever-zalando-rejected',
    'Zalando <noreply@smartrecruiters.com>',
    'Fri, 04 Dec 2026 12:00:00 +0100',
    'Your application for Engineering Manager',
    `
Dear Kari,

Thank you very much for your interest in Zalando and the Engineering Manager position. Unfortunately we have to inform you that we will not be able to consider your application further.

We wish you all the best.
Zalando SE`,
    rejected('Zalando', 'Engineering Manager', 'job-zalando'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'direct-tine-rejected',
    'TINE Rekruttering <rekruttering@tine.no>',
    'Mon, 07 Dec 2026 08:00:00 +0100',
    'Stillingen som markedssjef',
    `
Hei Kari,

Takk for interessen for stillingen som Markedssjef i TINE og for en hyggelig samtale.

Vi har nå valgt å gå videre med en annen kandidat, og du når dessverre ikke opp denne gangen.

Lykke til videre!

Med hilsen
TINE SA`,
    rejected('TINE', 'Markedssjef', 'job-tine'),
    { encoding: 'base64' },
  ),

  msg(
    'reachmee-rejected-no',
    'ReachMee <noreply@reachmee.com>',
    'Tue, 08 Dec 2026 10:30:00 +0100',
    'Angående din søknad',
    `
Hei Kari Nordmann,

Vi takker for din søknad på stillingen som Skadebehandler i Gjensidige Forsikring.

Stillingen er nå besatt, og vi må dessverre meddele at du ikke ble valgt denne gangen.

Vennlig hilsen
Gjensidige Forsikring ASA`,
    rejected('Gjensidige Forsikring', 'Skadebehandler', 'job-gjensidige'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'jobylon-kahoot-rejected',
    'Kahoot! via Jobylon <noreply@jobylon.com>',
    'Wed, 09 Dec 2026 09:00:00 +0100',
    'Update regarding Product Designer',
    `
Hi Kari,

Thanks so much for applying to Kahoot!. We received many strong applications for the Product Designer role and, after careful review, we've decided to go with candidates whose profiles are a closer fit.

All the best,
Kahoot! People Team`,
    rejected('Kahoot!', 'Product Designer', 'job-kahoot'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'dnb-risk-rejected',
    'DNB <noreply@dnb.no>',
    'Thu, 10 Dec 2026 11:11:00 +0100',
    'Din søknad på Risk Analyst',
    `
Hei Kari,

Takk for at du søkte på stillingen Risk Analyst i DNB. Vi har gått grundig gjennom alle søknadene, og har besluttet å gå videre med andre kandidater.

Vi vil takke for interessen og ønsker deg lykke til.

Vennlig hilsen
DNB`,
    rejected('DNB', 'Risk Analyst', 'job-dnb-risk'),
    { encoding: 'qp' },
  ),

  msg(
    'hays-client-rejected',
    'Hays <noreply@hays.no>',
    'Fri, 11 Dec 2026 10:00:00 +0100',
    'Your application',
    `
Dear Kari,

Thank you for your application for the Cloud Architect role with our client Tietoevry. Following a review of your application against the requirements, we regret to inform you that you have not been shortlisted.

We will keep your details on file.

Kind regards,
Hays Recruitment`,
    rejected('Tietoevry', 'Cloud Architect', 'job-tietoevry'),
    { encoding: 'base64' },
  ),

  msg(
    'monzo-rejected',
    'Monzo <careers@monzo.com>',
    'Mon, 14 Dec 2026 16:00:00 +0000',
    'Monzo – Backend Engineer',
    `
Hi Kari,

Thanks for interviewing with us for the Backend Engineer role. It was a tough decision, but we won't be moving forward with your application this time.

We'd love for you to apply again in the future.

The Monzo Hiring Team`,
    rejected('Monzo', 'Backend Engineer', 'job-monzo'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'capgemini-rejected-no',
    'Capgemini Norge <rekruttering@capgemini.com>',
    'Tue, 15 Dec 2026 09:00:00 +0100',
    'Tilbakemelding på søknad – Managementkonsulent',
    `
Hei Kari,

Tusen takk for søknaden din og interessen for Capgemini. Etter en helhetsvurdering har vi dessverre kommet frem til at vi ikke går videre med din søknad.

Vennlig hilsen
Capgemini Norge AS`,
    rejected('Capgemini Norge', 'Managementkonsulent', 'job-capgemini'),
    { encoding: 'qp' },
  ),

  msg(
    'helse-rejected-nynorsk',
    'Helse Bergen <ikke-svar@jobbnorge.no>',
    'Wed, 16 Dec 2026 13:00:00 +0100',
    'Melding om tilsetting',
    `
Hei Kari Nordmann,

Takk for søknaden til stillinga som Sykepleier ved Helse Bergen HF. Stillinga er no tilsett, og vi må dessverre melde at du ikkje vart vald.

Vennleg helsing
Helse Bergen HF`,
    rejected('Helse Bergen', 'Sykepleier', 'job-helse'),
    { shape: 'html', encoding: 'base64' },
  ),

  msg(
    'remarkable-rejected-after-interview',
    'reMarkable <jobs@remarkable.com>',
    'Thu, 17 Dec 2026 10:00:00 +0100',
    'Following up on your interview',
    `
Hi Kari,

Thank you for taking the time to meet the team for the Embedded Software Engineer role. We enjoyed our conversations, but we have decided to offer the position to another candidate.

Best wishes,
reMarkable Talent`,
    rejected('reMarkable', 'Embedded Software Engineer', 'job-remarkable'),
    { encoding: 'qp' },
  ),

  // Offers
  msg(
    'direct-bekk-offer',
    'Marte Lie <marte.lie@bekk.no>',
    'Fri, 18 Dec 2026 09:00:00 +0100',
    'Tilbud om stilling som Utvikler',
    `
Hei Kari!

Det var veldig hyggelig å bli kjent med deg. Vi har gleden av å tilby deg stillingen som Utvikler i Bekk.

Vedlagt finner du arbeidskontrakten. Vi ser frem til å høre fra deg innen 8. januar.

Mvh
Marte Lie
Bekk Consulting AS`,
    offer('Bekk Consulting', 'Utvikler', 'job-bekk'),
    { encoding: 'qp' },
  ),

  msg(
    'spotify-offer',
    'Spotify <no-reply@hire.lever.co>',
    'Fri, 18 Dec 2026 15:00:00 +0000',
    'Your offer from Spotify',
    `
Hi Kari,

Congratulations! We are delighted to offer you the role of Data Scientist at Spotify. Your offer letter is ready to review and sign in the candidate portal.

Welcome to the band!
Spotify Recruiting`,
    offer('Spotify', 'Data Scientist', 'job-spotify'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'storebrand-offer-no',
    'Storebrand HR <hr@storebrand.no>',
    'Mon, 21 Dec 2026 10:00:00 +0100',
    'Jobbtilbud – Aktuar',
    `
Hei Kari,

Vi er glade for å kunne tilby deg fast stilling som Aktuar i Storebrand. Detaljer om lønn og startdato står i vedlagte tilbudsbrev.

Gi oss gjerne svar innen fredag.

Vennlig hilsen
Storebrand ASA`,
    offer('Storebrand', 'Aktuar', 'job-storebrand'),
    { shape: 'alternative', encoding: 'base64' },
  ),

  msg(
    'kongsberg-offer',
    'Kongsberg Gruppen <recruitment@kongsberg.com>',
    'Tue, 22 Dec 2026 12:00:00 +0100',
    'Offer of employment – Systems Engineer',
    `
Dear Kari,

Following our recent interviews, we are pleased to offer you the position of Systems Engineer with Kongsberg Defence & Aerospace. Please find the employment contract attached.

Best regards,
Kongsberg Gruppen ASA`,
    offer('Kongsberg Gruppen', 'Systems Engineer', 'job-kongsberg'),
    { encoding: 'qp' },
  ),

  msg(
    'ruter-offer-no',
    'Ruter <noreply@teamtailor.com>',
    'Tue, 05 Jan 2027 09:00:00 +0100',
    'Gratulerer – tilbud fra Ruter',
    `
Hei Kari,

Gratulerer! Vi ønsker å tilby deg jobben som Dataanalytiker hos Ruter. Du får tilsendt arbeidskontrakt for signering i løpet av dagen.

Vennlig hilsen
Ruter AS`,
    offer('Ruter', 'Dataanalytiker', 'job-ruter'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'statkraft-offer',
    'Statkraft <recruitment@statkraft.com>',
    'Wed, 06 Jan 2027 14:00:00 +0100',
    'Job offer',
    `
Hello Kari,

It is my pleasure to extend you an offer for the Energy Trader position at Statkraft. The formal offer with salary details is attached.

Kind regards,
Statkraft Talent Acquisition`,
    offer('Statkraft', 'Energy Trader', 'job-statkraft'),
    { encoding: 'base64' },
  ),

  msg(
    'sintef-offer-no',
    'SINTEF <jobb@sintef.no>',
    'Thu, 07 Jan 2027 08:30:00 +0100',
    'Tilbud om ansettelse',
    `
Hei Kari,

Vi har gleden av å tilby deg stilling som Research Scientist ved SINTEF Digital. Vedlagt følger tilbudsbrev og arbeidsavtale.

Vennlig hilsen
SINTEF`,
    offer('SINTEF', 'Research Scientist', 'job-sintef'),
    { encoding: 'qp' },
  ),

  msg(
    'telenor-offer',
    'Telenor Rekruttering <rekruttering@telenor.no>',
    'Fri, 08 Jan 2027 10:00:00 +0100',
    'Tilbud – Product Manager',
    `
Hei Kari,

Takk for gode samtaler. Vi ønsker å tilby deg stillingen som Product Manager i Telenor Norge, og sender deg kontrakt i egen e-post.

Hilsen
Telenor Norge AS`,
    offer('Telenor Norge', 'Product Manager', 'job-telenor'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  // Other: mail that uses the words but changes nothing on the board
  msg(
    'linkedin-job-alert',
    'LinkedIn Job Alerts <jobalerts-noreply@linkedin.com>',
    'Mon, 16 Nov 2026 07:00:00 +0000',
    '30+ new jobs for "frontend developer" in Oslo',
    `
Your job alert for frontend developer in Oslo

Senior Frontend Developer – DNB – Oslo (Hybrid)
Apply with your LinkedIn profile. 12 applicants.

Frontend Engineer – Vipps MobilePay – Oslo
Be an early applicant.

See all jobs · Unsubscribe from this job alert`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'finn-jobbagent',
    'FINN jobb <agent@finn.no>',
    'Tue, 17 Nov 2026 06:30:00 +0100',
    'Nye stillinger i din jobbagent: Utvikler',
    `
Hei!

Vi har funnet 14 nye stillinger som passer jobbagenten din "Utvikler, Oslo".

Utvikler – Bekk Consulting AS – Søknadsfrist: Snarest
Systemutvikler – Bouvet ASA – Søknadsfrist: 15. desember

Se alle stillingene på FINN.`,
    other,
    { shape: 'alternative', encoding: 'base64' },
  ),

  msg(
    'linkedin-profile-viewed',
    'LinkedIn <notifications-noreply@linkedin.com>',
    'Wed, 18 Nov 2026 08:00:00 +0000',
    'Kari, your profile was viewed by a recruiter from Equinor',
    `
Hi Kari,

A recruiter from Equinor viewed your profile. See who else viewed your profile in the past 90 days and what positions they are hiring for.

View all profile viewers`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'recruiter-cold-mail',
    'Sindre Haugen <sindre@talentbridge.no>',
    'Thu, 19 Nov 2026 11:00:00 +0100',
    'Spennende stilling som Tech Lead',
    `
Hei Kari,

Jeg kom over profilen din på LinkedIn og tenkte du kunne passe til en stilling som Tech Lead hos en av våre kunder innen fintech. Stillingen har god lønn og mulighet for hjemmekontor.

Er du åpen for en prat neste uke?

Mvh
Sindre Haugen
TalentBridge`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'recruiter-cold-mail-en',
    'Emma Clarke <emma.clarke@northstar-search.co.uk>',
    'Thu, 19 Nov 2026 15:30:00 +0000',
    'Opportunity: Principal Engineer, fintech scale-up',
    `
Hi Kari,

I came across your profile and was really impressed by your experience. I'm working on an exclusive Principal Engineer position with a fast-growing fintech in London, and the interview process is quick (two rounds).

Would you be open to a short call this week?

Best,
Emma`,
    other,
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'teamtailor-password-reset',
    'Cognite <no-reply@teamtailor.com>',
    'Fri, 20 Nov 2026 21:10:00 +0100',
    'Reset your password',
    `
Hi,

Someone asked to reset the password of your candidate account at Cognite, which you use to follow your applications.

Click the link below to choose a new password. If you didn't ask for this, ignore this message.

Reset password`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'webcruiter-password-no',
    'Webcruiter <noreply@webcruiter.no>',
    'Sat, 21 Nov 2026 10:00:00 +0100',
    'Nytt passord til Webcruiter',
    `
Hei,

Du har bedt om å få tilbakestille passordet til brukeren din i Webcruiter. Med brukeren kan du følge søknadene dine og søke på nye stillinger.

Klikk på lenken for å velge et nytt passord. Lenken gjelder i 24 timer.`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'workday-finish-application',
    'Yara Careers <yara@myworkday.com>',
    'Sun, 22 Nov 2026 09:00:00 +0000',
    "Don't forget to finish your application",
    `
Dear Kari,

You started an application for Supply Chain Analyst at Yara International but have not submitted it yet. Your application will only be considered once it is complete.

Continue your application in the candidate home.`,
    other,
    { shape: 'html', encoding: 'base64' },
  ),

  msg(
    'reachmee-finish-no',
    'ReachMee <noreply@reachmee.com>',
    'Mon, 23 Nov 2026 18:00:00 +0100',
    'Du har en påbegynt søknad',
    `
Hei Kari,

Du har startet på en søknad på stillingen Kunderådgiver i SpareBank 1 SR-Bank, men søknaden er ikke sendt inn. Søknadsfristen er 1. desember.

Logg inn for å fullføre søknaden.`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'online-test-en',
    'Equinor Talent Acquisition <equinor@myworkday.com>',
    'Tue, 24 Nov 2026 10:00:00 +0000',
    'Next step: online assessment',
    `
Dear Kari,

Thank you for your application for Data Engineer. As the next step in our process we ask all candidates to complete an online assessment (numerical and logical reasoning). The test takes about 40 minutes.

Please complete the assessment before Friday 27 November at 23:59.

Kind regards,
Equinor Recruitment`,
    other,
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'online-test-no',
    'Adecco Norge <kandidat@adecco.no>',
    'Wed, 25 Nov 2026 09:00:00 +0100',
    'Personlighetstest – neste steg',
    `
Hei Kari,

Takk for søknaden. Som en del av prosessen ber vi deg gjennomføre en personlighetstest og en evnetest på nett. Lenken er gyldig i 5 dager.

Med vennlig hilsen
Adecco Norge AS`,
    other,
    { encoding: 'base64' },
  ),

  msg(
    'career-fair',
    'NTNU Karrieresenter <karriere@ntnu.no>',
    'Wed, 25 Nov 2026 12:00:00 +0100',
    'Karrieredagene 2027 – møt over 100 arbeidsgivere',
    `
Hei!

Velkommen til Karrieredagene onsdag 3. februar kl. 10.00 på Gløshaugen. Over 100 arbeidsgivere stiller, blant annet Equinor, Kongsberg og SINTEF, og mange har ledige stillinger og sommerjobber.

Meld deg på intervjutrening og CV-sjekk på stand.`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'career-fair-en',
    'Oslo Tech Careers <events@oslotechcareers.com>',
    'Thu, 26 Nov 2026 09:00:00 +0100',
    'Meet us at the Oslo Tech Career Fair',
    `
Hello Kari,

Join us at the Oslo Tech Career Fair on Thursday 14 January at 16:00 in Oslo Spektrum. Recruiters from Vipps MobilePay, Cognite and reMarkable will be there to talk about open positions, and you can book a mock interview.

See you there!`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'receipt-cv-service',
    'CVpartner Shop <kvittering@cvshop.no>',
    'Thu, 26 Nov 2026 14:00:00 +0100',
    'Kvittering for kjøp – CV-gjennomgang',
    `
Takk for bestillingen!

Ordrenummer: 100234
Produkt: CV-gjennomgang og søknadshjelp
Beløp: 499,00 kr

Betalingen er mottatt. En rådgiver tar kontakt innen to virkedager.`,
    other,
    { shape: 'html', encoding: 'base64' },
  ),

  msg(
    'receipt-linkedin-premium',
    'LinkedIn <billing-noreply@linkedin.com>',
    'Fri, 27 Nov 2026 00:10:00 +0000',
    'Your receipt for LinkedIn Premium Career',
    `
Thank you for your payment.

Premium Career – monthly subscription
Amount: NOK 399.00
Payment method: Visa ending 4242

Premium Career helps your application stand out and shows who viewed your profile.`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'newsletter-interview-tips',
    'Karrierestart <nyhetsbrev@karrierestart.no>',
    'Fri, 27 Nov 2026 08:00:00 +0100',
    '7 tips til jobbintervjuet',
    `
Hei Kari!

I denne ukens nyhetsbrev: slik forbereder du deg til intervju, hva du bør svare når du får spørsmål om lønn, og hvordan du skriver en søknad som skiller seg ut.

Les mer på bloggen vår.

Du mottar denne e-posten fordi du abonnerer på nyhetsbrevet. Meld deg av her.`,
    other,
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'newsletter-en',
    'The Muse <newsletter@themuse.com>',
    'Sat, 28 Nov 2026 13:00:00 +0000',
    'How to ace your next interview (plus: 12 companies hiring now)',
    `
This week: the five interview questions every hiring manager asks, how to follow up after submitting an application, and 12 companies with open positions right now.

Read the full newsletter online. Unsubscribe at any time.`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'indeed-recommended',
    'Indeed <alert@indeed.com>',
    'Sun, 29 Nov 2026 07:00:00 +0000',
    'Data Engineer jobs you might like',
    `
Recommended jobs based on your recent searches:

Data Engineer – Equinor – Stavanger
Easily apply. Responsive employer.

Data Engineer – Aker BP – Fornebu
Posted 2 days ago.`,
    other,
    { encoding: 'base64' },
  ),

  msg(
    'verify-email-ats',
    'Jobylon <noreply@jobylon.com>',
    'Sun, 29 Nov 2026 12:00:00 +0100',
    'Confirm your email address',
    `
Hi Kari,

Please confirm your email address to activate your Jobylon account. Once confirmed, you can apply for positions faster and follow your applications.

Confirm email address`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'glassdoor-reviews',
    'Glassdoor <noreply@glassdoor.com>',
    'Mon, 30 Nov 2026 09:00:00 +0000',
    'Kari, see what employees say about interviews at Spotify',
    `
Interview questions and salaries at companies you follow:

Spotify – 4.2 ★ – 312 interview reviews
"The application process was quick and the interview was friendly."

Explore more companies on Glassdoor.`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'application-saved-draft-no',
    'Jobbnorge <ikke-svar@jobbnorge.no>',
    'Mon, 30 Nov 2026 20:00:00 +0100',
    'Påminnelse: søknadsfristen nærmer seg',
    `
Hei Kari,

Søknaden din på stillingen Rådgiver ved Universitetet i Bergen er ikke fullført. Søknadsfristen går ut i morgen kl. 23.59.

Logg inn på jobbnorge.no for å fullføre søknaden.`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'nav-webinar',
    'NAV <ikke-svar@nav.no>',
    'Tue, 01 Dec 2026 10:00:00 +0100',
    'Webinar: Slik lykkes du på jobbintervju',
    `
Hei,

Bli med på vårt gratis webinar torsdag 10. desember kl. 12.00 om hvordan du skriver søknad og forbereder deg til intervju.

Påmelding på nav.no.`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'lever-coding-challenge',
    'Monzo <careers@monzo.com>',
    'Tue, 01 Dec 2026 12:00:00 +0000',
    'Your Monzo coding challenge',
    `
Hi Kari,

Thanks for your application for Backend Engineer. The next step is a take-home coding challenge. You'll have 72 hours from when you open the link.

Good luck!
Monzo Hiring`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'teamtailor-job-alert',
    'Cognite <no-reply@teamtailor.com>',
    'Wed, 02 Dec 2026 08:00:00 +0100',
    'New jobs at Cognite',
    `
Hi Kari,

You signed up for job alerts at Cognite. Here are the new positions published this week:

• Staff Software Engineer, Data Platform
• Product Manager, Industrial AI

Unsubscribe from job alerts.`,
    other,
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'application-withdrawn-confirmation-other',
    'Webcruiter <noreply@webcruiter.no>',
    'Wed, 02 Dec 2026 18:00:00 +0100',
    'Oppdater profilen din i Webcruiter',
    `
Hei Kari,

Det er lenge siden du oppdaterte CV-en din i Webcruiter. En oppdatert profil gjør det enklere å søke på stillinger og få jobbvarsler som passer deg.

Logg inn for å oppdatere profilen.`,
    other,
    { encoding: 'base64' },
  ),

  msg(
    'referral-event',
    'Schibsted Careers <careers@schibsted.com>',
    'Thu, 03 Dec 2026 10:00:00 +0100',
    'Open house at Schibsted – meet our designers',
    `
Hi Kari,

We are hosting an open house for designers and developers on Wednesday 13 January at 17:00 in Akersgata 55. Meet the team, hear about open positions and get feedback on your portfolio.

Sign up here.`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'interview-feedback-survey',
    'Klarna Recruiting <no-reply@us.greenhouse-mail.io>',
    'Thu, 03 Dec 2026 19:00:00 +0000',
    'How was your interview experience?',
    `
Hi Kari,

You recently had an interview with Klarna. We'd love to hear about your candidate experience – the survey takes 2 minutes and is anonymous.

Take the survey`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'order-confirmation-course',
    'Udemy <no-reply@udemy.com>',
    'Fri, 04 Dec 2026 08:00:00 +0000',
    'Order confirmation: Cracking the Coding Interview course',
    `
Thanks for your order!

Course: Cracking the Coding Interview – Complete Preparation
Total: NOK 149.00

Your receipt is attached.`,
    other,
    { shape: 'alternative', encoding: 'base64' },
  ),

  msg(
    'talent-community-welcome',
    'Equinor Careers <careers@equinor.com>',
    'Fri, 04 Dec 2026 10:00:00 +0100',
    'Welcome to the Equinor Talent Community',
    `
Hi Kari,

Thank you for joining our Talent Community. We will send you news about Equinor, upcoming events and new positions that match your interests.

You can update your preferences or unsubscribe at any time.`,
    other,
    { encoding: 'qp' },
  ),

  // A second batch, written after the first reading of the rules, in wordings they were not written for.
  msg(
    'linkedin-easy-apply',
    'LinkedIn <jobs-noreply@linkedin.com>',
    'Mon, 16 Nov 2026 10:02:00 +0000',
    'Kari, your application was sent to Equinor',
    `
Your application was sent to Equinor

Data Engineer
Equinor · Stavanger, Rogaland, Norway (Hybrid)
Applied on November 16, 2026

Now, take these next steps for more success with your job search.

View your application`,
    applied('Equinor', 'Data Engineer', 'job-equinor'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'finn-soknad-sendt',
    'FINN <noreply@finn.no>',
    'Tue, 17 Nov 2026 12:00:00 +0100',
    'Søknaden din er sendt til Telenor Norge AS',
    `
Hei Kari,

Søknaden din er sendt!

Stilling: Product Manager
Arbeidsgiver: Telenor Norge AS

Lykke til! Du finner søknaden under Mine søknader på FINN.`,
    applied('Telenor Norge', 'Product Manager', 'job-telenor'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'telenor-reschedule',
    'Telenor Rekruttering <rekruttering@telenor.no>',
    'Mon, 04 Jan 2027 08:00:00 +0100',
    'Ny tid for intervjuet ditt',
    `
Hei Kari,

Vi må dessverre flytte intervjuet ditt for stillingen Product Manager. Ny tid er torsdag 14. januar kl. 13:00, samme sted som før.

Beklager ulempen, og gi beskjed om tiden ikke passer.

Hilsen
Telenor Norge AS`,
    interview('Telenor Norge', 'Product Manager', '2027-01-14T12:00:00.000Z', 'job-telenor'),
    { encoding: 'qp' },
  ),

  msg(
    'google-calendar-invite',
    'Lars Eng (via Google Calendar) <calendar-notification@google.com>',
    'Tue, 15 Dec 2026 09:00:00 +0000',
    'Invitation: Intervju Cloud Architect @ Tue Jan 12, 2027 2pm - 3pm (CET) (kari.nordmann@example.no)',
    `
Lars Eng has invited you to the following event.

Intervju Cloud Architect
When: Tuesday Jan 12, 2027 2pm – 3pm Central European Time - Oslo
Joining info: meet.google.com/abc-defg-hij
Organizer: lars.eng@tietoevry.com

Going (kari.nordmann@example.no)? Yes - Maybe - No

Invitation from Google Calendar`,
    interview('Tietoevry', 'Cloud Architect', '2027-01-12T13:00:00.000Z', 'job-tietoevry'),
    {
      calendar: { start: '20270112T140000', tzid: 'Europe/Oslo', summary: 'Intervju Cloud Architect' },
    },
  ),

  msg(
    'storebrand-rejected-closer-match',
    'Storebrand HR <hr@storebrand.no>',
    'Wed, 16 Dec 2026 11:00:00 +0100',
    'Aktuar – status',
    `
Hei Kari,

Vi har nå avsluttet prosessen for stillingen som Aktuar. Etter en samlet vurdering har vi bestemt oss for en kandidat med erfaring som lå nærmere det vi trenger.

Takk for at du ville bruke tid på oss.

Vennlig hilsen
Storebrand ASA`,
    rejected('Storebrand', 'Aktuar', 'job-storebrand'),
    { shape: 'alternative', encoding: 'base64' },
  ),

  msg(
    'elkjop-rejected-other-candidate',
    'Elkjøp Nordic <rekruttering@elkjop.no>',
    'Thu, 17 Dec 2026 14:00:00 +0100',
    'Angående stillingen som Butikksjef',
    `
Hei Kari,

Takk for et hyggelig intervju. Vi har nå gjennomført alle intervjuene og har bestemt oss for en annen kandidat til stillingen som Butikksjef.

Lykke til med jobbsøkingen!

Med vennlig hilsen
Elkjøp Nordic AS`,
    rejected('Elkjøp Nordic', 'Butikksjef', 'job-elkjop'),
    { encoding: 'qp' },
  ),

  msg(
    'sats-offer-informal',
    'SATS Jobb <jobb@sats.no>',
    'Fri, 18 Dec 2026 12:00:00 +0100',
    'Velkommen til SATS!',
    `
Hei Kari!

Vi vil gjerne ha deg med på laget som Personlig trener på SATS Majorstuen! Vedlagt finner du kontrakten. Signer og send den tilbake innen 30. desember, så er du i gang fra januar.

Treningshilsen
SATS ASA`,
    offer('SATS', 'Personlig trener', 'job-sats'),
    { encoding: 'qp' },
  ),

  msg(
    'monzo-phone-screen',
    'Monzo <careers@monzo.com>',
    'Mon, 21 Dec 2026 10:00:00 +0000',
    'Monzo – next step',
    `
Hi Kari,

Thanks for applying for the Backend Engineer role! We'd love to chat. I've booked a 30-minute phone screen with you on Thursday, 14 January at 9:30 am UK time. I'll call the number on your CV.

Cheers,
Sam, Talent Partner at Monzo`,
    interview('Monzo', 'Backend Engineer', '2027-01-14T09:30:00.000Z', 'job-monzo'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'hydro-interview-ordinal',
    'Norsk Hydro <recruitment@hydro.com>',
    'Mon, 21 Dec 2026 13:00:00 +0100',
    'HR Business Partner – meeting',
    `
Dear Kari,

Following your application for the HR Business Partner position, we would like to meet you on the 13th of January from 10:00 to 11:00 at Drammensveien 264.

Kind regards
Norsk Hydro ASA`,
    interview('Norsk Hydro', 'HR Business Partner', '2027-01-13T09:00:00.000Z', 'job-hydro'),
    { encoding: 'base64' },
  ),

  msg(
    'smartrecruiters-got-it',
    'Delivery Hero <noreply@smartrecruiters.com>',
    'Tue, 22 Dec 2026 09:00:00 +0100',
    "Kari, we've got your application!",
    `
Hi Kari,

Great news – your application for Senior Data Analyst has landed with our Talent Acquisition team at Delivery Hero. We'll take a close look and get back to you.

Delivery Hero SE, Berlin`,
    applied('Delivery Hero', 'Senior Data Analyst', null),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'teamtailor-rejected-no-mulighet',
    'Cognite <no-reply@teamtailor.com>',
    'Tue, 22 Dec 2026 15:00:00 +0100',
    'Din søknad hos Cognite',
    `
Hei Kari,

Takk for din interesse for stillingen Site Reliability Engineer hos Cognite. Vi har nå gått gjennom alle søknadene, og har dessverre ikke mulighet til å gå videre med deg denne gangen.

Vi ønsker deg lykke til!
Cognite Talent`,
    rejected('Cognite', 'Site Reliability Engineer', 'job-cognite'),
    { shape: 'alternative', encoding: 'base64' },
  ),

  msg(
    'linkedin-inmail-recruiter',
    'LinkedIn <inmail-hit-reply@linkedin.com>',
    'Wed, 23 Dec 2026 08:00:00 +0000',
    'Kari, you have a new message from Helene at Kongsberg',
    `
Helene Moen, Talent Acquisition at Kongsberg Gruppen, sent you a message:

"Hi Kari, we are hiring a Lead Systems Engineer in Kongsberg and your background caught my eye. Would you like to hear more about the role?"

Reply now`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'workday-account-created',
    'Yara Careers <yara@myworkday.com>',
    'Wed, 23 Dec 2026 10:00:00 +0000',
    'Your candidate account has been created',
    `
Dear Kari,

Your candidate account at Yara International has been created. You can now apply for open positions and track the status of your applications.

Your username: kari.nordmann@example.no`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'mock-interview-ad',
    'Interview Coach <hello@interviewcoach.no>',
    'Thu, 24 Dec 2026 09:00:00 +0100',
    'Book et prøveintervju før jul er over',
    `
Hei Kari!

Har du et jobbintervju i januar? Book et prøveintervju med en av våre coacher, for eksempel tirsdag 12. januar kl. 18.00. Første time koster bare 490 kr.

Se ledige tider på nettsiden vår.`,
    other,
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'talent-pool-welcome',
    'Vipps MobilePay <no-reply@teamtailor.com>',
    'Fri, 25 Dec 2026 10:00:00 +0100',
    'Thanks for joining our talent pool',
    `
Hi Kari,

Thanks for joining the Vipps MobilePay talent pool! We'll let you know when a position that matches your profile opens up.

Best,
Vipps MobilePay Talent`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'webcruiter-receipt-en',
    'Webcruiter <noreply@webcruiter.no>',
    'Sat, 26 Dec 2026 11:00:00 +0100',
    'Receipt for application - Supply Chain Analyst',
    `
Dear Kari Nordmann,

This is a receipt confirming that Yara International has received your application for the position Supply Chain Analyst.

Best regards
Yara International ASA`,
    applied('Yara International', 'Supply Chain Analyst', 'job-yara'),
    { encoding: 'base64' },
  ),

  msg(
    'html-table-interview',
    'Posten Bring <noreply@hr-manager.net>',
    'Mon, 28 Dec 2026 09:00:00 +0100',
    'Invitasjon til intervju',
    `
Hei Kari,

Vi har gleden av å invitere deg til intervju for stillingen Logistikkplanlegger.`,
    interview('Posten Bring', 'Logistikkplanlegger', '2027-01-08T09:00:00.000Z', 'job-posten'),
    {
      shape: 'html',
      encoding: 'qp',
      html: '<html><body><p>Hei Kari,</p><p>Vi har gleden av å invitere deg til intervju for stillingen Logistikkplanlegger.</p><table><tr><td>Dato:</td><td>fredag 8. januar 2027</td></tr><tr><td>Tid:</td><td>10.00–11.00</td></tr><tr><td>Sted:</td><td>Biskop Gunnerus gate 14A, Oslo</td></tr></table><p>Med vennlig hilsen<br>Posten Bring AS</p></body></html>',
    },
  ),

  msg(
    'us-format-interview',
    'Zalando <noreply@smartrecruiters.com>',
    'Tue, 29 Dec 2026 09:00:00 +0100',
    'Engineering Manager – interview scheduled',
    `
Dear Kari,

Your interview for Engineering Manager has been scheduled.

Date and time: January 14, 2027, 9:00 AM CET
Interviewers: Anna Weber, Tobias Klein

Best wishes,
Your Zalando Recruiting Team`,
    interview('Zalando', 'Engineering Manager', '2027-01-14T08:00:00.000Z', 'job-zalando'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'hiring-team-not-move-forward',
    'Klarna Recruiting <no-reply@us.greenhouse-mail.io>',
    'Wed, 30 Dec 2026 16:00:00 +0000',
    'Klarna – Software Engineer',
    `
Hi Kari,

Thank you for the time you spent with us. The hiring team has decided not to move forward with your candidacy for Software Engineer.

All the best,
Klarna`,
    rejected('Klarna', 'Software Engineer', 'job-klarna'),
    { encoding: 'qp' },
  ),

  msg(
    'offer-bring-on-board',
    'Kahoot! People Team <people@kahoot.com>',
    'Mon, 04 Jan 2027 11:00:00 +0100',
    'Welcome aboard?',
    `
Hi Kari,

I'm thrilled to let you know that we'd like to bring you on board as our new Product Designer! You'll find the contract and the details of the package attached.

Let me know if you have any questions.

Maja
Kahoot! ASA`,
    offer('Kahoot!', 'Product Designer', 'job-kahoot'),
    { shape: 'alternative', encoding: 'base64' },
  ),

  msg(
    'jobylon-fatt-soknaden',
    'Ruter via Jobylon <noreply@jobylon.com>',
    'Mon, 04 Jan 2027 14:00:00 +0100',
    'Vi har fått søknaden din',
    `
Hei Kari!

Vi har fått søknaden din til stillingen Dataanalytiker, og gleder oss til å lese den. Du hører fra oss innen utgangen av januar.

Hilsen Ruter`,
    applied('Ruter', 'Dataanalytiker', 'job-ruter'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'manpower-no-client',
    'Manpower <jobb@manpower.no>',
    'Tue, 05 Jan 2027 08:00:00 +0100',
    'Takk for din søknad – Lagermedarbeider',
    `
Hei Kari,

Takk for din søknad på stillingen som Lagermedarbeider. Vi går gjennom søknadene fortløpende og tar kontakt med aktuelle kandidater.

Med vennlig hilsen
Manpower`,
    applied(null, 'Lagermedarbeider', null),
    { encoding: 'qp' },
  ),

  msg(
    'nav-register-reminder',
    'NAV <ikke-svar@nav.no>',
    'Tue, 05 Jan 2027 09:00:00 +0100',
    'Husk å sende meldekort',
    `
Hei,

Du må sende meldekortet ditt innen fredag. Husk å føre opp søknader du har sendt og intervjuer du har vært på.

Logg inn på nav.no.`,
    other,
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'interview-en-no-weekday',
    'Siemens Energy Talent Acquisition <noreply@successfactors.eu>',
    'Wed, 06 Jan 2027 10:00:00 +0100',
    'Electrical Engineer: second round',
    `
Dear Kari,

Congratulations on reaching the second round for Electrical Engineer! We have reserved 20 January 2027, 14:30-16:00 (CET) for an on-site interview in Erlangen.

Kind regards,
Siemens Energy GmbH`,
    interview('Siemens Energy', 'Electrical Engineer', '2027-01-20T13:30:00.000Z', 'job-siemens'),
    { encoding: 'qp' },
  ),

  // Forwarded by the user to themselves: the facts are the forwarded message's.
  msg(
    'gmail-forward-interview',
    'Kari Nordmann <kari.nordmann@gmail.com>',
    'Thu, 07 Jan 2027 20:15:00 +0100',
    'Fwd: Interview – Risk Analyst',
    `
Husk denne!

---------- Forwarded message ---------
From: DNB Rekruttering <rekruttering@dnb.no>
Date: Thu, 7 Jan 2027 at 14:02
Subject: Interview – Risk Analyst
To: <kari.nordmann@example.no>

Dear Kari,

Thank you for your application for the Risk Analyst position. We would like to invite you to an interview on Monday 18 January at 10:00 in Dronning Eufemias gate 30.

Best regards,
DNB Bank ASA`,
    interview('DNB', 'Risk Analyst', '2027-01-18T09:00:00.000Z', 'job-dnb-risk'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'outlook-forward-rejected-no',
    'Kari Nordmann <kari.nordmann@outlook.com>',
    'Fri, 08 Jan 2027 09:00:00 +0100',
    'VS: Angående din søknad',
    `
-----Opprinnelig melding-----
Fra: Gjensidige Rekruttering <rekruttering@gjensidige.no>
Sendt: torsdag 7. januar 2027 15:30
Til: Kari Nordmann <kari.nordmann@example.no>
Emne: Angående din søknad

Hei Kari,

Takk for søknaden din på stillingen som Skadebehandler. Vi har valgt å gå videre med andre kandidater i denne omgang.

Vennlig hilsen
Gjensidige Forsikring ASA`,
    rejected('Gjensidige Forsikring', 'Skadebehandler', 'job-gjensidige'),
    { encoding: 'qp' },
  ),

  msg(
    'apple-forward-applied',
    'Kari Nordmann <kari.nordmann@icloud.com>',
    'Sat, 09 Jan 2027 11:00:00 +0100',
    'Fwd: Application received',
    `
Begin forwarded message:

From: Statkraft <recruitment@statkraft.com>
Subject: Application received
Date: 8 January 2027 at 16:44:00 CET
To: kari.nordmann@example.no

Dear Kari,

Thank you for applying for the position Energy Trader at Statkraft. We have received your application and will be in touch.

Statkraft Talent Acquisition`,
    applied('Statkraft', 'Energy Trader', 'job-statkraft'),
    { shape: 'html', encoding: 'base64' },
  ),

  // A third batch, written after the second round of tuning.
  msg(
    'ashby-vipps-submitted',
    'Vipps MobilePay Recruiting <no-reply@ashbyhq.com>',
    'Mon, 11 Jan 2027 09:00:00 +0100',
    "Your application for 'Backend Developer' has been submitted",
    `
Hi Kari,

This is a confirmation that your application for 'Backend Developer' at Vipps MobilePay has been submitted. We review applications on a rolling basis.

– Vipps MobilePay Recruiting`,
    applied('Vipps MobilePay', 'Backend Developer', 'job-vipps'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'bouvet-person-interview',
    'Per Hansen <per.hansen@bouvet.no>',
    'Mon, 11 Jan 2027 12:00:00 +0100',
    'Systemutvikler Java',
    `
Hei Kari,

Takk for søknaden på stillingen som Systemutvikler Java. Kan du komme på intervju mandag 18.01 kl 09:00 i Sørkedalsveien 8?

Mvh
Per Hansen
Avdelingsleder
Bouvet ASA`,
    interview('Bouvet', 'Systemutvikler Java', '2027-01-18T08:00:00.000Z', 'job-bouvet'),
    { encoding: 'qp' },
  ),

  msg(
    'webcruiter-kandidatur-rejected',
    'Oslo kommune <noreply@webcruiter.no>',
    'Tue, 12 Jan 2027 10:00:00 +0100',
    'Svar på søknad – Rådgiver digitalisering',
    `
Hei Kari,

Vi har fått inn mange kvalifiserte søkere til stillingen Rådgiver digitalisering, og har besluttet å ikke gå videre med ditt kandidatur.

Med hilsen
Oslo kommune`,
    rejected('Oslo kommune', 'Rådgiver digitalisering', 'job-oslo'),
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'sintef-offer-en',
    'SINTEF <jobb@sintef.no>',
    'Tue, 12 Jan 2027 15:00:00 +0100',
    'Research Scientist – offer',
    `
Dear Kari,

On behalf of SINTEF Digital, we are excited to offer you a position as Research Scientist in our Software Engineering group. Please find the offer letter attached.

Best regards,
SINTEF`,
    offer('SINTEF', 'Research Scientist', 'job-sintef'),
    { encoding: 'base64' },
  ),

  msg(
    'linkedin-saved-job',
    'LinkedIn <jobs-listings@linkedin.com>',
    'Wed, 13 Jan 2027 07:00:00 +0000',
    'Your saved job at Equinor closes soon',
    `
Data Engineer at Equinor is no longer accepting applications after Friday.

Apply now so you don't miss out. 87 applicants.`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'finn-complete-profile',
    'FINN jobb <noreply@finn.no>',
    'Wed, 13 Jan 2027 08:00:00 +0100',
    'Fullfør profilen din og få bedre treff',
    `
Hei Kari!

Arbeidsgivere ser etter kandidater som deg. Fullfør jobbprofilen din, så får du mer relevante stillinger og kan søke raskere.

Gå til profilen`,
    other,
    { encoding: 'qp' },
  ),

  msg(
    'hays-interview-client',
    'Hays <noreply@hays.no>',
    'Wed, 13 Jan 2027 11:00:00 +0100',
    'Invitation to interview: Cloud Architect, Tietoevry',
    `
Dear Kari,

Good news: our client Tietoevry would like to meet you for the Cloud Architect role.

Thursday 21 January 2027, 13:00–14:00 (Europe/Oslo)
Keilaranta 1, Espoo / Teams

Kind regards,
Hays Recruitment`,
    interview('Tietoevry', 'Cloud Architect', '2027-01-21T12:00:00.000Z', 'job-tietoevry'),
    { encoding: 'qp' },
  ),

  msg(
    'srbank-bekreftelse',
    'SpareBank 1 SR-Bank <noreply@webcruiter.no>',
    'Thu, 14 Jan 2027 09:00:00 +0100',
    'Bekreftelse: Søknad på Kunderådgiver',
    `
Hei Kari Nordmann,

Dette er en bekreftelse på at søknaden din på Kunderådgiver i SpareBank 1 SR-Bank er registrert hos oss.

Vennlig hilsen
SpareBank 1 SR-Bank ASA`,
    applied('SpareBank 1 SR-Bank', 'Kunderådgiver', 'job-srbank'),
    { encoding: 'base64' },
  ),

  msg(
    'schibsted-filled',
    'Schibsted Careers <no-reply@smartrecruiters.com>',
    'Thu, 14 Jan 2027 14:00:00 +0100',
    'UX Designer',
    `
Hi Kari,

We wanted to let you know that we have filled the UX Designer position. Thank you for the time you gave us during the process.

Best regards,
Schibsted Media`,
    rejected('Schibsted Media', 'UX Designer', 'job-schibsted'),
    { shape: 'alternative', encoding: 'qp' },
  ),

  msg(
    'teamtailor-gdpr',
    'Cognite <no-reply@teamtailor.com>',
    'Fri, 15 Jan 2027 09:00:00 +0100',
    'Your data at Cognite',
    `
Hi Kari,

Your application at Cognite was handled some time ago. Your candidate data will be deleted in 30 days unless you give us consent to keep it for future positions.

Give consent`,
    other,
    { shape: 'html', encoding: 'qp' },
  ),

  msg(
    'kongsberg-ics-only',
    'Kongsberg HR <hr@kongsberg.com>',
    'Fri, 15 Jan 2027 10:00:00 +0100',
    'Intervju Systems Engineer',
    `
Hei Kari,

Se vedlagt invitasjon.

Hilsen Kongsberg`,
    interview('Kongsberg', 'Systems Engineer', '2027-01-22T09:00:00.000Z', 'job-kongsberg'),
    {
      calendar: { start: '20270122T100000', tzid: 'Europe/Oslo', summary: 'Intervju Systems Engineer' },
    },
  ),

  msg(
    'hirevue-async-other',
    'Equinor Talent Acquisition <noreply@hirevue.com>',
    'Fri, 15 Jan 2027 12:00:00 +0100',
    'Record your answers – Equinor',
    `
Dear Kari,

As part of your application for Data Engineer, please complete a recorded video assessment. You can record your answers any time before 25 January at 23:59.

Equinor Recruitment`,
    other,
    { encoding: 'qp' },
  ),
];
