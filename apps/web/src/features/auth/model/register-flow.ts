import type { RegisterInput } from '@hirelane/contract/auth';

export const REGISTRATION_STEPS = ['registration', 'otp-verification', 'success'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The registration data kept between steps. The password is not kept once it has been sent. */
export type RegisterFlowUser = Partial<Omit<RegisterInput, 'password'>> & { email: string };

export type RegisterFlowState = {
  userData: RegisterFlowUser | null;
  otp: string;
  registrationStep: RegistrationStep;
};

export type RegisterFlowAction =
  | { type: 'registered'; userData: RegisterFlowUser }
  | { type: 'otpChanged'; otp: string }
  | { type: 'verified' }
  | { type: 'resent' }
  | { type: 'cleared' };

export const initialRegisterFlow: RegisterFlowState = {
  userData: null,
  otp: '',
  registrationStep: 'registration',
};

/** Opens the flow at the code step for an account that exists but is not verified (from /login). */
export function resumeRegisterFlow(email: string | null): RegisterFlowState {
  if (!email) return initialRegisterFlow;
  return { userData: { email }, otp: '', registrationStep: 'otp-verification' };
}

/** Registration → otp-verification → success; resend keeps the step; clearing restarts. */
export function registerFlowReducer(state: RegisterFlowState, action: RegisterFlowAction): RegisterFlowState {
  switch (action.type) {
    case 'registered':
      if (state.registrationStep !== 'registration') return state;
      return { userData: action.userData, otp: '', registrationStep: 'otp-verification' };
    case 'otpChanged':
      if (state.registrationStep !== 'otp-verification') return state;
      return { ...state, otp: action.otp };
    case 'verified':
      if (state.registrationStep !== 'otp-verification') return state;
      return { ...state, otp: '', registrationStep: 'success' };
    case 'resent':
      return state;
    case 'cleared':
      return initialRegisterFlow;
  }
}

/** Router state /login hands to /signup to continue at the code step. */
export type SignupLocationState = { verifyEmail: string };

export function readVerifyEmail(locationState: unknown): string | null {
  if (typeof locationState !== 'object' || locationState === null) return null;
  const value = (locationState as Record<string, unknown>).verifyEmail;
  return typeof value === 'string' && value.length > 0 ? value : null;
}
