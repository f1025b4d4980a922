import {
  degreeText,
  fullName,
  type Lang,
  levelWord,
  monthText,
  periodText,
  type WildPerson,
  WORDS,
} from '../model.ts';

/** A LaTeX source and the engine that typesets it. */
export type TexSource = { engine: 'pdflatex' | 'xelatex'; tex: string };

/** Text made safe for LaTeX. */
export const tex = (text: string): string =>
  text
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}');

const items = (bullets: string[], options = 'leftmargin=1.2em,nosep') =>
  bullets.length === 0
    ? ''
    : `\\begin{itemize}[${options}]\n${bullets.map((b) => `  \\item ${tex(b)}`).join('\n')}\n\\end{itemize}`;

const period = (p: WildPerson, start: string, end: string | null, dash = ' – ') =>
  tex(periodText(p, start, end, dash));

/** A package line: `name`, or `[options]{name}`. */
const usePackage = (spec: string) => `\\usepackage${spec.startsWith('[') ? spec : `{${spec}}`}`;

/**
 * The start of an A4 article: the class in `size`, the page's `margins`, then `setup` in order:
 * packages (`name` or `[options]{name}`) and commands of their own (starting with a backslash).
 */
const article = (size: string, margins: string, ...setup: string[]): string =>
  [
    `\\documentclass[${size},a4paper]{article}`,
    usePackage(`[a4paper,${margins}]{geometry}`),
    ...setup.map((line) => (line.startsWith('\\') ? line : usePackage(line))),
  ].join('\n');

/** Colours by name, as `\definecolor{name}{HTML}{hex}`. */
const colours = (named: Record<string, string>): string =>
  Object.entries(named)
    .map(([name, hex]) => `\\definecolor{${name}}{HTML}{${hex}}`)
    .join('\n');

/** No page header or footer, no paragraph indent. */
const PLAIN_PAGE = `\\pagestyle{empty}\n\\setlength{\\parindent}{0pt}`;

const skillLabel: Record<Lang, string> = { en: 'Technical', no: 'Faglig', sv: 'Tekniska', da: 'Faglige' };

// moderncv (classic and banking) ------------------------------------------------------------------

/** moderncv, the CTAN class, with its own commands: \cventry, \cvitem, \cvitemwithcomment. */
export const moderncv = (p: WildPerson, style: 'classic' | 'banking'): TexSource => {
  const w = WORDS[p.lang];
  const lines = [
    `\\documentclass[11pt,a4paper,sans]{moderncv}`,
    `\\moderncvstyle{${style}}`,
    `\\moderncvcolor{${style === 'classic' ? 'blue' : 'green'}}`,
    `\\moderncvicons{${style === 'classic' ? 'marvosym' : 'letters'}}`,
    `\\usepackage[scale=0.8]{geometry}`,
    `\\usepackage{enumitem}`,
    `\\name{${tex(p.first)}}{${tex(p.last)}}`,
    p.headline ? `\\title{${tex(p.headline)}}` : '',
    p.location ? `\\address{${tex(p.location)}}{}{}` : '',
    `\\phone[mobile]{${tex(p.phone)}}`,
    `\\email{${tex(p.email)}}`,
    `\\begin{document}`,
    `\\makecvtitle`,
    p.summary ? `\\section{${w.summary}}\n\\cvitem{}{${tex(p.summary)}}` : '',
    `\\section{${w.experience}}`,
    ...p.experiences.map(
      (e) =>
        `\\cventry{${period(p, e.start, e.end)}}{${tex(e.title)}}{${tex(e.company)}}{${tex(e.city ?? '')}}{}{${items(e.bullets)}}`,
    ),
    `\\section{${w.education}}`,
    ...p.educations.map(
      (e) =>
        `\\cventry{${period(p, e.start, e.end)}}{${tex(degreeText(p.lang, e))}}{${tex(e.school)}}{${tex(e.city ?? '')}}{}{}`,
    ),
    p.certifications.length ? `\\section{${w.certifications}}` : '',
    ...p.certifications.map(
      (c) =>
        `\\cvitem{${c.date ? tex(monthText(p.lang, p.dates, c.date)) : ''}}{${tex([c.name, c.issuer].filter(Boolean).join(', '))}}`,
    ),
    `\\section{${w.skills}}`,
    `\\cvitem{${skillLabel[p.lang]}}{${tex(p.skills.join(', '))}}`,
    p.personal.length ? `\\cvitem{${w.personal}}{${tex(p.personal.join(', '))}}` : '',
    `\\section{${w.languages}}`,
    ...p.languages.map(([name, level]) => `\\cvitemwithcomment{${tex(name)}}{${levelWord(p.lang, level)}}{}`),
    `\\end{document}`,
  ];
  return { engine: 'xelatex', tex: lines.filter(Boolean).join('\n') };
};

