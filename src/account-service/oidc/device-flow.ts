// The device authorization grant (RFC 8628): a device or a CLI without a browser asks for a code
// (POST /oidc/device/auth), shows it with the address /oidc/device, and polls the token endpoint; the
// person opens the address in a browser, types the code, checks which app asks, and signs in and
// allows it like any app (the SPA's /oauth/interaction/:id). Nobody types a password into the device.
// User codes: 8 characters of 20 consonants (BCDFGHJKLMNPQRSTVWXZ), shown as XXXX-XXXX; at most 10
// minutes; the gateway limits how often one address may try them.
import type { Configuration } from 'oidc-provider';
import { renderDeviceConfirmPage, renderDeviceDonePage, renderDeviceInputPage } from './pages.js';

type DeviceFlowFeature = NonNullable<NonNullable<Configuration['features']>['deviceFlow']>;

export const deviceFlowFeature: DeviceFlowFeature = {
  enabled: true,
  charset: 'base-20',
  mask: '****-****',
  userCodeInputSource: (ctx, _form, _out, err) => {
    // The provider's own form has no label and an inline script; ours has neither. The form's secret
    // is the session's (the provider checks it when the code comes back).
    const secret = (ctx.oidc.session?.state as { secret?: string } | undefined)?.secret ?? '';
    renderDeviceInputPage(ctx, ctx.oidc.urlFor('code_verification'), secret, err);
  },
  userCodeConfirmSource: (ctx, form, client, _deviceInfo, userCode) => {
    renderDeviceConfirmPage(ctx, form, client.clientName ?? client.clientId, userCode);
  },
  successSource: (ctx) => {
    renderDeviceDonePage(ctx);
  },
};
