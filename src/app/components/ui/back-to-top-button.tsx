import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { uiMessages } from './messages';

/** Shown once the page is scrolled this far down. */
const showAfterPx = 240;

export function BackToTopButton() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > showAfterPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      onClick={() => {
        window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
        document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑ </span>
      {intl.formatMessage(uiMessages.backToTop)}
    </button>
  );
}