// Awesome-CV-like (xelatex, Roboto and Source Sans, FontAwesome icons) ---------------------------

/** After posquit0/Awesome-CV: coloured first letters in section titles, organisation above title. */
export const awesomeCv = (p: WildPerson): TexSource => {
  const w = WORDS[p.lang];
  const section = (title: string) => `\\cvsection{${tex(title.slice(0, 3))}}{${tex(title.slice(3))}}`;
  const entry = (left1: string, right1: string, left2: string, right2: string, bullets: string[]) =>
    [
      `\\begin{tabular*}{\\textwidth}{@{}l@{\\extracolsep{\\fill}}r@{}}`,
      `\\textbf{${tex(left1)}} & {\\color{awesome}\\itshape\\small ${tex(right1)}} \\\\`,
      `{\\scshape\\small\\color{graytext} ${tex(left2)}} & {\\itshape\\small\\color{graytext} ${right2}} \\\\`,
      `\\end{tabular*}`,
      items(bullets, 'leftmargin=2ex,nosep,label=\\textbullet'),
      `\\vspace{4pt}`,
    ].join('\n');
  const lines = [
    article(
      '11pt',
      'left=1.4cm,right=1.4cm,top=1.2cm,bottom=1.4cm',
      'fontspec',
      `\\setmainfont{Roboto}[Extension=.otf,UprightFont=*-Regular,BoldFont=*-Bold,ItalicFont=*-Italic,BoldItalicFont=*-BoldItalic]`,
      `\\newfontfamily\\thinfont{Roboto-Light.otf}`,
      'fontawesome5',
      'xcolor',
      'enumitem',
    ),
    colours({ awesome: 'DC3522', darktext: '414141', graytext: '5D5D5D' }),
    PLAIN_PAGE,
    `\\newcommand{\\cvsection}[2]{\\vspace{10pt}{\\Large\\bfseries{\\color{awesome}#1}\\color{darktext}#2}~{\\color{gray}\\hrulefill}\\par\\vspace{4pt}}`,
    `\\begin{document}`,
    `\\begin{center}`,
    `{\\fontsize{30pt}{36pt}\\selectfont {\\color{graytext}\\thinfont ${tex(p.first)}} \\textbf{\\color{darktext}${tex(p.last)}}}\\\\[4pt]`,
    p.headline ? `{\\color{awesome}\\scshape ${tex(p.headline)}}\\\\[4pt]` : '',
    `{\\small\\color{darktext} \\faMapMarker*\\ ${tex(p.location)}\\ \\ |\\ \\ \\faMobile*\\ ${tex(p.phone)}\\ \\ |\\ \\ \\faEnvelope\\ ${tex(p.email)}}`,
    `\\end{center}`,
    p.summary ? `${section(w.summary)}\n${tex(p.summary)}` : '',
    section(w.experience),
    ...p.experiences.map((e) =>
      entry(e.company, e.city ?? '', e.title, period(p, e.start, e.end), e.bullets),
    ),
    section(w.education),
    ...p.educations.map((e) =>
      entry(e.school, e.city ?? '', degreeText(p.lang, e), period(p, e.start, e.end), []),
    ),
    p.certifications.length ? section(w.certifications) : '',
    ...p.certifications.map((c) =>
      entry(c.name, '', c.issuer ?? '', c.date ? tex(monthText(p.lang, p.dates, c.date)) : '', []),
    ),
    section(w.skills),
    `\\begin{tabular}{@{}r p{14cm}@{}}`,
    `\\textbf{${skillLabel[p.lang]}} & ${tex(p.skills.join(', '))} \\\\`,
    p.personal.length ? `\\textbf{${w.personal}} & ${tex(p.personal.join(', '))} \\\\` : '',
    `\\textbf{${w.languages}} & ${tex(p.languages.map(([n, l]) => `${n} (${levelWord(p.lang, l).toLowerCase()})`).join(', '))} \\\\`,
    `\\end{tabular}`,
    `\\end{document}`,
  ];
  return { engine: 'xelatex', tex: lines.filter(Boolean).join('\n') };
};

