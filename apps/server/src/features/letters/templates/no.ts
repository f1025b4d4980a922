import type { BuiltInTemplates } from './template-set.ts';

/** The built-in letter templates in Norwegian Bokmål. */
export const no: BuiltInTemplates = {
  classic: {
    name: 'Klassisk',
    title: 'Søknad på stillingen som {position} i {company}',
    body: `{greeting}

Jeg søker herved på stillingen som {position} i {company}, og jeg ønsker å bruke erfaringen min i teamet deres.

I annonsen ber dere om {adAsksFor}. Jeg har erfaring med {adMatches}.

Jeg har {yearsOfExperience} arbeidserfaring totalt, lengst som {strongestExperience}. Mine sterkeste ferdigheter er {topSkills}, og jeg trives best når jeg kan bruke dem til å skape gode resultater sammen med andre.

Det som tiltrekker meg ved {company}, er muligheten til å utvikle meg i en slik rolle og bidra fra første dag. Jeg forteller gjerne mer i et intervju.

Takk for at du tok deg tid til å lese søknaden min.

Med vennlig hilsen
{fullName}
{email} · {phone}`,
  },
  'short-email': {
    name: 'Kort e-post',
    title: '{position} – {fullName}',
    body: `{greeting}

Jeg vil gjerne søke på stillingen som {position} i {company}. Jeg har sist jobbet som {latestRole}, og mine sterkeste ferdigheter er {topSkills}. Dere ber om {adAsksFor}, og jeg har erfaring med {adMatches}.

CV-en min ligger vedlagt. Jeg tar gjerne en prat når det passer.

Vennlig hilsen
{fullName}
{phone}`,
  },
  'career-change': {
    name: 'Karriereskifte',
    title: 'Søknad på stillingen som {position} i {company}',
    body: `{greeting}

Jeg søker på stillingen som {position} i {company}. Bakgrunnen min er kanskje ikke den mest opplagte for rollen, og nettopp derfor tror jeg at jeg kan tilføre noe nytt.

Gjennom {yearsOfExperience} arbeidserfaring totalt, sist som {latestRole}, har jeg bygget sterke ferdigheter innen {topSkills}. Dette tar jeg med meg direkte: Jeg er vant til å lære raskt, ta ansvar og samarbeide med mange slags mennesker.

I annonsen ber dere om {adAsksFor}. Jeg har allerede erfaring med {adMatches}.

Jeg har forberedt meg grundig på dette skiftet og er klar til å legge den samme energien i arbeidet hos {company}. Jeg setter pris på muligheten til å fortelle mer i et intervju.

Med vennlig hilsen
{fullName}
{email} · {phone}`,
  },
  graduate: {
    name: 'Nyutdannet',
    title: 'Søknad på stillingen som {position} i {company}',
    body: `{greeting}

Jeg har nylig fullført {highestEducation}, og jeg søker med glede på stillingen som {position} i {company}.

Gjennom studiene har jeg fått et solid grunnlag innen {topSkills}. Dere ber om {adAsksFor}, og jeg har erfaring med {adMatches}. I prosjekter og praktisk arbeid, blant annet som {strongestExperience}, har jeg lært å omsette teori til praksis og å samarbeide godt i team.

Jeg er lærevillig og ville vært stolt av å starte karrieren min i {company}. Takk for at du vurderer søknaden min – jeg ser frem til å høre fra deg.

Med vennlig hilsen
{fullName}
{email} · {phone}`,
  },
  open: {
    name: 'Åpen søknad',
    title: 'Åpen søknad til {company}',
    body: `{greeting}

Jeg skriver for å høre om {company} har plass til en med min bakgrunn. Jeg har {yearsOfExperience} arbeidserfaring totalt, sist som {latestRole}.

Mine sterkeste ferdigheter er {topSkills}. Jeg følger arbeidet deres med interesse og tror jeg kan bidra, enten i en ledig stilling nå eller i en som kommer.

CV-en min ligger vedlagt, og jeg stiller gjerne til en samtale.

Med vennlig hilsen
{fullName}
{email} · {phone}`,
  },
};
