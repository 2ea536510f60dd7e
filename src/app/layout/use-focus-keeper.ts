import { useEffect, useRef, type RefObject } from 'react';
import { focusIsLost, focusWhenUsable, pageHeading } from '../components/ui/focus';

/**
 * The focus never drops to <body>: the page is inert while the portal waits for the server and while
 * a modal is open, and a control that was focused meanwhile may be gone. This remembers the last
 * control focused in the page; when the page stops being inert and the focus is nowhere, it goes back
 * there, or to the page's heading when that control is gone or disabled.
 */
const controlSelector = 'button, a[href], input, select, textarea, summary, [tabindex]';

export function useFocusKeeper(parts: readonly RefObject<HTMLElement | null>[], inert: boolean): void {
  // The page's parts that go inert together (the header's and the page's, with the notices between).
  const partsRef = useRef(parts);
  partsRef.current = parts;
  const inPage = (el: Node) => partsRef.current.some((part) => part.current?.contains(el) ?? false);
  const last = useRef<HTMLElement | null>(null);
  const wasInert = useRef(inert);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && inPage(event.target)) last.current = event.target;
    };
    // A click counts too: some browsers (Safari) do not focus a button that is clicked.
    const onClick = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(controlSelector) : null;
      if (control && inPage(control)) last.current = control;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  useEffect(() => {
    const lifted = wasInert.current && !inert;
    wasInert.current = inert;
    if (!lifted || !focusIsLost()) return;
    const target = last.current;
    focusWhenUsable(() => target, pageHeading);
  }, [inert]);
}