// Jake's resume (article class, custom commands; MIT, Jake Gutierrez after Sourabh Bajaj) --------

const JAKE_PREAMBLE = String.raw`% Resume in LaTeX after Jake Gutierrez's template (MIT licence), itself based on Sourabh Bajaj's
\documentclass[letterpaper,11pt]{article}
\usepackage{latexsym}
\usepackage[empty]{fullpage}
\usepackage{titlesec}
\usepackage{marvosym}
\usepackage[usenames,dvipsnames]{color}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\usepackage{fancyhdr}
\usepackage{tabularx}
\usepackage[T1]{fontenc}
\usepackage{charter}
\usepackage[utf8]{inputenc}
\input{glyphtounicode}
\pagestyle{fancy}
\fancyhf{}
\fancyfoot{}
\renewcommand{\headrulewidth}{0pt}
\renewcommand{\footrulewidth}{0pt}
\addtolength{\oddsidemargin}{-0.5in}
\addtolength{\evensidemargin}{-0.5in}
\addtolength{\textwidth}{1in}
\addtolength{\topmargin}{-.5in}
\addtolength{\textheight}{1.0in}
\urlstyle{same}
\raggedbottom
\raggedright
\setlength{\tabcolsep}{0in}
\titleformat{\section}{\vspace{-4pt}\scshape\raggedright\large}{}{0em}{}[\color{black}\titlerule \vspace{-5pt}]
\pdfgentounicode=1
\newcommand{\resumeItem}[1]{\item\small{{#1 \vspace{-2pt}}}}
\newcommand{\resumeSubheading}[4]{
  \vspace{-2pt}\item
    \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
      \textbf{#1} & #2 \\
      \textit{\small#3} & \textit{\small #4} \\
    \end{tabular*}\vspace{-7pt}
}
\renewcommand\labelitemii{$\vcenter{\hbox{\tiny$\bullet$}}$}
\newcommand{\resumeSubHeadingListStart}{\begin{itemize}[leftmargin=0.15in, label={}]}
\newcommand{\resumeSubHeadingListEnd}{\end{itemize}}
\newcommand{\resumeItemListStart}{\begin{itemize}}
\newcommand{\resumeItemListEnd}{\end{itemize}\vspace{-5pt}}`;

const jakeTitles: Record<Lang, { skills: string; programming: string; tools: string }> = {
  en: { skills: 'Technical Skills', programming: 'Languages', tools: 'Developer Tools' },
  no: { skills: 'Tekniske ferdigheter', programming: 'Programmeringsspråk', tools: 'Verktøy' },
  sv: { skills: 'Tekniska färdigheter', programming: 'Programmeringsspråk', tools: 'Verktyg' },
  da: { skills: 'Tekniske kompetencer', programming: 'Programmeringssprog', tools: 'Værktøjer' },
};

/**
 * Jake's résumé: education first, "Title / dates" over "Company / place", skills as labelled
 * lines. In English its "Languages" line lists programming languages (as the template does).
 */
