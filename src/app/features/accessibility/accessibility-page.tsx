import { useIntl, type IntlShape } from 'react-intl';
import { PageHeading } from '../../components/ui/page-heading';
import { SupportNote } from '../../components/ui/support-contact';
import { accessibilityMessages as m, accessibilityPageNames } from './messages';
import { accessibilityResults, type AccessibilityPageResult } from './results';
import './accessibility.css';

const languages = ['ja', 'en'] as const;

function pageName(intl: IntlShape, page: AccessibilityPageResult): string {
  const known = Object.hasOwn(accessibilityPageNames, page.path) ? accessibilityPageNames[page.path as keyof typeof accessibilityPageNames] : null;
  const name = known ? intl.formatMessage(known) : page.path;
  return page.signedIn ? `${name}${intl.formatMessage(m.signedIn)}` : name;
}

function cell(intl: IntlShape, counts: readonly number[]): string {
  const count = counts.reduce((sum, n) => sum + n, 0);
  return count === 0 ? intl.formatMessage(m.passed, { runs: counts.length }) : intl.formatMessage(m.failed, { count, runs: counts.length });
}

/** /accessibility: the statement, in the form of JIS X 8341-3:2016; its results are the test run's. */
export function AccessibilityPage() {
  const intl = useIntl();
  const { measuredOn, axeVersion, widths, pages } = accessibilityResults;
  const runs = pages.reduce((sum, page) => sum + languages.reduce((n, lang) => n + page.violations[lang].length, 0), 0);
  const violations = pages.reduce((sum, page) => sum + languages.reduce((n, lang) => n + page.violations[lang].reduce((a, b) => a + b, 0), 0), 0);
  const date = intl.formatDate(`${measuredOn}T00:00:00+09:00`, { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <div className="page accessibility">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <h2>{intl.formatMessage(m.policyHeading)}</h2>
      <p>{intl.formatMessage(m.policy)}</p>
      <h2>{intl.formatMessage(m.standardHeading)}</h2>
      <p>{intl.formatMessage(m.standard)}</p>
      <p>{intl.formatMessage(m.conformance)}</p>
      <h2>{intl.formatMessage(m.dateHeading)}</h2>
      <p>{intl.formatMessage(m.date, { date })}</p>
      <h2>{intl.formatMessage(m.pagesHeading)}</h2>
      <p>{intl.formatMessage(m.pagesIntro, { count: new Set(pages.map((page) => page.path)).size })}</p>
      <h2>{intl.formatMessage(m.methodHeading)}</h2>
      <ul>
        <li>{intl.formatMessage(m.methodAxe, { version: axeVersion, widths: intl.formatList(widths.map(String)) })}</li>
        <li>{intl.formatMessage(m.methodKeyboard)}</li>
        <li>{intl.formatMessage(m.methodScreenReader)}</li>
      </ul>
      <h2>{intl.formatMessage(m.resultsHeading)}</h2>
      <p>{intl.formatMessage(m.resultsIntro)}</p>
      <div className="accessibility-table" role="region" aria-label={intl.formatMessage(m.resultsTable)} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.columnPage)}</th>
              <th scope="col">{intl.formatMessage(m.japanese)}</th>
              <th scope="col">{intl.formatMessage(m.english)}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={`${page.path}-${String(page.signedIn)}`}>
                <th scope="row">{pageName(intl, page)}</th>
                {languages.map((lang) => (
                  <td key={lang}>{cell(intl, page.violations[lang])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{intl.formatMessage(m.total, { runs, violations })}</p>
      <h2>{intl.formatMessage(m.exceptionsHeading)}</h2>
      <ul>
        <li>{intl.formatMessage(m.exceptionMail)}</li>
        <li>{intl.formatMessage(m.exceptionApps)}</li>
        <li>{intl.formatMessage(m.exceptionAdmin)}</li>
      </ul>
      <h2>{intl.formatMessage(m.contactHeading)}</h2>
      <p>{intl.formatMessage(m.contact)}</p>
      <SupportNote />
    </div>
  );
}
