import { LANGUAGES } from '@hirelane/contract/constants';
import {
  CV_DESIGN_IDS,
  CV_DESIGNS,
  type CvDesignSettings,
  defaultCvDesignSettings,
  sidebarSections,
} from '@hirelane/contract/cv-designs';
import { CV_WORDS, cvLayout, cvLayoutTexts } from '@hirelane/contract/cv-layout';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../testing/test-i18n.ts';
import { CvDesignDocument } from './cv-design-document.tsx';
import { cvFontsOf } from './cv-fonts.tsx';
import { richCv } from './testing/rich-cv.ts';

beforeAll(() => setupTestI18n('en'));

/** The page as the server renderer writes it, read back as a document. */
const rendered = (settings: CvDesignSettings, nested = false): HTMLElement => {
  const html = renderToStaticMarkup(<CvDesignDocument cv={richCv} settings={settings} nested={nested} />);
  const article = new DOMParser().parseFromString(html, 'text/html').querySelector('article');
  if (!article) throw new Error('no article');
  return article;
};

/** Every text the reader meets, in document order: one line per text node. */
const textsOf = (root: Node): string[] => {
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker?.nextNode(); node; node = walker?.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  return texts;
};

describe('CvDesignDocument', () => {
  for (const design of CV_DESIGN_IDS) {
    for (const language of LANGUAGES) {
      it(`draws exactly the layout's texts in its order: ${design}, ${language}`, () => {
        const settings = { ...defaultCvDesignSettings(language), design };
        const layout = cvLayout(richCv, CV_DESIGNS[design], language);
        expect(textsOf(rendered(settings))).toEqual(cvLayoutTexts(layout));
      });
    }
  }

  it('titles the sections in the CV language, whatever the interface speaks', () => {
    const headings = (language: 'en' | 'no') =>
      [...rendered({ ...defaultCvDesignSettings(language), design: 'classic' }).querySelectorAll('h2')].map(
        (heading) => heading.textContent,
      );
    expect(headings('no')).toContain('Erfaring');
    expect(headings('en')).toContain('Experience');
  });

  it('puts skills and languages in the sidebar beside the main column only in Modern', () => {
    const modern = rendered({ ...defaultCvDesignSettings('en'), design: 'modern' });
    const sidebar = modern.querySelector('[data-cv-column="sidebar"]');
    expect([...(sidebar?.querySelectorAll('h2') ?? [])].map((h) => h.textContent)).toEqual(
      sidebarSections(CV_DESIGNS.modern).map((key) => CV_WORDS.en[key]),
    );
    expect(sidebar?.querySelector('h2')?.textContent).toBe('Professional skills');
    expect(sidebar?.querySelector('img')?.getAttribute('alt')).toBe('Photo of Kåre Bjørnsen');
    const classic = rendered({ ...defaultCvDesignSettings('en'), design: 'classic' });
    expect(classic.querySelector('[data-cv-column="sidebar"]')).toBeNull();
  });

  it('writes bullets as lists, links as links, and the design as data and custom properties', () => {
    const cv = rendered({
      design: 'elegant',
      accent: 'crimson',
      font: 'humanist',
      paper: 'letter',
      language: 'en',
    });
    expect(cv.getAttribute('data-design')).toBe('elegant');
    expect(cv.getAttribute('data-heading')).toBe('accent-rule');
    expect(cv.getAttribute('lang')).toBe('en');
    expect(cv.style.getPropertyValue('--cv-accent')).toBe('#b91c1c');
    expect(cv.style.getPropertyValue('--cv-paper-width')).toBe('612pt');
    expect(cv.style.getPropertyValue('--cv-name')).toBe('28pt');
    expect(cv.style.getPropertyValue('--cv-font')).toContain('Source Sans 3');
    expect(cv.style.getPropertyValue('--cv-heading-font')).toContain('Noto Serif');
    const bullets = [...cv.querySelectorAll('li')].map((item) => item.textContent);
    expect(bullets).toEqual(
      expect.arrayContaining(['Kuttet leveringstiden med 30 %', 'teste med ekte brukere']),
    );
    const hrefs = [...cv.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'mailto:kare@example.no',
      'tel:+4791234567',
      'https://www.kare.example/',
      'https://www.linkedin.com/in/kare/',
      'https://hfi.example/verify/CUA-123',
    ]);
  });

  it('needs only the chosen font, and the serif for a design with serif headings', () => {
    expect(cvFontsOf('sans', CV_DESIGNS.classic.serifHeadings)).toEqual(['sans']);
    expect(cvFontsOf('sans', CV_DESIGNS.elegant.serifHeadings)).toEqual(['sans', 'serif']);
    expect(cvFontsOf('serif', CV_DESIGNS.elegant.serifHeadings)).toEqual(['serif']);
  });

  it('steps its headings down a level inside a page with its own h1, and names no regions there', () => {
    const nested = rendered({ ...defaultCvDesignSettings('en'), design: 'classic' }, true);
    expect(nested.querySelector('h1')).toBeNull();
    expect(nested.querySelector('h2')?.textContent).toBe('Kåre Bjørnsen');
    expect(nested.querySelector('h3')?.textContent).toBe('Profile');
    expect(nested.querySelector('h4')?.textContent).toBe('Senior designer');
    expect(nested.querySelector('section[aria-labelledby]')).toBeNull();
    const own = rendered({ ...defaultCvDesignSettings('en'), design: 'classic' });
    expect(own.querySelectorAll('section[aria-labelledby]').length).toBeGreaterThan(0);
  });
});