export const jakesResume = (p: WildPerson): TexSource => {
  const w = WORDS[p.lang];
  const t = jakeTitles[p.lang];
  const half = Math.ceil(p.skills.length / 2);
  const contact = [p.phone, p.email, p.location].filter(Boolean).map(tex).join(' $|$ ');
  const lines = [
    JAKE_PREAMBLE,
    `\\begin{document}`,
    `\\begin{center}`,
    `    \\textbf{\\Huge \\scshape ${tex(fullName(p))}} \\\\ \\vspace{1pt}`,
    `    \\small ${contact}`,
    `\\end{center}`,
    `\\section{${w.education}}`,
    `  \\resumeSubHeadingListStart`,
    ...p.educations.map(
      (e) =>
        `    \\resumeSubheading{${tex(e.school)}}{${tex(e.city ?? '')}}{${tex(degreeText(p.lang, e))}}{${period(p, e.start, e.end, ' -- ')}}`,
    ),
    `  \\resumeSubHeadingListEnd`,
    `\\section{${w.experience}}`,
    `  \\resumeSubHeadingListStart`,
    ...p.experiences.map((e) =>
      [
        `    \\resumeSubheading{${tex(e.title)}}{${period(p, e.start, e.end, ' -- ')}}{${tex(e.company)}}{${tex(e.city ?? '')}}`,
        `      \\resumeItemListStart`,
        ...e.bullets.map((b) => `        \\resumeItem{${tex(b)}}`),
        `      \\resumeItemListEnd`,
      ].join('\n'),
    ),
    `  \\resumeSubHeadingListEnd`,
    `\\section{${t.skills}}`,
    ` \\begin{itemize}[leftmargin=0.15in, label={}]`,
    `    \\small{\\item{`,
    `     \\textbf{${t.programming}}{: ${tex(p.skills.slice(0, half).join(', '))}} \\\\`,
    `     \\textbf{${t.tools}}{: ${tex(p.skills.slice(half).join(', '))}}${p.languages.length ? ' \\\\' : ''}`,
    p.languages.length
      ? `     \\textbf{${w.languages}}{: ${tex(p.languages.map(([n, l]) => `${n} (${levelWord(p.lang, l).toLowerCase()})`).join(', '))}}`
      : '',
    `    }}`,
    ` \\end{itemize}`,
    `\\end{document}`,
  ];
  return { engine: 'pdflatex', tex: lines.filter(Boolean).join('\n') };
};

// Canva-like sidebar (xelatex, a coloured sidebar, icons) ---------------------------------------

