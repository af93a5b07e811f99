/** The local-storage keys of the product specification (section 3), in one place. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  registered: 'registered',
  oauthRedirect: 'oauth_redirect',
  theme: 'theme',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Local storage that never throws (private browsing, disabled storage, quota). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives only for this page view.
    }
  },
  remove(...keys: StorageKey[]): void {
    for (const key of keys) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    }
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};
