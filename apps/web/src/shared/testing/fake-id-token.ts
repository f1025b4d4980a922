const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An idToken the web app can read (it only decodes the claims; nothing checks the signature). */
export function fakeIdToken(claims: Record<string, string>): string {
  return `x.${base64Url(JSON.stringify(claims))}.y`;
}
