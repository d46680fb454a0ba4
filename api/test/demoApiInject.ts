/**
 * For the front-end packages' api contract tests: the real embedded api, in-process on a
 * temporary seeded SQLite file, started on first use and closed after the suite.
 */
import { createTestApi, type TestApi } from './helpers';

export type Inject = (url: string) => Promise<{ status: number; body: unknown }>;

export function demoApiInject(): () => Promise<Inject> {
  let api: Promise<TestApi> | undefined;
  afterAll(async () => {
    await (await api)?.close();
  });
  return async () => {
    api ??= createTestApi();
    const { app } = await api;
    return async (url) => {
      const res = await app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json() as unknown };
    };
  };
}
