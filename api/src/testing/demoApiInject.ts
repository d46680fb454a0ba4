import { startApiProcess, STARTUP_TIMEOUT_MS, type ApiProcess, type Inject } from './apiProcess';

/**
 * For a test file: the real api on demo data, started before the file's tests (in a child
 * process, see startApiProcess) and stopped after them. Call it at the top level of the test
 * file; the returned function resolves to the api's inject.
 */
export function demoApiInject(): () => Promise<Inject> {
  let api: Promise<ApiProcess> | undefined;
  const start = () => (api ??= startApiProcess());
  beforeAll(async () => {
    await start();
  }, STARTUP_TIMEOUT_MS + 5_000);
  afterAll(async () => {
    const started = await api?.catch(() => undefined);
    await started?.close();
  });
  return async () => (await start()).inject;
}
