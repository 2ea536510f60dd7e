import { createContext } from 'react';

/**
 * Set by the main layout: while a page's modal is open, the rest of the app is inert. Its own module,
 * so that the layout (on every page, /login included) does not download the dialog (page-modal.tsx).
 */
export const PageModalContext = createContext<(open: boolean) => void>(() => undefined);
