/**
 * Every key the portal keeps in the browser starts with `portal.`. Writes go through here, so a
 * small registry (itself a portal key) knows when each key was last written, for /storeControl.
 */
export const portalKeyPrefix = 'portal.';
/** localStorage key of the registry: { [key]: ISO time of its last write }. */
export const storageWrittenAtKey = 'portal.storage-written-at';

export type StorageArea = 'localStorage' | 'sessionStorage';
const areas: readonly StorageArea[] = ['localStorage', 'sessionStorage'];

function storageOf(area: StorageArea): Storage | null {
  try {
    return window[area];
  } catch {
    return null;
  }
}

function readRegistry(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageWrittenAtKey) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => entry[0].startsWith(portalKeyPrefix) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function updateRegistry(change: (registry: Record<string, string>) => void): void {
  try {
    const registry = readRegistry();
    change(registry);
    if (Object.keys(registry).length === 0) localStorage.removeItem(storageWrittenAtKey);
    else localStorage.setItem(storageWrittenAtKey, JSON.stringify(registry));
  } catch {
    // Without storage there is nothing to keep track of.
  }
}

/** Writes a portal key and records the time. Returns false when the browser refused (private mode, quota). */
export function writePortalItem(area: StorageArea, key: string, value: string): boolean {
  try {
    const storage = storageOf(area);
    if (!storage) return false;
    storage.setItem(key, value);
  } catch {
    return false;
  }
  updateRegistry((registry) => {
    registry[key] = new Date().toISOString();
  });
  return true;
}

export function removePortalItem(area: StorageArea, key: string): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Nothing was kept.
  }
  updateRegistry((registry) => {
    delete registry[key];
  });
}

export interface PortalStorageEntry {
  key: string;
  area: StorageArea;
  /** Size of the stored value in bytes (UTF-8). */
  size: number;
  /** When the portal last wrote it (ISO 8601), if known. */
  writtenAt: string | null;
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(portalKeyPrefix)) keys.push(key);
  }
  return keys;
}

/** Every portal key in localStorage and sessionStorage, sorted by storage and key. */
export function listPortalStorage(): PortalStorageEntry[] {
  const registry = readRegistry();
  const encoder = new TextEncoder();
  const latest = Object.values(registry).sort().at(-1) ?? null;
  const entries: PortalStorageEntry[] = [];
  for (const area of areas) {
    const storage = storageOf(area);
    if (!storage) continue;
    for (const key of keysOf(storage).sort()) {
      entries.push({
        key,
        area,
        size: encoder.encode(storage.getItem(key) ?? '').length,
        // The registry is rewritten with every recorded write.
        writtenAt: key === storageWrittenAtKey ? latest : (registry[key] ?? null),
      });
    }
  }
  return entries;
}

/** Removes every portal key from both storages, the registry included. */
export function clearPortalStorage(): void {
  for (const area of areas) {
    const storage = storageOf(area);
    if (!storage) continue;
    try {
      for (const key of keysOf(storage)) storage.removeItem(key);
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }
}
