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

// Only the names bowser itself knows: for a User-Agent it does not recognise it falls back to the
// agent's own product token, free text a stranger writes (into a notice mail, say). That is "unknown".
const { BROWSER_MAP, OS_MAP } = Bowser as unknown as { BROWSER_MAP: Record<string, string>; OS_MAP: Record<string, string> };
const knownBrowsers: ReadonlySet<string> = new Set(Object.values(BROWSER_MAP));
const knownSystems: ReadonlySet<string> = new Set(Object.values(OS_MAP));

export function deviceOf(userAgent: string | undefined): Device {
  if (!userAgent) return unknown;
  try {
    const parsed = Bowser.parse(userAgent.slice(0, maxUserAgent));
    const browser = parsed.browser.name && knownBrowsers.has(parsed.browser.name) ? parsed.browser.name : null;
    const os = parsed.os.name && knownSystems.has(parsed.os.name) ? parsed.os.name : null;
    return { browser, os };
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

/** Whether a device is named at all (a browser or an OS family known): an unknown one is never "the same" as another. */
export function isKnownDevice(device: Device): boolean {
  return device.browser !== null || device.os !== null;
}