/** A dark sidebar (contact with icons, skills, languages) and the name in capitals on two lines. */
export const canvaSidebar = (p: WildPerson): TexSource => {
  const w = WORDS[p.lang];
  const side = (title: string) =>
    `\\par\\vspace{14pt}{\\large\\bfseries\\MakeUppercase{${title}}}\\\\[-6pt]\\rule{4.6cm}{0.6pt}\\\\[2pt]`;
  const main = (title: string) =>
    `\\vspace{10pt}{\\Large\\bfseries\\color{teal}\\MakeUppercase{${title}}}\\par\\vspace{2pt}{\\color{teal}\\rule{\\linewidth}{1pt}}\\par\\vspace{4pt}`;
  const lines = [
    article(
      '10pt',
      'left=0.8cm,right=1.2cm,top=1.2cm,bottom=1cm',
      'fontspec',
      `\\setmainfont{FiraSans}[Extension=.otf,UprightFont=*-Regular,BoldFont=*-Bold,ItalicFont=*-Italic,BoldItalicFont=*-BoldItalic]`,
      'fontawesome5',
      'xcolor',
      'eso-pic',
      'enumitem',
    ),
    colours({ teal: '1F5F63' }),
    PLAIN_PAGE,
    `\\AddToShipoutPictureBG{\\AtPageLowerLeft{\\color{teal}\\rule{6.6cm}{\\paperheight}}}`,
    `\\begin{document}`,
    `\\begin{minipage}[t]{5.2cm}\\color{white}\\raggedright`,
    `\\vspace{0pt}`,
    side(w.contact),
    `\\faPhone*\\hspace{6pt}${tex(p.phone)}\\\\[4pt]`,
    `\\faEnvelope\\hspace{6pt}{\\small ${tex(p.email)}}\\\\[4pt]`,
    `\\faMapMarker*\\hspace{6pt}${tex(p.location)}`,
    side(w.skills),
    ...p.skills.map((s) => `${tex(s)}\\\\[2pt]`),
    p.personal.length ? side(w.personal) : '',
    ...p.personal.map((s) => `${tex(s)}\\\\[2pt]`),
    side(w.languages),
    ...p.languages.map(([n, l]) => `\\textbf{${tex(n)}}\\\\{\\small ${levelWord(p.lang, l)}}\\\\[4pt]`),
    `\\end{minipage}\\hspace{1.4cm}%`,
    `\\begin{minipage}[t]{12.4cm}\\raggedright`,
    `\\vspace{0pt}`,
    `{\\fontsize{30pt}{34pt}\\selectfont\\bfseries ${tex(p.first.toUpperCase())}}\\\\[2pt]`,
    `{\\fontsize{30pt}{34pt}\\selectfont ${tex(p.last.toUpperCase())}}\\\\[8pt]`,
    `{\\large\\color{teal} ${tex(p.headline.toUpperCase())}}\\par`,
    p.summary ? `${main(w.summary)}${tex(p.summary)}\\par` : '',
    main(w.experience),
    ...p.experiences.map((e) =>
      [
        `{\\bfseries ${tex(e.title)}}\\\\`,
        `{\\color{teal}${tex(e.company)}} \\textbar\\ {\\small ${period(p, e.start, e.end)}}`,
        items(e.bullets, 'leftmargin=1.2em,nosep,topsep=2pt'),
        `\\vspace{6pt}`,
      ].join('\n'),
    ),
    main(w.education),
    ...p.educations.map((e) =>
      [
        `{\\bfseries ${tex(degreeText(p.lang, e))}}\\\\`,
        `{\\color{teal}${tex(e.school)}} \\textbar\\ {\\small ${period(p, e.start, e.end)}}\\par\\vspace{6pt}`,
      ].join('\n'),
    ),
    p.certifications.length ? main(w.certifications) : '',
    ...p.certifications.map(
      (c) =>
        `{\\bfseries ${tex(c.name)}}\\\\${tex(c.issuer ?? '')}${c.date ? ` \\textbar\\ {\\small ${tex(monthText(p.lang, p.dates, c.date))}}` : ''}\\par\\vspace{4pt}`,
    ),
    `\\end{minipage}`,
    `\\end{document}`,
  ];
  return { engine: 'xelatex', tex: lines.filter(Boolean).join('\n') };
};

// Europass-like grid (labels in a narrow left column) -------------------------------------------

type EuropassWords = {
  personal: string;
  position: string;
  work: string;
  education: string;
  skills: string;
  mother: string;
  other: string;
  job: string;
  personalSkills: string;
  more: string;
  certificates: string;
};
const EUROPASS: Record<'en' | 'no' | 'sv' | 'da', EuropassWords> = {
  en: {
    personal: 'PERSONAL INFORMATION',
    position: 'POSITION',
    work: 'WORK EXPERIENCE',
    education: 'EDUCATION AND TRAINING',
    skills: 'PERSONAL SKILLS',
    mother: 'Mother tongue(s)',
    other: 'Other language(s)',
    job: 'Job-related skills',
    personalSkills: 'Personal skills',
    more: 'ADDITIONAL INFORMATION',
    certificates: 'Certificates',
  },
  no: {
    personal: 'PERSONOPPLYSNINGER',
    position: 'STILLING',
    work: 'ARBEIDSERFARING',
    education: 'UTDANNING OG OPPLÆRING',
    skills: 'PERSONLIGE FERDIGHETER',
    mother: 'Morsmål',
    other: 'Andre språk',
    job: 'Jobbrelaterte ferdigheter',
    personalSkills: 'Personlige egenskaper',
    more: 'TILLEGGSOPPLYSNINGER',
    certificates: 'Sertifikater',
  },
  sv: {
    personal: 'PERSONUPPGIFTER',
    position: 'BEFATTNING',
    work: 'ARBETSLIVSERFARENHET',
    education: 'UTBILDNING',
    skills: 'PERSONLIGA FÄRDIGHETER',
    mother: 'Modersmål',
    other: 'Övriga språk',
    job: 'Yrkesrelaterade färdigheter',
    personalSkills: 'Personliga egenskaper',
    more: 'ÖVRIG INFORMATION',
    certificates: 'Certifikat',
  },
  da: {
    personal: 'PERSONLIGE OPLYSNINGER',
    position: 'STILLING',
    work: 'ERHVERVSERFARING',
    education: 'UDDANNELSE',
    skills: 'PERSONLIGE KOMPETENCER',
    mother: 'Modersmål',
    other: 'Andre sprog',
    job: 'Jobrelaterede kompetencer',
    personalSkills: 'Personlige kompetencer',
    more: 'YDERLIGERE OPLYSNINGER',
    certificates: 'Certifikater',
  },
};

