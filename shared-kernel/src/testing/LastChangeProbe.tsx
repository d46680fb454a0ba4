import { useLastChange } from '../api/lastChange';

/** Shows the last change a form recorded, as the shell's undo bar would (remotes' tests have no shell). */
export function LastChangeProbe() {
  const change = useLastChange();
  return change ? <p>{change.message}</p> : null;
}
