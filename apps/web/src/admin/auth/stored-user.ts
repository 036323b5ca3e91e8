/**
 * The spec's client-side `user` key. It holds only what is not secret (id and email): the
 * session itself lives in an HttpOnly cookie that script cannot read, so a cross-site
 * scripting bug cannot steal it from storage.
 */
export interface StoredUser {
  id: number;
  email: string;
}

export const storedUserKey = 'user';

export function readStoredUser(): StoredUser | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storedUserKey) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed && 'email' in parsed) {
      return { id: Number(parsed.id), email: String(parsed.email) };
    }
  } catch {
    // A damaged entry is treated as no entry.
  }
  return null;
}

export function storeUser(user: StoredUser): void {
  try {
    localStorage.setItem(storedUserKey, JSON.stringify({ id: user.id, email: user.email }));
  } catch {
    // Storage may be refused; nothing depends on it for security.
  }
}

export function forgetStoredUser(): void {
  try {
    localStorage.removeItem(storedUserKey);
  } catch {
    // Nothing to forget.
  }
}
