// The registration form's fields, checked with the account service's own rules
// (src/shared/oauth-clients.ts) as the administrator types; the server is the guard.
import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { formatUserError } from '../../../errors/error-messages';
import type { AdminCreateOAuthClientInput, OAuthClientType, OAuthScope } from '../../../gql/graphql';
import { normalizeClientName, normalizeClientUri, normalizeClientUris } from '../../../../shared/oauth-clients';
import { clientTypes, scopes } from './client-words';
import { clientsMessages as m } from './messages';

export interface ClientFormValues {
  name: string;
  /** One URI a line. */
  redirectUris: string;
  postLogoutRedirectUris: string;
  type: OAuthClientType;
  /** The scopes ticked besides OPENID, which every app has. */
  scopes: OAuthScope[];
  backchannelLogoutUri: string;
}

export const clientFormDefaults: ClientFormValues = {
  name: '',
  redirectUris: '',
  postLogoutRedirectUris: '',
  type: 'CONFIDENTIAL',
  scopes: ['PROFILE', 'EMAIL'],
  backchannelLogoutUri: '',
};

/** The lines of a list field that hold something. */
const linesOf = (value: string) => value.split(/\r?\n/).filter((line) => line.trim() !== '');

export function createClientFormSchema(intl: IntlShape) {
  const uriError = formatUserError(intl, { code: 'REDIRECT_URI_INVALID' });
  return z.object({
    name: z.string().check(
      z.refine((value) => value.trim() !== '', { error: intl.formatMessage(m.nameRequired) }),
      z.refine((value) => value.trim() === '' || normalizeClientName(value) !== null, { error: formatUserError(intl, { code: 'CLIENT_NAME_INVALID' }) }),
    ),
    redirectUris: z.string().check(
      z.refine((value) => linesOf(value).length > 0, { error: intl.formatMessage(m.redirectUrisRequired) }),
      z.refine((value) => linesOf(value).length === 0 || normalizeClientUris(linesOf(value), 1) !== null, { error: uriError }),
    ),
    postLogoutRedirectUris: z.string().check(z.refine((value) => normalizeClientUris(linesOf(value), 0) !== null, { error: uriError })),
    type: z.enum(clientTypes as [OAuthClientType, ...OAuthClientType[]]),
    scopes: z.array(z.enum(scopes as [OAuthScope, ...OAuthScope[]])),
    backchannelLogoutUri: z.string().check(
      z.refine((value) => value.trim() === '' || normalizeClientUri(value) !== null, { error: formatUserError(intl, { code: 'BACKCHANNEL_LOGOUT_URI_INVALID' }) }),
    ),
  });
}

/** What the form sends: trimmed lines, OPENID always, and no back-channel URI when none was typed. */
export function clientInput(values: ClientFormValues): AdminCreateOAuthClientInput {
  const backchannel = values.backchannelLogoutUri.trim();
  return {
    name: values.name.trim(),
    redirectUris: linesOf(values.redirectUris).map((line) => line.trim()),
    postLogoutRedirectUris: linesOf(values.postLogoutRedirectUris).map((line) => line.trim()),
    type: values.type,
    scopes: scopes.filter((scope) => scope === 'OPENID' || values.scopes.includes(scope)),
    ...(backchannel ? { backchannelLogoutUri: backchannel } : {}),
  };
}
