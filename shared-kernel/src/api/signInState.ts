/**
 * « Connexion requise »: set when any api call answers 401, cleared by a successful sign-in.
 * Singleton: one flag for the shell and every remote, since any of their requests may be the
 * one that meets the 401 and the shell alone shows the sign-in page.
 */
// No React here: the client imports this file, and the api loads the client (endpoints.ts).
let required = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === required) return;
  required = next;
  for (const listener of [...listeners]) listener();
}

export const signInStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): boolean {
    return required;
  },
};

export function markSignInRequired(): void {
  set(true);
}

export function clearSignInRequired(): void {
  set(false);
}
