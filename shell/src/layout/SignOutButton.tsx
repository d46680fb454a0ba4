import { useState } from 'react';
import { signOut, useCapabilities } from 'shared-kernel';
import { forgetOfflineData } from '../sw/registerServiceWorker';

/**
 * « Se déconnecter », only where signing out means something: an api that requires the
 * owner's password and a session held. An icon button outside the navbar's groups.
 */
export function SignOutButton() {
  const { signInRequired, signedIn } = useCapabilities();
  const [failed, setFailed] = useState(false);
  if (!signInRequired || !signedIn) return null;

  const leave = () => {
    setFailed(false);
    signOut().then(
      // The data kept for offline use leaves with the session; failing to clear it is no sign-out failure.
      () => forgetOfflineData().catch(() => undefined),
      () => setFailed(true),
    );
  };
  return (
    <div className="signout">
      {failed ? (
        <span role="alert" className="signout-problem">
          Déconnexion impossible : serveur injoignable.
        </span>
      ) : null}
      <button type="button" aria-label="Se déconnecter" title="Se déconnecter" onClick={leave}>
        <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
          <path d="M16 17l5-5-5-5" />
          <path d="M21 12H9" />
        </svg>
      </button>
    </div>
  );
}
