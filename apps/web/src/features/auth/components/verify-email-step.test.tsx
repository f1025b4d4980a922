import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { VerifyEmailStep } from './verify-email-step.tsx';

// The code's schema loads when the code is first sent; here its download fails (the connection dropped).
vi.mock('@hirelane/contract/auth', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

startEachTestSignedOut();

describe('the sign-up code step', () => {
  it('says the code could not be checked when its schema cannot load, and sends nothing', async () => {
    const server = stubFetch();
    renderWithProviders(
      <VerifyEmailStep
        email="kari@example.no"
        otp="123456"
        onOtpChange={() => {}}
        onVerified={() => {}}
        onResent={() => {}}
        onStartOver={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect(
      (await screen.findAllByText(/could not check your answers because the connection failed/)).length,
    ).toBeGreaterThan(0);
    expect(server.calls).toHaveLength(0);
  });
});
