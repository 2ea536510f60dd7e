import { useSyncExternalStore } from 'react';
import type { Role, ViewerFieldsFragment } from '../gql/graphql';
import { fromAccountLocale, isAppLocale, type AppLocale } from '../i18n/locale';
import { removePortalItem, writePortalItem } from '../storage/portal-storage';

/**
 * What the SPA remembers about the signed-in account between visits. Nothing here is secret:
 * the session token itself is an HttpOnly cookie that script never sees.
 */
export interface LoginInfo {
  accountCode: string;
  name: string;
  role: Role;
  /** When the session ends unless used again (ISO 8601). */
  expiresAt: string;
  /** How long the session lives without use, in seconds (null when not known): sets when to warn. */
  idleTimeoutSeconds: number | null;
  mustChangePassword: boolean;
  /** 退会: when the account is deleted, while it waits for that (it may then only cancel or log out); null otherwise. */
  closingDeletesAt: string | null;
  locale: AppLocale;
}

export const loginInfoStorageKey = 'portal.login-info';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: LoginInfo | null = null;

function parse(raw: string | null): LoginInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const info = value as Partial<LoginInfo>;
    if (
      typeof info.accountCode !== 'string' ||
      typeof info.name !== 'string' ||
      (info.role !== 'USER' && info.role !== 'ADMIN') ||
      typeof info.expiresAt !== 'string'
    ) {
      return null;
    }
    return {
      accountCode: info.accountCode,
      name: info.name,
      role: info.role,
      expiresAt: info.expiresAt,
      idleTimeoutSeconds:
        typeof info.idleTimeoutSeconds === 'number' && Number.isFinite(info.idleTimeoutSeconds) && info.idleTimeoutSeconds > 0
          ? info.idleTimeoutSeconds
          : null,
      mustChangePassword: info.mustChangePassword === true,
      closingDeletesAt: typeof info.closingDeletesAt === 'string' ? info.closingDeletesAt : null,
      locale: isAppLocale(info.locale) ? info.locale : 'ja',
    };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(loginInfoStorageKey);
  } catch {
    return null;
  }
}

export function readLoginInfo(): LoginInfo | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parse(raw);
  }
  return cachedValue;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function writeLoginInfo(info: LoginInfo): void {
  const raw = JSON.stringify(info);
  if (raw === readRaw()) return;
  // Without storage the user stays signed in for this page only.
  writePortalItem('localStorage', loginInfoStorageKey, raw);
  notify();
}

export function clearLoginInfo(): void {
  removePortalItem('localStorage', loginInfoStorageKey);
  notify();
}

export function loginInfoFromViewer(viewer: ViewerFieldsFragment): LoginInfo {
  return {
    accountCode: viewer.account.accountCode,
    name: viewer.account.name,
    role: viewer.account.role,
    expiresAt: viewer.session.expiresAt,
    idleTimeoutSeconds: viewer.session.idleTimeoutSeconds,
    mustChangePassword: viewer.account.mustChangePassword,
    closingDeletesAt: viewer.account.closingDeletesAt ?? null,
    locale: fromAccountLocale(viewer.account.locale),
  };
}

export function isLoginInfoExpired(info: LoginInfo, now: number): boolean {
  const expiresAt = Date.parse(info.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

/** Calls back whenever the login information changes (here or in another tab). */
export function subscribeLoginInfo(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab should show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === loginInfoStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLoginInfo(): LoginInfo | null {
  return useSyncExternalStore(subscribeLoginInfo, readLoginInfo, () => null);
}
