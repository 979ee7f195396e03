/**
 * The Basic credentials value ("name:password", UTF-8, Base64) the Core expects. btoa alone
 * would throw on non-Latin-1 characters, so the text is encoded to UTF-8 bytes first.
 */
export function encodeBasicCredentials(name: string, password: string): string {
  const bytes = new TextEncoder().encode(`${name}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
