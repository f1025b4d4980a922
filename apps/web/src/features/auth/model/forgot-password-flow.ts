export const RESET_STEPS = ['request', 'new-password-verify', 'success'] as const;
export type ResetStep = (typeof RESET_STEPS)[number];

/** The forgot-password state is the e-mail and the step. */
export type ForgotPasswordState = {
  email: string;
  resetStep: ResetStep;
};

export type ForgotPasswordAction =
  | { type: 'requested'; email: string }
  | { type: 'resent' }
  | { type: 'completed' }
  | { type: 'cleared' };

export const initialForgotPassword: ForgotPasswordState = { email: '', resetStep: 'request' };

/**
 * Request → new-password-verify once the request succeeded → success once the reset is
 * done. A new code keeps the step; clearing starts over with another address.
 */
export function forgotPasswordReducer(
  state: ForgotPasswordState,
  action: ForgotPasswordAction,
): ForgotPasswordState {
  switch (action.type) {
    case 'requested':
      if (state.resetStep !== 'request') return state;
      return { email: action.email, resetStep: 'new-password-verify' };
    case 'resent':
      return state;
    case 'completed':
      if (state.resetStep !== 'new-password-verify') return state;
      return { ...state, resetStep: 'success' };
    case 'cleared':
      return initialForgotPassword;
  }
}

/** Where the flow of the server-rendered page starts: the step of the server's answer, with its e-mail. */
export function forgotPasswordFromAnswer(
  answer: { step: 'request' | 'code' | 'done'; values: Record<string, string> } | null,
): ForgotPasswordState {
  const email = answer?.values.email ?? '';
  if (answer?.step === 'done') return { email, resetStep: 'success' };
  if (answer?.step === 'code' && email) return { email, resetStep: 'new-password-verify' };
  return initialForgotPassword;
}
