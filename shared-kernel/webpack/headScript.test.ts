import { HEAD_SCRIPT } from './headScript.cjs';

// The head script as index.html runs it, before the body: the checks read what it leaves.
function runHeadScript(hash: string) {
  window.location.hash = hash;
  // The script is a string: index.html inlines it.
  new Function(HEAD_SCRIPT)();
}

describe('index.html head script', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete document.documentElement.dataset.page;
  });

  it('loads the locale data of the euro amounts before the first paint, with the euro formatter of fr-FR', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    runHeadScript('#/depenses');
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith('fr-FR', { style: 'currency', currency: 'EUR' });
  });

  it('goes on to start the page where Intl is missing: the warm-up is only a head start', () => {
    jest.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
      throw new TypeError('Intl.NumberFormat is not a constructor');
    });
    const listens = jest.spyOn(document, 'addEventListener');
    expect(() => runHeadScript('#/')).not.toThrow();
    // Without paint timing (jsdom has none), the entry scripts wait for the parsed body.
    expect(listens).toHaveBeenCalledWith('DOMContentLoaded', expect.any(Function));
  });

  // The listeners of this run alone (those of earlier runs stay on the test's document).
  function parsedBody(hash: string) {
    const listeners: EventListener[] = [];
    jest.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
      if (type === 'DOMContentLoaded') listeners.push(listener as EventListener);
    });
    runHeadScript(hash);
    return () => listeners.forEach((l) => l(new Event('DOMContentLoaded')));
  }
  const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

  it('runs the start script at once on a page other than Home, main.js only after the first paint', () => {
    document.head.innerHTML =
      '<template data-start><link rel="preload" as="script" data-start="early" href="start.0123456789.js">' +
      '<link rel="preload" as="script" data-start href="main.js"></template>';
    const parsed = parsedBody('#/depenses');
    expect(scripts()).toEqual([]);
    parsed();
    expect(scripts()).toEqual(['http://localhost/start.0123456789.js']);
    // In order, not async: main.js, added later, runs after it.
    expect(document.head.querySelector('script')!.async).toBe(false);
    document.head.innerHTML = '';
  });

  it('on Home, waits for the first paint for the start script too', () => {
    document.head.innerHTML = '<template data-start><link rel="preload" as="script" data-start="early" href="start.0123456789.js"></template>';
    parsedBody('#/')();
    expect(scripts()).toEqual([]);
    document.head.innerHTML = '';
  });
});
