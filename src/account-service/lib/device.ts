// The device a request came from, as the security page and the new-device notice name it: the browser
// and operating system families a User-Agent names (bowser, MIT), never versions (they change with
// every update and would make every sign-in look "new").
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';

export interface Device {
  browser: string | null;
  os: string | null;
}

/** Where a request came from: the end user's address and device as the gateway reported them. */
export interface ClientInfo {
  ip: string;
  device: Device;
}

const maxUserAgent = 512;
const unknown: Device = { browser: null, os: null };

export function deviceOf(userAgent: string | undefined): Device {
  if (!userAgent) return unknown;
  try {
    const parsed = Bowser.parse(userAgent.slice(0, maxUserAgent));
    return { browser: parsed.browser.name || null, os: parsed.os.name || null };
  } catch {
    return unknown;
  }
}

/** The end user's IP (X-Client-Ip) and device (X-Client-User-Agent) as the gateway saw them; the direct caller's otherwise. */
export function clientOf(request: FastifyRequest): ClientInfo {
  const ip = request.headers['x-client-ip'];
  const userAgent = request.headers['x-client-user-agent'];
  return {
    ip: typeof ip === 'string' && ip.length > 0 ? ip : request.ip,
    device: deviceOf(typeof userAgent === 'string' ? userAgent : undefined),
  };
}

/** Whether two devices are the same as far as the new-device rule can tell (both families known and equal). */
export function sameDevice(a: Device, b: Device): boolean {
  return a.browser !== null && a.os !== null && a.browser === b.browser && a.os === b.os;
}
