// Standalone start of the gateway (`npm run start:gateway`): read the environment, build, listen.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildGateway } from './app';
import { loadGatewayConfig } from './config';

let config;
try {
  config = loadGatewayConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// The SPA is optional here: a scaled-out gateway may sit behind a CDN that serves it.
const hasSpa = existsSync(join(config.spaDir, 'index.html'));
const app = await buildGateway({
  accountServiceUrl: config.accountServiceUrl,
  serviceToken: config.serviceToken,
  publicUrl: config.publicUrl,
  allowedOrigins: config.allowedOrigins,
  trustProxy: config.trustProxy,
  graphiql: config.nodeEnv === 'development',
  introspection: config.nodeEnv !== 'production',
  rateLimit: config.rateLimit,
  logger: true,
  gatewayUrl: config.gatewayUrl,
  analyticsScriptUrl: config.analyticsScriptUrl,
  supportContact: config.supportContact,
  buildVersion: config.buildVersion,
  ...(hasSpa ? { spaDir: config.spaDir } : {}),
});
if (!hasSpa) app.log.warn(`No SPA build at ${config.spaDir}; serving the GraphQL endpoint only.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
