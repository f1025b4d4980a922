/** Error texts of spec §8. Fallbacks are shown when the server sent no `message`. */

export const FALLBACK_ERRORS = {
  login: 'Login failed',
  refresh: 'Token refresh failed',
  logout: 'Logout failed',
  register: 'Registration failed',
  verifyOtp: 'OTP verification failed',
  resendOtp: 'Failed to resend OTP',
  requestPasswordReset: 'Failed to request password reset',
  resetPassword: 'Failed to reset password',
  loadJobBoard: 'Failed to load job board',
  createJob: 'Failed to create job',
  updateJob: 'Failed to update job',
  deleteJob: 'Failed to delete job',
  moveJob: 'Failed to update job board move',
  updateInterviewDate: 'Failed to update job interview date',
  pinJob: 'Failed to pin/unpin job',
  searchJobs: 'Failed to search jobs',
  fetchJob: 'Failed to fetch job',
  extractCv: 'Failed to extract CV data',
  saveCv: 'Failed to save CV data',
  loadJobReport: 'Failed to load job report',
  downloadJobReport: 'Failed to download job report',
  uploadVideo: 'Failed to upload video',
  verifyHandle: 'Failed to verify public profile handler',
} as const;

export const CLIENT_ERRORS = {
  network: 'Network error',
  request: 'Request failed',
  maxRetries: 'Max retry attempts (3) reached. Request blocked temporarily.',
  blocked: 'Request blocked due to repeated authentication failures. Try again later.',
  userDataRequired: 'User data is required',
  rootElementMissing: 'Root element not found',
} as const;

/** Stable machine-readable codes the server puts in `{ message, code }`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_ORIGIN',
  'NOT_FOUND',
  'GONE',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_ATTEMPTS_EXCEEDED',
  'RESEND_TOO_SOON',
  'REFRESH_INVALID',
  'ENDORSEMENT_SUBMITTED',
  'ENDORSEMENT_DECLINED',
  'ENDORSEMENT_WITHDRAWN',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
