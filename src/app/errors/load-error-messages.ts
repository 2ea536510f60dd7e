// The codes' words (error-messages.ts) load with the first answer that needs them, so that /login
// does not download them up front; a form starts loading them as it sends (use-portal-form.ts).
export const loadErrorMessages = () => import('./error-messages');
