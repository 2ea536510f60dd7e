import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/ui/page-heading';
import { SupportNote } from '../../components/ui/support-contact';
import { notFoundMessages } from './messages';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(notFoundMessages.title)}</PageHeading>
      <p>{intl.formatMessage(notFoundMessages.body)}</p>
      <SupportNote />
      <p>
        <Link to="/">{intl.formatMessage(notFoundMessages.back)}</Link>
      </p>
    </div>
  );
}
