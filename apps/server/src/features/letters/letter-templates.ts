import type { Language } from '@hirelane/contract/constants';
import type { LetterTemplate, TemplateKind } from '@hirelane/contract/letters';

type BuiltIn = { kind: Exclude<TemplateKind, 'own'>; name: string; title: string; body: string };

/**
 * The built-in templates, five per language. Placeholders in braces are filled from the profile,
 * the CV and the chosen job (fill-template.ts); one the data cannot fill stays visible as
 * "[position]" so the writer sees what to complete.
 */
const BUILT_IN: Record<Language, BuiltIn[]> = {
  en: [
    {
      kind: 'classic',
      name: 'Classic',
      title: 'Application for {position} at {company}',
      body: `{greeting}

I am writing to apply for the position of {position} at {company}. As {headline}, I would welcome the chance to bring my experience to your team.

In my work as {strongestExperience}, I have built up {yearsOfExperience} of experience that matches what you are looking for. My strongest skills are {topSkills}, and I enjoy work where I can use them to get real results for the people I work with.

What draws me to {company} is the chance to grow in a role like this one and to contribute from the first day. I would be glad to tell you more in an interview.

Thank you for your time and consideration.

Kind regards,
{fullName}
{email} · {phone}`,
    },
    {
      kind: 'short-email',
      name: 'Short e-mail',
      title: '{position} – {fullName}',
      body: `{greeting}

I would like to apply for the {position} role at {company}. I am {headline}, most recently {strongestExperience}, and my strongest skills are {topSkills}.

My CV is attached. I would be happy to talk whenever it suits you.

Best regards,
{fullName}
{phone}`,
    },
    {
      kind: 'career-change',
      name: 'Career change',
      title: 'Application for {position} at {company}',
      body: `{greeting}

I am applying for the position of {position} at {company}. My background may not be the obvious one for this role, and that is exactly why I believe I can add something new.

Over {yearsOfExperience}, most recently as {strongestExperience}, I have built strong skills in {topSkills}. They carry over directly: I am used to learning fast, taking responsibility and working with many kinds of people.

I have prepared for this change deliberately, and I am ready to put the same energy into my work at {company}. I would value the chance to explain in an interview how my experience can help your team.

Kind regards,
{fullName}
{email} · {phone}`,
    },
    {
      kind: 'graduate',
      name: 'Graduate',
      title: 'Application for {position} at {company}',
      body: `{greeting}

I recently completed {latestEducation}, and I am excited to apply for the position of {position} at {company}.

During my studies I developed a solid foundation in {topSkills}. Through projects and practical work, including {strongestExperience}, I have learned to put theory into practice and to work well in a team.

I am eager to learn, and I would be proud to start my career at {company}. Thank you for considering my application; I look forward to hearing from you.

Kind regards,
{fullName}
{email} · {phone}`,
    },
    {
      kind: 'open',
      name: 'Open application',
      title: 'Open application to {company}',
      body: `{greeting}

I am writing to ask whether {company} has a place for someone with my background. I am {headline}, with {yearsOfExperience} of experience, most recently as {strongestExperience}.

My strongest skills are {topSkills}. I follow your work with interest and believe I could contribute, whether in an open position now or in one to come.

I have attached my CV and would be glad to meet for a conversation.

Kind regards,
{fullName}
{email} · {phone}`,
    },
  ],
  no: [
    {
      kind: 'classic',
      name: 'Klassisk',
      title: 'Søknad på stillingen som {position} i {company}',
      body: `{greeting}

Jeg søker herved på stillingen som {position} i {company}. Som {headline} ønsker jeg å bruke erfaringen min i teamet deres.

Gjennom arbeidet mitt som {strongestExperience} har jeg bygget opp {yearsOfExperience} erfaring som passer godt med det dere ser etter. Mine sterkeste ferdigheter er {topSkills}, og jeg trives best når jeg kan bruke dem til å skape gode resultater sammen med andre.

Det som tiltrekker meg ved {company}, er muligheten til å utvikle meg i en slik rolle og bidra fra første dag. Jeg forteller gjerne mer i et intervju.

Takk for at du tok deg tid til å lese søknaden min.

Med vennlig hilsen
{fullName}
{email} · {phone}`,
    },
    {
      kind: 'short-email',
      name: 'Kort e-post',
      title: '{position} – {fullName}',
      body: `{greeting}

Jeg vil gjerne søke på stillingen som {position} i {company}. Jeg er {headline}, sist som {strongestExperience}, og mine sterkeste ferdigheter er {topSkills}.

CV-en min ligger vedlagt. Jeg tar gjerne en prat når det passer.

Vennlig hilsen
{fullName}
{phone}`,
    },
    {
      kind: 'career-change',
      name: 'Karriereskifte',
      title: 'Søknad på stillingen som {position} i {company}',
      body: `{greeting}

Jeg søker på stillingen som {position} i {company}. Bakgrunnen min er kanskje ikke den mest opplagte for rollen, og nettopp derfor tror jeg at jeg kan tilføre noe nytt.

Gjennom {yearsOfExperience} erfaring, sist som {strongestExperience}, har jeg bygget sterke ferdigheter innen {topSkills}. Dette tar jeg med meg direkte: Jeg er vant til å lære raskt, ta ansvar og samarbeide med mange slags mennesker.

Jeg har forberedt meg grundig på dette skiftet og er klar til å legge den samme energien i arbeidet hos {company}. Jeg setter pris på muligheten til å fortelle mer i et intervju.

Med vennlig hilsen
{fullName}
{email} · {phone}`,
    },
    {
      kind: 'graduate',
      name: 'Nyutdannet',
      title: 'Søknad på stillingen som {position} i {company}',
      body: `{greeting}

Jeg har nylig fullført {latestEducation}, og jeg søker med glede på stillingen som {position} i {company}.

Gjennom studiene har jeg fått et solid grunnlag innen {topSkills}. I prosjekter og praktisk arbeid, blant annet som {strongestExperience}, har jeg lært å omsette teori til praksis og å samarbeide godt i team.

Jeg er lærevillig og ville vært stolt av å starte karrieren min i {company}. Takk for at du vurderer søknaden min – jeg ser frem til å høre fra deg.

Med vennlig hilsen
{fullName}
{email} · {phone}`,
    },
    {
      kind: 'open',
      name: 'Åpen søknad',
      title: 'Åpen søknad til {company}',
      body: `{greeting}

Jeg skriver for å høre om {company} har plass til en med min bakgrunn. Jeg er {headline} med {yearsOfExperience} erfaring, sist som {strongestExperience}.

Mine sterkeste ferdigheter er {topSkills}. Jeg følger arbeidet deres med interesse og tror jeg kan bidra, enten i en ledig stilling nå eller i en som kommer.

CV-en min ligger vedlagt, og jeg stiller gjerne til en samtale.

Med vennlig hilsen
{fullName}
{email} · {phone}`,
    },
  ],
};

/** Built-in template ids are stable words ("classic-en"); the user's own are UUIDs. */
export const builtInTemplates = (): LetterTemplate[] =>
  (Object.keys(BUILT_IN) as Language[]).flatMap((language) =>
    BUILT_IN[language].map((template) => ({
      templateId: `${template.kind}-${language}`,
      name: template.name,
      kind: template.kind,
      language,
      title: template.title,
      body: template.body,
      builtIn: true,
    })),
  );
