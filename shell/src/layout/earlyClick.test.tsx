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

function NavBar({ withTheme = true }: { withTheme?: boolean }) {
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

// What the head script of index.html notes of a click on a pre-rendered button (the e2e
// prerender spec runs the real one): its index among them, none for the same button twice.
document.addEventListener('click', (e) => {
  const button = (e.target as Element).closest('.prerendered button');
  if (!button) return;
  const html = document.documentElement;
  const index = String([...document.querySelectorAll('.prerendered button')].indexOf(button));
  if (html.dataset.click === index) delete html.dataset.click;
  else html.dataset.click = index;
});

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
const early = (text: string) => [...container.querySelectorAll('.prerendered button')].find((b) => b.textContent === text || b.getAttribute('aria-label') === text)!;

describe('a click on the pre-rendered page before the app is drawn', () => {
  it('opens the same menu once the app is drawn, and focuses its button', async () => {
    fireEvent.click(early('Appt ▾'));
    fireEvent.click(early('Opvcm ▾')); // the last one counts
    await start(<NavBar />);
    expect(live('nav-opvcm')).toHaveAttribute('aria-expanded', 'true');
    expect(live('nav-appt')).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(live('nav-opvcm'));
    expect(document.documentElement.dataset.click).toBeUndefined();
  });

  it('a button by its label: the theme toggle is pressed once', async () => {
    fireEvent.click(early('Thème sombre'));
    await start(<NavBar />);
    expect(live('Thème sombre')).toHaveAttribute('aria-pressed', 'true');
  });

  it('nothing clicked: nothing is pressed', async () => {
    await start(<NavBar />);
    expect(live('nav-appt')).toHaveAttribute('aria-expanded', 'false');
    expect(live('nav-opvcm')).toHaveAttribute('aria-expanded', 'false');
    expect(live('Thème sombre')).toHaveAttribute('aria-pressed', 'false');
  });

  it('a button that comes later (a widget of a remote) is pressed when it appears', async () => {
    fireEvent.click(early('Thème sombre'));
    await start(<NavBar withTheme={false} />);
    await rerender(<NavBar />);
    expect(live('Thème sombre')).toHaveAttribute('aria-pressed', 'true');
  });

  it('the owner pressed something else in the live page first: his early click is dropped', async () => {
    fireEvent.click(early('Thème sombre'));
    await start(<NavBar withTheme={false} />);
    fireEvent.pointerDown(live('nav-appt'));
    await rerender(<NavBar />);
    expect(live('Thème sombre')).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.click).toBeUndefined();
  });
});
