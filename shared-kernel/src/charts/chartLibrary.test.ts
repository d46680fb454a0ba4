import { inSteps } from './chartLibrary';

describe('inSteps: a chart library fetched whole, then evaluated a package per task', () => {
  it('fetches the files first, runs the steps in order, then imports the library', async () => {
    const log: string[] = [];
    const step = (name: string) => async () => void log.push(name);
    const nivo = await inSteps(step('files'), [step('theming'), step('core')], async () => (log.push('library'), 'nivo'));
    expect(log).toEqual(['files', 'theming', 'core', 'library']);
    expect(nivo).toBe('nivo');
  });

  it('yields between two steps: a timer queued meanwhile runs before the second one', async () => {
    const log: string[] = [];
    const first = async () => {
      log.push('first');
      setTimeout(() => log.push('the page'), 0);
    };
    await inSteps(async () => undefined, [first, async () => void log.push('second')], async () => void log.push('library'));
    expect(log).toEqual(['first', 'the page', 'second', 'library']);
  });

  it('skips a step whose package is not there, and the library still arrives', async () => {
    const missing = () => Promise.reject(new Error("Module '42' is not available (weak dependency)"));
    await expect(inSteps(async () => undefined, [missing], async () => 'nivo')).resolves.toBe('nivo');
  });

  it('fails as the files fail, without running any step', async () => {
    const step = jest.fn(async () => undefined);
    await expect(inSteps(() => Promise.reject(new Error('chunk failed')), [step], async () => 'nivo')).rejects.toThrow('chunk failed');
    expect(step).not.toHaveBeenCalled();
  });

  it('imports the library at once without a bundler (no files to fetch first)', async () => {
    const step = jest.fn(async () => undefined);
    await expect(inSteps(null, [step], async () => 'nivo')).resolves.toBe('nivo');
    expect(step).not.toHaveBeenCalled();
  });
});