/** The level a CEFR grade stands for: C1/C2 → 4, B2 → 3, B1 → 2, A1/A2 → 1 (5 is a mother tongue). */
export const CEFR_OF_LEVEL: Record<number, string> = { 4: 'C1', 3: 'B2', 2: 'B1', 1: 'A2' };

/** The Europass CV: section and field labels right-aligned in a narrow left column, the content right. */
export const europass = (p: WildPerson): TexSource => {
  const e = EUROPASS[p.lang];
  const row = (label: string, content: string) => `{\\color{euro}\\small ${label}} & ${content} \\\\[3pt]`;
  const head = (label: string) =>
    `\\multicolumn{1}{@{}>{\\raggedleft\\arraybackslash}p{4.3cm}}{\\color{euro}\\bfseries\\small ${label}} & {\\color{euro}\\rule[2pt]{12.2cm}{0.8pt}} \\\\[4pt]`;
  const mother = p.languages.filter(([, l]) => l === 5);
  const others = p.languages.filter(([, l]) => l < 5);
  const lines = [
    article(
      '10pt',
      'left=1cm,right=1cm,top=1.2cm,bottom=1.2cm',
      'fontspec',
      `\\setmainfont{SourceSansPro}[Extension=.otf,UprightFont=*-Regular,BoldFont=*-Bold,ItalicFont=*-RegularIt,BoldItalicFont=*-BoldIt]`,
      'xcolor',
      'longtable',
      'array',
      'enumitem',
    ),
    colours({ euro: '0E4194' }),
    PLAIN_PAGE,
    `\\begin{document}`,
    `\\setlength{\\tabcolsep}{6pt}`,
    `\\begin{longtable}{@{}>{\\raggedleft\\arraybackslash}p{4.3cm}|p{12.2cm}@{}}`,
    `{\\color{euro}\\Huge\\itshape europass} & {\\color{euro}\\Large Curriculum Vitae} \\\\[10pt]`,
    head(e.personal),
    ` & {\\Large ${tex(fullName(p))}} \\\\[4pt]`,
    ` & ${tex(p.location)} \\\\`,
    ` & ${tex(p.phone)} \\\\`,
    ` & ${tex(p.email)} \\\\[8pt]`,
    row(e.position, `{\\Large ${tex(p.headline)}}`),
    `\\\\`,
    head(e.work),
    ...p.experiences.map((x) =>
      row(
        period(p, x.start, x.end),
        `\\textbf{${tex(x.title)}}\\newline ${tex(x.company)}, ${tex(x.city ?? '')}${x.bullets.length ? `\\newline ${tex(x.bullets.join(' '))}` : ''}`,
      ),
    ),
    `\\\\`,
    head(e.education),
    ...p.educations.map((x) =>
      row(
        period(p, x.start, x.end),
        `\\textbf{${tex(degreeText(p.lang, x))}}\\newline ${tex(x.school)}, ${tex(x.city ?? '')}`,
      ),
    ),
    `\\\\`,
    head(e.skills),
    row(e.mother, tex(mother.map(([n]) => n).join(', '))),
    row(e.other, others.map(([n, l]) => `${tex(n)} \\hfill ${CEFR_OF_LEVEL[l]}`).join('\\newline ')),
    row(e.job, tex(p.skills.join(', '))),
    p.personal.length ? row(e.personalSkills, tex(p.personal.join(', '))) : '',
    p.certifications.length ? `\\\\\n${head(e.more)}` : '',
    ...p.certifications.map((c) =>
      row(
        e.certificates,
        `${tex(c.name)}${c.issuer ? ` (${tex(c.issuer)})` : ''}${c.date ? `, ${tex(monthText(p.lang, p.dates, c.date))}` : ''}`,
      ),
    ),
    `\\end{longtable}`,
    `\\end{document}`,
  ];
  return { engine: 'xelatex', tex: lines.filter(Boolean).join('\n') };
};

