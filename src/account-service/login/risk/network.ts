// The network a sign-in came from, as the risk rules compare it: an IPv4 address's /24, an IPv6
// address's /48 (a site's allocation: a household's /56 or /64 changes inside it, the provider's does
// not); an IPv4-mapped IPv6 address is its IPv4 address. Anything else is its own "network".
import { isIP } from 'node:net';

export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  switch (isIP(address)) {
    case 4:
      return `${address.split('.').slice(0, 3).join('.')}.0/24`;
    case 6:
      return `${expandV6(address).slice(0, 3).join(':')}::/48`;
    default:
      return address.slice(0, 64);
  }
}

/** The eight hextets of an IPv6 address (without a zone), lower case, without leading zeros. */
function expandV6(address: string): string[] {
  const bare = address.split('%')[0]!.toLowerCase();
  const [head = '', tail] = bare.split('::') as [string, string | undefined];
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  // A dotted IPv4 tail stands for two hextets; only its first 48 bits matter here, so it is left out.
  const fill = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...fill, ...right].map((h) => (h.includes('.') ? '0' : h.replace(/^0+(?=.)/, '')));
}
