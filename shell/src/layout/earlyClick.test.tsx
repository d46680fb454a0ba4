import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { fireEvent } from '@testing-library/react';
import { replayEarlyClick } from './earlyClick';

/** The pre-rendered navbar as index.html has it: buttons without handlers. */
const PRERENDERED = `<div class="prerendered"><nav>
  <button type="button" aria-expanded="false" aria-controls="nav-appt">Appt ▾</button>
  <button type="button" aria-expanded="false" aria-controls="nav-opvcm">Opvcm ▾</button>
  <button type="button" aria-pressed="false" aria-label="Thème sombre">☾</button>
</nav></div>`;

function Menu({ id, label }: { id: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
      {label}
    </button>
  );
}

function Bar({ withTheme = true }: { withTheme?: boolean }) {
  const [dark, setDark] = useState(false);
  return (
    <nav>
      <Menu id="nav-appt" label="Appt ▾" />
      <Menu id="nav-opvcm" label="Opvcm ▾" />
      {withTheme ? (
        <button type="button" aria-pressed={dark} aria-label="Thème sombre" onClick={() => setDark((d) => !d)}>
          ☾
        </button>
      ) : null}
    </nav>
  );
}

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = PRERENDERED;
  document.body.append(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  delete document.documentElement.dataset.click;
});

/** What bootstrap.tsx does: watch, then let React replace the pre-rendered page. */
async function start(ui: React.ReactElement) {
  replayEarlyClick(container);
  root = createRoot(container);
  // Async: the observer's callback (a microtask) and the click it makes are flushed too.
  await act(async () => root.render(ui));
}

const rerender = (ui: React.ReactElement) => act(async () => root.render(ui));

const live = (name: string) => container.querySelector<HTMLButtonElement>(`[aria-controls="${name}"], [aria-label="${name}"]`)!;
/**
 * What the head script of index.html leaves of a tap on a pre-rendered button: its index among
 * them in `data-click` (the e2e prerender spec runs the real script, and the same button twice).
 */
function tapEarly(name: string) {
  const buttons = [...container.querySelectorAll('.prerendered button')];
  document.documentElement.dataset.click = String(buttons.findIndex((b) => b.textContent === name || b.getAttribute('aria-label') === name));
}

describe('a click on the pre-rendered page before the app is drawn', () => {
  it('opens the same menu once the app is drawn, and focuses its button', async () => {
    tapEarly('Opvcm ▾');
    await start(<Bar />);
    expect(live('nav-opvcm')).toHaveAttribute('aria-expanded', 'true');
    expect(live('nav-appt')).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(live('nav-opvcm'));
    expect(document.documentElement.dataset.click).toBeUndefined();
  });

  it('a button by its label: the theme toggle is pressed once', async () => {
    tapEarly('Thème sombre');
    await start(<Bar />);
    expect(live('Thème sombre')).toHaveAttribute('aria-pressed', 'true');
  });

  it('nothing clicked: nothing is pressed', async () => {
    await start(<Bar />);
    expect(live('nav-appt')).toHaveAttribute('aria-expanded', 'false');
    expect(live('nav-opvcm')).toHaveAttribute('aria-expanded', 'false');
    expect(live('Thème sombre')).toHaveAttribute('aria-pressed', 'false');
  });

  it('a button that comes later (a widget of a remote) is pressed when it appears', async () => {
    tapEarly('Thème sombre');
    await start(<Bar withTheme={false} />);
    await rerender(<Bar />);
    expect(live('Thème sombre')).toHaveAttribute('aria-pressed', 'true');
  });

  it('the owner pressed something else in the live page first: his early click is dropped', async () => {
    tapEarly('Thème sombre');
    await start(<Bar withTheme={false} />);
    fireEvent.pointerDown(live('nav-appt'));
    await rerender(<Bar />);
    expect(live('Thème sombre')).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.click).toBeUndefined();
  });
});