// LinkedIn "Save to PDF" profile ------------------------------------------------------------------

type LinkedInWords = {
  contact: string;
  top: string;
  languages: string;
  certifications: string;
  summary: string;
  experience: string;
  education: string;
  mobile: string;
  year: [string, string];
  month: [string, string];
  present: string;
  levels: [string, string, string, string, string];
  page: (n: string, of: string) => string;
};
const LINKEDIN: Record<Lang, LinkedInWords> = {
  en: {
    contact: 'Contact',
    top: 'Top Skills',
    languages: 'Languages',
    certifications: 'Certifications',
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    mobile: 'Mobile',
    year: ['year', 'years'],
    month: ['month', 'months'],
    present: 'Present',
    levels: [
      'Native or Bilingual',
      'Full Professional',
      'Professional Working',
      'Limited Working',
      'Elementary',
    ],
    page: (n, of) => `Page ${n} of ${of}`,
  },
  no: {
    contact: 'Kontakt',
    top: 'Toppferdigheter',
    languages: 'Språk',
    certifications: 'Sertifiseringer',
    summary: 'Sammendrag',
    experience: 'Erfaring',
    education: 'Utdanning',
    mobile: 'Mobil',
    year: ['år', 'år'],
    month: ['måned', 'måneder'],
    present: 'nå',
    levels: [
      'Morsmål eller tospråklig',
      'Full yrkesmessig kompetanse',
      'Yrkesmessig kompetanse',
      'Begrenset yrkesmessig kompetanse',
      'Grunnleggende kompetanse',
    ],
    page: (n, of) => `Side ${n} av ${of}`,
  },
  sv: {
    contact: 'Kontakt',
    top: 'Främsta kompetenser',
    languages: 'Språk',
    certifications: 'Certifieringar',
    summary: 'Sammanfattning',
    experience: 'Erfarenhet',
    education: 'Utbildning',
    mobile: 'Mobil',
    year: ['år', 'år'],
    month: ['månad', 'månader'],
    present: 'nu',
    levels: [
      'Modersmål eller tvåspråkig',
      'Fullständig yrkesmässig färdighet',
      'Yrkesmässig arbetsfärdighet',
      'Begränsad arbetsfärdighet',
      'Grundläggande färdighet',
    ],
    page: (n, of) => `Sida ${n} av ${of}`,
  },
  da: {
    contact: 'Kontakt',
    top: 'Topkompetencer',
    languages: 'Sprog',
    certifications: 'Certificeringer',
    summary: 'Resumé',
    experience: 'Erfaring',
    education: 'Uddannelse',
    mobile: 'Mobil',
    year: ['år', 'år'],
    month: ['måned', 'måneder'],
    present: 'nu',
    levels: [
      'Modersmål eller tosproget',
      'Fuld professionel færdighed',
      'Professionel arbejdsfærdighed',
      'Begrænset arbejdsfærdighed',
      'Grundlæggende færdighed',
    ],
    page: (n, of) => `Side ${n} af ${of}`,
  },
};

/** The month LinkedIn counts a current job's length to. */
const LINKEDIN_NOW = '2026-11';

/** "2 years 3 months", counting both the first and the last month as LinkedIn does. */
export const linkedInDuration = (lang: Lang, start: string, end: string | null): string => {
  const w = LINKEDIN[lang];
  const months = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
  const total = months(end ?? LINKEDIN_NOW) - months(start) + 1;
  const [y, m] = [Math.floor(total / 12), total % 12];
  return [y ? `${y} ${w.year[y === 1 ? 0 : 1]}` : '', m ? `${m} ${w.month[m === 1 ? 0 : 1]}` : '']
    .filter(Boolean)
    .join(' ');
};

