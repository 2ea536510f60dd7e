// The gateway's options from the validated environment (platform/env.ts), shared by its own start
// (server.ts) and the embedded default (src/main.ts).
import type { Environment } from '../platform/env';
import { packageVersion } from '../platform/paths';
import type { GatewayOptions } from './app';

/** package.json's version: the build version unless BUILD_VERSION says otherwise. */
export const PACKAGE_VERSION = packageVersion;

/** Everything but where the account service is and its credential, which the caller knows. */
export function gatewayOptions(env: Environment): Omit<GatewayOptions, 'accountServiceUrl' | 'serviceToken' | 'publicUrl'> {
  return {
    allowedOrigins: env.allowedOrigins,
    trustProxy: env.trustProxy,
    graphiql: env.nodeEnv === 'development',
    introspection: env.nodeEnv !== 'production',
    rateLimit: env.rateLimit,
    trustedDocuments: env.trustedDocuments,
    upstreamTimeoutMs: env.upstreamTimeoutMs,
    logLevel: env.logLevel,
    metricsToken: env.metricsToken,
    gatewayUrl: env.browser.gatewayUrl,
    analyticsScriptUrl: env.browser.analyticsScriptUrl,
    supportContact: env.browser.supportContact,
    buildVersion: env.browser.buildVersion,
  };
}
