import { degreeText, fullName, levelWord, monthText, periodText, type WildPerson, WORDS } from '../model.ts';

const html = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A naming line with its period at the right margin (flex, as CV sites and editors write them). */
const row = (what: string, when: string, extra = '') =>
  `<div class="row${extra}"><div class="what">${html(what)}</div><div class="when">${html(when)}</div></div>`;

const place = (text: string | null) => (text ? `<div class="place">${html(text)}</div>` : '');

const bullets = (items: string[]) =>
  items.length > 0 ? `<ul>${items.map((item) => `<li>${html(item)}</li>`).join('')}</ul>` : '';

/**
 * An ordinary English CV as a web page, printed to PDF by a browser (Chromium): the period at the
 * right of each "Title, Company" / "Degree, School" line with "Town, Country" under it, a
 * certificate's name long enough to wrap onto a second line, the skills as a two-column list (CSS
 * columns: the two columns' items side by side), volunteering between the certificates and the skills, references at the end.
 */
export const browserPrint = (p: WildPerson): string => {
  const w = WORDS[p.lang];
  const year = (month: string) => month.slice(0, 4);
  const contact = [p.email, p.phone, p.location].map(html).join(' · ');
  const portfolio = p.portfolio
    ? `<div class="contact">Portfolio: <a href="https://${html(p.portfolio)}">${html(p.portfolio)}</a></div>`
    : '';
  const experiences = p.experiences
    .map(
      (e) =>
        `<section class="entry">${row(`${e.title}, ${e.company}`, periodText(p, e.start, e.end))}${place(
          e.city ? `${e.city}, Norway` : null,
        )}${bullets(e.bullets)}</section>`,
    )
    .join('');
  const educations = p.educations
    .map(
      (e) =>
        `<section class="entry">${row(`${degreeText(p.lang, e)}, ${e.school}`, `${year(e.start)} – ${year(e.end)}`)}${place(
          e.city ? `${e.city}, Norway` : null,
        )}</section>`,
    )
    .join('');
  const certifications = p.certifications
    .map((c) =>
      row(
        c.issuer ? `${c.name}, ${c.issuer}` : c.name,
        c.date ? monthText(p.lang, p.dates, c.date) : '',
        ' cert',
      ),
    )
    .join('');
  const volunteering = (p.volunteering ?? [])
    .map((v) => row(`${v.role}, ${v.organisation}`, periodText(p, v.start, v.end)))
    .join('');
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<title>${html(fullName(p))} – CV</title>
<style>
@page { size: A4; margin: 18mm 17mm; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.5pt; line-height: 1.35; color: #222; margin: 0; }
h1 { font-size: 22pt; margin: 0; }
.headline { font-size: 12.5pt; color: #555; margin: 2pt 0 4pt; }
.contact { font-size: 10pt; }
a { color: #1d4ed8; text-decoration: none; }
h2 { font-size: 13pt; margin: 14pt 0 6pt; padding-bottom: 2pt; border-bottom: 1px solid #999; }
.entry { margin-bottom: 8pt; break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 16pt; }
.row .what { font-weight: bold; }
.row .when { white-space: nowrap; color: #444; }
.row.cert { margin-bottom: 5pt; }
.row.cert .what { max-width: 52%; }
.place { color: #666; font-size: 10pt; }
ul { margin: 3pt 0 0; padding-left: 16pt; }
li { margin-bottom: 1pt; }
.skills { columns: 2; column-gap: 28pt; width: 75%; }
</style>
</head>
<body>
<h1>${html(fullName(p))}</h1>
<div class="headline">${html(p.headline)}</div>
<div class="contact">${contact}</div>
${portfolio}
${p.summary ? `<h2>${w.summary}</h2><p>${html(p.summary)}</p>` : ''}
<h2>${w.experience}</h2>
${experiences}
<h2>${w.education}</h2>
${educations}
${certifications ? `<h2>${w.certifications}</h2>${certifications}` : ''}
${volunteering ? `<h2>Volunteer work</h2>${volunteering}` : ''}
<h2>${w.skills}</h2>
<ul class="skills">${p.skills.map((s) => `<li>${html(s)}</li>`).join('')}</ul>
<h2>${w.languages}</h2>
${p.languages.map(([name, level]) => `<div>${html(name)} – ${levelWord(p.lang, level)}</div>`).join('')}
${p.references ? `<h2>References</h2><p>${html(p.references)}</p>` : ''}
</body>
</html>
`;
};
