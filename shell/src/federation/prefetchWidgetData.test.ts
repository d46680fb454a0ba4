import { z } from 'zod/mini';
import { queryClient, type RemoteModule } from 'shared-kernel';
import { prefetchWidgetData } from './RemoteArea';

afterEach(() => jest.restoreAllMocks());

const recapLoyers = { path: 'immeubles/recaployers', schema: z.unknown(), errorMessage: 'x' };
const allData = { path: 'immeubles/alldata', schema: z.unknown(), errorMessage: 'x' };

const moduleWith = (prefetch: unknown[]) =>
  ({ widgets: { overview: { lifecycles: {}, prefetch } } }) as unknown as RemoteModule;

describe('prefetchWidgetData', () => {
  it('starts exactly the endpoints the widget declares (the shell names none itself)', () => {
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchWidgetData(moduleWith([recapLoyers]), 'overview');
    expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([['immeubles/recaployers']]);
  });

  it("skips an older remote's endpoint name, and a widget that is not there", () => {
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchWidgetData(moduleWith(['allData', allData]), 'overview');
    prefetchWidgetData(moduleWith([recapLoyers]), 'absent');
    expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([['immeubles/alldata']]);
  });
});
