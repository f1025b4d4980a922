/** The server's answer to a sign-in, by password or by a social provider. */
export const SIGN_IN_ANSWER = { accessToken: 'access', idToken: 'id', hideLoginGuide: true };
