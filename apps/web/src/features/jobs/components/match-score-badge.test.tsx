import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { endEachTestSignedOutIn, startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { boardElement } from '../testing/board-element.tsx';
import { boardOf } from '../testing/job-fixtures.ts';
import { MatchScoresProvider, scoreLevel } from './match-score-badge.tsx';

const board = boardOf({ saved: { normal: ['Nurse', 'Baker'] }, applied: { normal: ['Pilot'] } });
const basic = (showMatchScores: boolean) => ({
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.no',
  country: 'NO',
  preferredLanguage: 'en',
  showMatchScores,
});

function stubScores(showMatchScores: boolean) {
  const fetch = stubFetch();
  fetch.on('GET', '/jobs/application/profile/basic', () => jsonResponse(200, basic(showMatchScores)));
  fetch.on('GET', '/jobs/matches', () =>
    jsonResponse(200, {
      matches: [
        { jobId: 'Nurse', score: 72 },
        { jobId: 'Baker', score: null },
        { jobId: 'Pilot', score: 8 },
      ],
    }),
  );
  return fetch;
}

const renderBoard = (boardLoaded = true) =>
  renderWithProviders(
    <MatchScoresProvider boardLoaded={boardLoaded}>{boardElement(board)}</MatchScoresProvider>,
  );

startEachTestSignedIn();
endEachTestSignedOutIn();

describe('MatchScoreBadge', () => {
  it('shows each scored card its score from one request, and nothing on a card without one', async () => {
    const fetch = stubScores(true);
    renderBoard();
    const nurse = await screen.findByText('Match 72%');
    expect(nurse.closest('[data-job-card]')?.getAttribute('data-job-card')).toBe('Nurse');
    expect(screen.getByText('Match 8%').closest('[data-job-card]')?.getAttribute('data-job-card')).toBe(
      'Pilot',
    );
    expect(document.querySelector('[data-job-card="Baker"]')?.textContent).not.toContain('Match');
    expect(fetch.callsTo('GET', '/jobs/matches')).toHaveLength(1);
  });

  it('says it in Norwegian too', async () => {
    stubScores(true);
    await act(() => i18n.changeLanguage('no'));
    renderBoard();
    expect(await screen.findByText('Match 72 %')).toBeTruthy();
  });

  it('asks for no score while the setting is off', async () => {
    const fetch = stubScores(false);
    renderBoard();
    await waitFor(() => expect(fetch.callsTo('GET', '/jobs/application/profile/basic')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.callsTo('GET', '/jobs/matches')).toHaveLength(0);
    expect(screen.queryByText(/^Match/)).toBeNull();
  });

  it('waits for the board before asking', async () => {
    const fetch = stubScores(true);
    renderBoard(false);
    await waitFor(() => expect(fetch.callsTo('GET', '/jobs/application/profile/basic')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.callsTo('GET', '/jobs/matches')).toHaveLength(0);
  });

  it('tints a score by its level, the number saying the same', () => {
    expect([scoreLevel(100), scoreLevel(70), scoreLevel(69), scoreLevel(40), scoreLevel(39)]).toEqual([
      'high',
      'high',
      'middle',
      'middle',
      'low',
    ]);
  });
});
