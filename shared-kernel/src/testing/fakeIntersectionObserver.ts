// React's own act: importing Testing Library here would switch every test that loads this
// harness into its act environment (it sets IS_REACT_ACT_ENVIRONMENT when imported).
import { act } from 'react';

/**
 * A stand-in IntersectionObserver (jsdom has none) whose entries the test sends. `install()`
 * puts it on window; `uninstall()` takes it away again (then an element counts as near at once).
 */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  static install() {
    FakeIntersectionObserver.all = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }
  static uninstall() {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
  /** The observers still watching. */
  static live() {
    return FakeIntersectionObserver.all.filter((o) => !o.disconnected);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The observed elements come into (or stay out of) the viewport and its margin. */
  send(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}
