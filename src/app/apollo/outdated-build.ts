/**
 * Dispatched on window when the gateway runs another release than this page: the layout asks for a
 * reload (gateway-http-link.ts dispatches it). Its own module, so that the layout listens for it
 * without downloading the request channel's code on pages that have sent nothing yet.
 */
export const OUTDATED_BUILD_EVENT = 'portal:outdated-build';
