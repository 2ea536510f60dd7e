// Form drafts (issue 24, D4): what a user typed into an edit form and has not saved survives an idle
// expiry. Kept in sessionStorage (this tab only, gone with it), for the account that typed it, and
// handed back after the sign-in's returnTo. Never a password or a code: only the fields a form names,
// and never one whose name says it is a secret. Cleared on save, on cancel and on logout.
import { readLoginInfo } from '../session/login-info-store';
import { removePortalItem, writePortalItem } from '../storage/portal-storage';
import { endKeepingFormDrafts } from './form-draft-hold';

/** sessionStorage key of every form's draft: { [formId]: FormDraft }. Listed on /storeControl. */
export const formDraftsStorageKey = 'portal.form-drafts';

export type DraftValues = Record<string, string>;

interface FormDraft {
  /** Whose input it is: another account signing in in this tab never sees it. */
  accountCode: string;
  values: DraftValues;
}

/** A field that may be kept: never a secret, whatever a form asks. */
export function isDraftable(fieldName: string): boolean {
  return !/password|code|secret|token/i.test(fieldName);
}

function readDrafts(): Record<string, FormDraft> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(formDraftsStorageKey) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, FormDraft>) : {};
  } catch {
    return {};
  }
}

function writeDrafts(drafts: Record<string, FormDraft>): void {
  if (Object.keys(drafts).length === 0) removePortalItem('sessionStorage', formDraftsStorageKey);
  else writePortalItem('sessionStorage', formDraftsStorageKey, JSON.stringify(drafts));
}

/** Keeps (or, with no values, forgets) a form's unsaved input for the signed-in account. */
export function saveFormDraft(formId: string, values: DraftValues): void {
  const accountCode = readLoginInfo()?.accountCode;
  const drafts = readDrafts();
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => isDraftable(name)));
  if (!accountCode || Object.keys(kept).length === 0) {
    if (!(formId in drafts)) return;
    delete drafts[formId];
  } else drafts[formId] = { accountCode, values: kept };
  writeDrafts(drafts);
}

/** The signed-in account's draft of a form, if any; someone else's is dropped. */
export function readFormDraft(formId: string): DraftValues | null {
  const draft = readDrafts()[formId];
  if (!draft || typeof draft.values !== 'object' || draft.values === null) return null;
  if (draft.accountCode !== readLoginInfo()?.accountCode) {
    clearFormDraft(formId);
    return null;
  }
  return Object.fromEntries(Object.entries(draft.values).filter(([name, value]) => isDraftable(name) && typeof value === 'string'));
}

export function clearFormDraft(formId: string): void {
  saveFormDraft(formId, {});
}

/** Whether this tab holds unsaved input (the idle warning says what becomes of it). */
export function hasFormDrafts(): boolean {
  return Object.keys(readDrafts()).length > 0;
}

/** Logout (the user's own): every draft goes. */
export function clearFormDrafts(): void {
  removePortalItem('sessionStorage', formDraftsStorageKey);
  endKeepingFormDrafts();
}