/** LinkedIn's profile PDF: a grey sidebar (contact, top skills, languages, certifications), the rest right. */
export const linkedIn = (p: WildPerson): TexSource => {
  const w = LINKEDIN[p.lang];
  const handle = `${p.first}${p.last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  const side = (title: string) => `\\par\\vspace{12pt}{\\large ${title}}\\\\[4pt]`;
  const main = (title: string) => `\\vspace{16pt}{\\LARGE ${title}}\\par\\vspace{8pt}`;
  const lines = [
    article(
      '11pt',
      'left=1cm,right=1.2cm,top=1.4cm,bottom=1.4cm',
      '[utf8]{inputenc}',
      '[T1]{fontenc}',
      '[default]{lato}',
      `\\input{glyphtounicode}\\pdfgentounicode=1`,
      'xcolor',
      'eso-pic',
      'fancyhdr',
      'lastpage',
      'paracol',
    ),
    colours({ side: 'E9EEF2', muted: '6B6B6B' }),
    `\\pagestyle{fancy}\\fancyhf{}\\renewcommand{\\headrulewidth}{0pt}`,
    `\\cfoot{\\color{muted}\\small\\quad\\quad\\quad\\quad\\quad\\quad\\quad\\quad\\quad\\quad ${w.page('\\thepage{}', '\\pageref{LastPage}')}}`,
    `\\setlength{\\parindent}{0pt}`,
    `\\linespread{1.2}`,
    `\\AddToShipoutPictureBG{\\AtPageLowerLeft{\\color{side}\\rule{6.4cm}{\\paperheight}}}`,
    `\\begin{document}`,
    `\\setcolumnwidth{5.2cm,11.6cm}`,
    `\\setlength{\\columnsep}{1.2cm}`,
    `\\begin{paracol}{2}`,
    `\\raggedright`,
    side(w.contact),
    `${tex(p.email)}\\\\[4pt]`,
    `${tex(p.phone)} (${w.mobile})\\\\[4pt]`,
    `www.linkedin.com/in/${handle} (LinkedIn)`,
    side(w.top),
    ...p.skills.map((s) => `${tex(s)}\\\\`),
    side(w.languages),
    ...p.languages.map(([n, l]) => `${tex(n)} (${w.levels[5 - l]})\\\\`),
    p.certifications.length ? side(w.certifications) : '',
    ...p.certifications.map((c) => `${tex(c.name)}\\\\`),
    `\\switchcolumn`,
    `\\raggedright`,
    `{\\fontsize{24pt}{28pt}\\selectfont ${tex(fullName(p))}}\\\\[6pt]`,
    `{\\large ${tex(p.headline)}}\\\\[4pt]`,
    `{\\color{muted}${tex(p.location)}}\\par`,
    p.summary ? `${main(w.summary)}${tex(p.summary)}\\par` : '',
    main(w.experience),
    ...p.experiences.map((e) =>
      [
        `{\\large\\bfseries ${tex(e.company)}}\\\\[2pt]`,
        `${tex(e.title)}\\\\[2pt]`,
        `{\\color{muted}${tex(monthText(p.lang, 'long', e.start))} - ${e.end ? tex(monthText(p.lang, 'long', e.end)) : w.present} (${linkedInDuration(p.lang, e.start, e.end)})}\\\\[2pt]`,
        e.city ? `{\\color{muted}${tex(e.city)}}\\\\[2pt]` : '',
        `${tex(e.bullets.join(' '))}\\par\\vspace{8pt}`,
      ]
        .filter(Boolean)
        .join('\n'),
    ),
    main(w.education),
    ...p.educations.map((e) =>
      [
        `{\\large\\bfseries ${tex(e.school)}}\\\\[2pt]`,
        `${tex([e.degree, e.field].filter(Boolean).join(', '))}~·~(${e.start.slice(0, 4)}~-~${e.end.slice(0, 4)})\\par\\vspace{8pt}`,
      ].join('\n'),
    ),
    `\\end{paracol}`,
    `\\end{document}`,
  ];
  return { engine: 'pdflatex', tex: lines.filter(Boolean).join('\n') };
};
