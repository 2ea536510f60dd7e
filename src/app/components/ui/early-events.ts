// A prerendered page is visible, and can be filled in and used, before the SPA's script has run. A
// tiny inline script (its hash is in the CSP) keeps what the user does meanwhile:
// - a submit of a PortalForm is held back: the browser does not send the form itself (which would
//   carry the password to the server in a plain POST); the form is marked and sent again once React
//   has hydrated it (PortalForm), with what was typed (usePortalForm reads it from the page);
// - a press of a button (the language switch, 「パスキーでログイン」, show password) is noted and
//   pressed again once the page is alive (MainLayout).
// Nothing is lost and nothing is done twice: from the moment React takes over the page, the script
// lets everything through to React.

/** On every PortalForm: the inline script holds back a submit of such a form until the page is alive. */
export const earlySubmitAttribute = 'data-early-submit';
/** Set by the inline script on a form whose submit it held back. */
export const earlySubmitPendingAttribute = 'data-early-pending';

interface EarlyEvents {
  live: boolean;
  clicks: HTMLButtonElement[];
}

declare global {
  interface Window {
    __portalEarly?: EarlyEvents;
  }
}

/** The inline script of prerendered pages: small and dependency-free (ES2015, no module). */
export const earlyEventsScript =
  `(function(){var s=window.__portalEarly={live:false,clicks:[]};` +
  `document.addEventListener('submit',function(e){var f=e.target;` +
  `if(s.live||!(f instanceof HTMLFormElement)||!f.hasAttribute('${earlySubmitAttribute}'))return;` +
  `e.preventDefault();f.setAttribute('${earlySubmitPendingAttribute}','')},true);` +
  `document.addEventListener('click',function(e){var b=e.target instanceof Element?e.target.closest('button'):null;` +
  `if(!s.live&&b&&b.type!=='submit'&&s.clicks.indexOf(b)<0)s.clicks.push(b)},true)})()`;

/** Called right before React takes over the page (hydrateRoot, or createRoot drawing it anew). */
export function handEventsToReact(): void {
  if (window.__portalEarly) window.__portalEarly.live = true;
}

/** After hydration: sends again the submit the inline script held back on this form, if any. */
export function replayEarlySubmit(form: HTMLFormElement | null): void {
  if (!form?.hasAttribute(earlySubmitPendingAttribute)) return;
  form.removeAttribute(earlySubmitPendingAttribute);
  form.requestSubmit();
}

/** After hydration: presses again the buttons pressed before it, those still on the page. */
export function replayEarlyClicks(): void {
  const clicks = window.__portalEarly?.clicks.splice(0) ?? [];
  for (const button of clicks) if (button.isConnected) button.click();
}
