import { useIntl } from 'react-intl';
import { Link, useMatches } from 'react-router-dom';
import { PageHeading } from '../../components/ui/page-heading';
import type { RouteHandle } from '../../routes/app-routes';
import { comingSoonMessages } from './messages';

const titles = {
  accountEdit: comingSoonMessages.accountEdit,
  accountEditMailAddress: comingSoonMessages.accountEditMailAddress,
  accountEditPassword: comingSoonMessages.accountEditPassword,
  storeControl: comingSoonMessages.storeControl,
} as const;

function isTitledRoute(name: unknown): name is keyof typeof titles {
  return typeof name === 'string' && name in titles;
}

/** Stands in for the pages of later issues, under their real title. */
export function ComingSoonPage() {
  const intl = useIntl();
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as RouteHandle | undefined)?.name;
  const title = isTitledRoute(name) ? titles[name] : comingSoonMessages.body;
  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(title)}</PageHeading>
      <p>
        <strong>{intl.formatMessage(comingSoonMessages.body)}</strong>
      </p>
      <p>{intl.formatMessage(comingSoonMessages.explanation)}</p>
      <p>
        <Link to="/">{intl.formatMessage(comingSoonMessages.backToTop)}</Link>
      </p>
    </div>
  );
}
