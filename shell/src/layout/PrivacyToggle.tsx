import styled from 'styled-components';
import { privacyMode } from 'shared-kernel';
import { IconToggle } from './NavBar.styles';

export const PRIVACY_LABEL = 'Masquer les montants';

/** At the far end of the bar on a wide screen (before the sign-out); next to Menu on a phone. */
const Toggle = styled(IconToggle)`
  &&& {
    margin-left: auto;
  }
  & ~ .signout {
    margin-left: 0;
  }
  @media (max-width: 767px) {
    &&& {
      margin-left: 0;
    }
  }
`;

/**
 * Privacy mode's switch: « Masquer les montants », pressed while every amount shows « ••• ».
 * The choice is remembered on the device (the kernel's `privacyMode`); an eye, crossed out
 * while the amounts are hidden.
 */
export function PrivacyToggle() {
  const hidden = privacyMode.useValue();
  return (
    <Toggle type="button" aria-pressed={hidden} aria-label={PRIVACY_LABEL} title={PRIVACY_LABEL} onClick={() => privacyMode.set(!hidden)}>
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
        <circle cx="12" cy="12" r="3" />
        {hidden ? <path d="M3 3l18 18" /> : null}
      </svg>
    </Toggle>
  );
}
