// /myData?token=…: the page a data-download mail's link opens (issue 24), signed in as the account
// that asked (the page table sends a signed-out visitor to /login and back). The token leaves the
// address bar at once and lives in this page's memory only: the link works again for 24 hours, so a
// reload is answered by opening it from the mail once more. Each file is a plain form post to the
// gateway (POST /data-export) that the browser saves: the token travels in the body, never in an
// address. A refused download comes back here as ?error=CODE, said in the page's language.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatWhen } from '../../components/security/describe';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { usePortalEnv } from '../../env/portal-env-context';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import { DataExportLinkDocument } from '../../gql/graphql';
import { pathOf } from '../../routes/page-rules';
import { DATA_EXPORT_PATH, dataExportPageCode, type DataExportFileFormat } from '../../../shared/data-export';
import { myDataMessages as m } from './messages';

/** The download route on the gateway's origin (GATEWAY_URL may name another one). */
function downloadAction(gatewayUrl: string): string {
  return new URL(DATA_EXPORT_PATH, new URL(gatewayUrl, window.location.href)).href;
}

export function MyDataPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const env = usePortalEnv();
  const [searchParams] = useSearchParams();
  const urlToken = searchParams.get('token');
  const urlError = dataExportPageCode(searchParams.get('error'));
  const [token, setToken] = useState<string | null>(urlToken);
  const [refused, setRefused] = useState(urlError);

  useEffect(() => {
    if (urlToken === null && urlError === null) return;
    if (urlToken !== null) setToken(urlToken);
    if (urlError !== null) setRefused(urlError);
    void navigate(pathOf('myData'), { replace: true });
  }, [urlToken, urlError, navigate]);

  // 'no-cache': the token and the answer stay out of the persisted Apollo cache.
  const linkQuery = useQuery(DataExportLinkDocument, { variables: { token: token ?? '' }, skip: !token, fetchPolicy: 'no-cache' });
  const link = linkQuery.data?.dataExportLink ?? null;
  const linkError = link?.error ? formatUserError(intl, link.error) : linkQuery.error ? formatUnexpectedError(intl) : null;
  const message = refused ? formatUserError(intl, { code: refused }) : linkError;

  const fileForm = (format: DataExportFileFormat, heading: string, explanation: string, button: string) => (
    <section aria-labelledby={`my-data-${format}`}>
      <h2 id={`my-data-${format}`}>{heading}</h2>
      <p>{explanation}</p>
      <form method="post" action={downloadAction(env.gatewayUrl)}>
        <input type="hidden" name="token" value={token ?? ''} />
        <input type="hidden" name="format" value={format} />
        <button type="submit" className="button">
          {button}
        </button>
      </form>
    </section>
  );

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <FormError message={message} focusSignal={message ? 1 : 0} />
      {!token && !refused ? <p>{intl.formatMessage(m.noLink)}</p> : null}
      {token && link?.expiresAt ? (
        <>
          <p>{intl.formatMessage(m.intro)}</p>
          <p>{intl.formatMessage(m.validUntil, { until: formatWhen(intl, link.expiresAt) })}</p>
          {fileForm('json', intl.formatMessage(m.jsonHeading), intl.formatMessage(m.jsonExplanation), intl.formatMessage(m.jsonButton))}
          {fileForm('csv', intl.formatMessage(m.csvHeading), intl.formatMessage(m.csvExplanation), intl.formatMessage(m.csvButton))}
        </>
      ) : null}
      {!link?.expiresAt ? (
        <p>
          <Link to={pathOf('security')}>{intl.formatMessage(m.toSecurity)}</Link>
        </p>
      ) : null}
    </div>
  );
}
