import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import type { MailWorker } from './mail/mail-worker.js';
import type { ServiceMetrics } from './metrics.js';
import type { ThrottleSettings } from './throttle/throttle.service.js';
import type { AppAccessLookup } from './oidc/access-tokens.js';
import type { SecretKeyRing } from './authenticator/secret-box.js';
import type { RiskSettings } from './login/risk/sign-in-risk.js';

export interface ActivitySettings {
  retentionDays: number;
  newDeviceLookbackDays: number;
}

export const defaultActivitySettings: ActivitySettings = { retentionDays: 180, newDeviceLookbackDays: 90 };

/** What the services need: the database, the clock, the settings, and a way to nudge the mail worker. */
export interface ServiceContext {
  db: Kysely<Database>;
  clock: Clock;
  throttle: ThrottleSettings;
  publicUrl: string;
  /** SUPPORT_CONTACT ('' when unset): the mails that send people to support name it. */
  supportContact: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** How long the account's activity is kept, and how far back a device counts as known. */
  activity: ActivitySettings;
  metrics: ServiceMetrics;
  /** Called after a transaction that queued mail has committed: wakes the mail worker. (Never for a reissue request: see reissue-worker.ts.) */
  mailQueued(): void;
  /** This instance's mail worker, for mail queued under its lease and handed over after the commit (enqueueLeasedMail): no claim. */
  mail: Pick<MailWorker, 'lease' | 'handOver'>;
  /** Called after a transaction that queued back-channel logouts to apps has committed (oidc/backchannel.ts): wakes their worker. */
  backchannelQueued(): void;
  /** The sign-in risk rules' limits and the breached-password check (login/risk). */
  risk: RiskSettings;
  /** What an app's access token (64 characters) allows now, or null (oidc/access-tokens.ts). */
  appAccess: AppAccessLookup;
  /** The keys that seal the authenticator apps' secrets (authenticator/secret-box.ts). */
  authenticatorKeys(): Promise<SecretKeyRing>;
}
