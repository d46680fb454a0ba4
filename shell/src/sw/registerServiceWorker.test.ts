import { SERVICE_WORKER_URL, registerServiceWorker } from './registerServiceWorker';

const register = jest.fn(async () => ({}));
beforeAll(() => {
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { register } });
});
afterEach(() => register.mockClear());

describe('registerServiceWorker', () => {
  it('registers dist/sw.js in production, once the page has loaded', () => {
    registerServiceWorker(true);
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(SERVICE_WORKER_URL).toBe('./sw.js');
  });

  it('does nothing in development (the dev server builds no worker)', () => {
    registerServiceWorker(false);
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });
});
