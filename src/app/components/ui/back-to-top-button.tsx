import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { uiMessages } from './messages';

/** Shown once the page is scrolled this far down. */
const showAfterPx = 240;

/** Bottom-right, hidden until the page is scrolled; on a phone a round icon whose label is for screen readers. */
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
        const reduceMotion =
          typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
        document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="back-to-top-label">{intl.formatMessage(uiMessages.backToTop)}</span>
    </button>
  );
}
