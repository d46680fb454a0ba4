import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner, useCapabilities, useSignInRequired } from 'shared-kernel';

// Only an api that asks for a password shows the form, after its 401: a chunk of its own, not Home's start.
const SignInPage = lazy(() => import('./SignInPage').then((m) => ({ default: m.SignInPage })));

/**
 * The page, or the sign-in page while « connexion requise » is up (raised by any 401, from the
 * shell or a remote). The remotes' areas unmount meanwhile and mount again after the sign-in,
 * reading their data anew (signIn invalidates it).
 */
export function SignInGate({ children, onSignedIn }: { children: ReactNode; onSignedIn?: () => void }) {
  // Asked at start-up: on an api that wants a password, its 401 usually arrives before a
  // remote's code, so no page starts loading only to be refused.
  useCapabilities();
  const required = useSignInRequired();
  return required ? (
    <Suspense fallback={<Spinner label="Chargement de la connexion…" />}>
      <SignInPage onSignedIn={onSignedIn} />
    </Suspense>
  ) : (
    <>{children}</>
  );
}
