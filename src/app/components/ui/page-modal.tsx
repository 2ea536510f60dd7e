import { useContext, useEffect, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from './modal-dialog';
import { PageModalContext } from './page-modal-context';

export { PageModalContext };

/** A modal raised by a page (a confirmation): rendered outside the page, which becomes inert. */
export function PageModal(props: ComponentProps<typeof ModalDialog>) {
  const setOpen = useContext(PageModalContext);
  useEffect(() => {
    setOpen(true);
    return () => setOpen(false);
  }, [setOpen]);
  return createPortal(<ModalDialog {...props} />, document.body);
}
