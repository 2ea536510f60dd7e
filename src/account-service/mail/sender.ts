/** The default sender of every mail: "アカウントポータル" <no-reply@host of publicUrl>. */
export function defaultSender(publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // keep localhost
  }
  return `"アカウントポータル" <no-reply@${host}>`;
}
