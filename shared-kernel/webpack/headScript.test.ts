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
});
