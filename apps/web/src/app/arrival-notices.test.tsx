import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leaveArrivalNotice } from '../shared/session/arrival-notice.ts';
import { renderWithProviders } from '../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../shared/testing/test-i18n.ts';
import { ArrivalNotices } from './arrival-notices.tsx';

startEachTestSignedOut();

describe('ArrivalNotices', () => {
  it('says what a form page left for the app, once', async () => {
    leaveArrivalNotice('emailConfirmed');
    renderWithProviders(<ArrivalNotices />);
    expect(await screen.findByText('Your e-mail address is confirmed. Welcome to Hirelane!')).toBeTruthy();
    expect(document.cookie).not.toMatch(/hl_notice=\w/);
  });
});
