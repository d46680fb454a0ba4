import type { ReactNode } from 'react';
import { useCapabilities, useSignInRequired } from 'shared-kernel';
import { SignInPage } from './SignInPage';

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
  return required ? <SignInPage onSignedIn={onSignedIn} /> : <>{children}</>;
}
