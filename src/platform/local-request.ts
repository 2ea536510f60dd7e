// "Is this request from this machine?" for the pages that must never leave it (the dev mailbox, which
// shows codes and reset links; /metrics without its token). A reverse proxy on the same host makes
// every client's socket look local, so whatever a proxy forwarded must name this machine too.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1 (also as IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return (isIP(v4) === 4 && v4.startsWith('127.')) || address === '::1';
}

/** The addresses a Forwarded / X-Forwarded-For / X-Real-IP header names; null when it names something unreadable. */
function forwardedAddresses(name: string, value: string): string[] | null {
  if (name === 'forwarded') {
    const found: string[] = [];
    for (const match of value.matchAll(/for=("?)\[?([^\]";,]+)\]?(?::\d+)?\1/gi)) found.push(match[2]!);
    return found.length > 0 ? found : null;
  }
  return value.split(',').map((s) => s.trim());
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * True only when the socket's peer, the address Fastify resolved through TRUST_PROXY, and every
 * address a forwarding header names are loopback. Fails closed on a header it cannot read.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) return false;
  for (const name of FORWARDING_HEADERS) {
    const raw = request.headers[name];
    if (raw === undefined) continue;
    const addresses = forwardedAddresses(name, Array.isArray(raw) ? raw.join(',') : raw);
    if (addresses === null || !addresses.every(isLoopbackAddress)) return false;
  }
  return true;
}
