import { describe, expect, it } from 'vitest';
import type { RegisterFlowState } from './register-flow.ts';
import {
  initialRegisterFlow,
  readVerifyEmail,
  registerFlowReducer,
  resumeRegisterFlow,
} from './register-flow.ts';

const user = { firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.no', country: 'NO' };

const atOtp = (): RegisterFlowState =>
  registerFlowReducer(initialRegisterFlow, { type: 'registered', userData: user });

describe('register flow', () => {
  it('starts at registration with no data', () => {
    expect(initialRegisterFlow).toEqual({ userData: null, otp: '', registrationStep: 'registration' });
  });

  it('moves to otp-verification when registration succeeds, keeping the user data', () => {
    expect(atOtp()).toEqual({ userData: user, otp: '', registrationStep: 'otp-verification' });
  });

  it('records the typed code and moves to success when verification succeeds', () => {
    const typed = registerFlowReducer(atOtp(), { type: 'otpChanged', otp: '123456' });
    expect(typed.otp).toBe('123456');
    const done = registerFlowReducer(typed, { type: 'verified' });
    expect(done.registrationStep).toBe('success');
    expect(done.otp).toBe('');
  });

  it('resend leaves the step unchanged', () => {
    const state = registerFlowReducer(atOtp(), { type: 'otpChanged', otp: '12' });
    expect(registerFlowReducer(state, { type: 'resent' })).toBe(state);
  });

  it('clearing resets to registration from any step', () => {
    const done = registerFlowReducer(atOtp(), { type: 'verified' });
    expect(registerFlowReducer(done, { type: 'cleared' })).toEqual(initialRegisterFlow);
    expect(registerFlowReducer(atOtp(), { type: 'cleared' })).toEqual(initialRegisterFlow);
  });

  it('ignores transitions that do not belong to the current step', () => {
    expect(registerFlowReducer(initialRegisterFlow, { type: 'verified' })).toBe(initialRegisterFlow);
    expect(registerFlowReducer(initialRegisterFlow, { type: 'otpChanged', otp: '1' })).toBe(
      initialRegisterFlow,
    );
    const state = atOtp();
    expect(registerFlowReducer(state, { type: 'registered', userData: { email: 'x@y.no' } })).toBe(state);
  });

  it('resumes at the code step for an unverified e-mail from /login', () => {
    expect(resumeRegisterFlow('kari@example.no')).toEqual({
      userData: { email: 'kari@example.no' },
      otp: '',
      registrationStep: 'otp-verification',
    });
    expect(resumeRegisterFlow(null)).toBe(initialRegisterFlow);
  });

  it('reads the e-mail handed over in router state, ignoring anything else', () => {
    expect(readVerifyEmail({ verifyEmail: 'kari@example.no' })).toBe('kari@example.no');
    expect(readVerifyEmail({ verifyEmail: '' })).toBeNull();
    expect(readVerifyEmail({ verifyEmail: 3 })).toBeNull();
    expect(readVerifyEmail(null)).toBeNull();
    expect(readVerifyEmail('kari@example.no')).toBeNull();
  });
});
