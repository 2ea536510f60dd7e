import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { uiMessages } from './messages';

/**
 * The page's h1. After a navigation it takes the focus, so screen reader and keyboard users
 * start reading the new page from its title; it also names the browser tab.
 */
export function PageHeading({ children }: { children: string }) {
  const intl = useIntl();
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();

  useEffect(() => {
    document.title = intl.formatMessage(uiMessages.documentTitle, { page: children });
  }, [intl, children]);

  useEffect(() => {
    // 'default' is the first location of this visit: there the browser's own start is better.
    if (key !== 'default') ref.current?.focus({ preventScroll: true });
  }, [key]);

  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
