// The per-request context every resolver receives. Filled in by the gateway app.
export interface GatewayContext {
  /** The end user's session token (from the cookie or the bearer header), if any. */
  sessionToken: string | null;
  /** The end user's IP address, passed on to the account service for per-IP throttling. */
  clientIp: string;
}
