/**
 * A click on a pre-rendered button before the app has mounted (« ☰ Menu », « Appt ▾ » on a
 * slow phone) is not lost. React's first render replaces the pre-rendered HTML, which has no
 * handlers, so the inline head script (shared-kernel/webpack/headScript.cjs) notes the last
 * such button clicked: its index among the pre-rendered buttons, in `data-click` on <html>.
 * Once the app is drawn, the same button of the live page is clicked. A button is known by what
 * names it to a user (the menu it opens, its label, its text): the index alone would not hold
 * across the two renders.
 */
const PRERENDERED = '.prerendered';
/** A button that comes with a remote (Home's widgets) is waited for this long. */
const GIVE_UP_MS = 10_000;

const keyOf = (b: Element): string => b.getAttribute('aria-controls') ?? b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';

/**
 * Watches `root` from before the app's first render: once the pre-rendered page is replaced,
 * clicks the live counterpart of the button clicked early, if any, now or when it appears.
 * Gives up when the owner presses anything in the live page, or after GIVE_UP_MS.
 */
export function replayEarlyClick(root: HTMLElement): void {
  const early = [...root.querySelectorAll(`${PRERENDERED} button`)].map(keyOf);
  if (early.length === 0) return;
  const html = document.documentElement;

  const observer = new MutationObserver(() => attempt());
  const timer = setTimeout(() => stop(), GIVE_UP_MS);
  // The owner moved on: his later press wins over the early one.
  const movedOn = (e: Event) => {
    if (!(e.target instanceof Element && e.target.closest(PRERENDERED))) stop();
  };
  function stop() {
    delete html.dataset.click;
    observer.disconnect();
    clearTimeout(timer);
    root.removeEventListener('pointerdown', movedOn, true);
    root.removeEventListener('keydown', movedOn, true);
  }
  function attempt() {
    if (root.querySelector(PRERENDERED)) return;
    const index = html.dataset.click;
    const key = index === undefined ? undefined : early[Number(index)];
    if (key === undefined) return stop();
    const live = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => keyOf(b) === key);
    if (!live) return;
    stop();
    live.focus({ preventScroll: true });
    live.click();
  }

  observer.observe(root, { childList: true, subtree: true });
  root.addEventListener('pointerdown', movedOn, true);
  root.addEventListener('keydown', movedOn, true);
}
