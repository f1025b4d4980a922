import type { SelfIntroductionResponse } from '@hirelane/contract/cv-import';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { VideoScriptPage } from './video-script-page.tsx';

const answer = (fields: Partial<SelfIntroductionResponse>): SelfIntroductionResponse => ({
  response: 'Hei, jeg heter Emma Hansen.\n\nNå jobber jeg som «Senior Product Designer» i Acme.',
  engine: 'offline',
  language: 'no',
  estimatedSeconds: 60,
  notice: null,
  cvLanguage: 'en',
  highlightsLeftOut: false,
  ...fields,
});

const renderScript = (reply: SelfIntroductionResponse, language: 'en' | 'no') => {
  const fetch = stubFetch();
  fetch.on('GET', `/cv/openai/generate/self-introduction?language=${language}&variant=0`, () =>
    jsonResponse(200, reply),
  );
  renderRoutes([{ path: '/video-script', element: <VideoScriptPage /> }], '/video-script');
};

startEachTestSignedIn();

describe('/video-script', () => {
  it('says that the highlights are left to write when the script is in another language than the CV', async () => {
    renderScript(answer({ language: 'en', cvLanguage: 'no', highlightsLeftOut: true }), 'en');
    expect(
      await screen.findByText(
        /Your CV is in Norwegian, so without a writing assistant this script keeps to what needs no translation/,
      ),
    ).toBeTruthy();
  });

  it('says it in Norwegian too', async () => {
    await i18n.changeLanguage('no');
    try {
      renderScript(answer({ highlightsLeftOut: true }), 'no');
      expect(await screen.findByText(/CV-en din er på engelsk, så uten skriveassistent/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says nothing of highlights for a script in the CV’s own language', async () => {
    renderScript(answer({ language: 'en', cvLanguage: 'en', response: 'Hi, I’m Emma.' }), 'en');
    expect(await screen.findByTestId('video-script')).toBeTruthy();
    expect(screen.queryByTestId('script-highlights-left-out')).toBeNull();
  });
});
