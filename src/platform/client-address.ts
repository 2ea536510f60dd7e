// The one rule for counting a client by its address, in both rooms' limits (the gateway's requests per
// IP, the account service's sign-in and reissue windows): an IPv6 client is its /64, the block one
// household or host is given, so rotating addresses inside it earns no fresh budget; an IPv4-mapped
// IPv6 address is its IPv4 address; an IPv4 address is itself.
import { normalizeIP } from '@fastify/rate-limit';

export function clientAddressKey(ip: string): string {
  return ip.includes(':') ? normalizeIP(ip) : ip;
}
