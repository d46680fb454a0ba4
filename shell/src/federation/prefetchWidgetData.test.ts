import { queryClient, type RemoteModule } from 'shared-kernel';
import { prefetchWidgetData } from './RemoteArea';

afterEach(() => jest.restoreAllMocks());

const moduleWith = (prefetch: string[]) =>
  ({ widgets: { overview: { lifecycles: {}, prefetch } } }) as unknown as RemoteModule;

describe('prefetchWidgetData', () => {
  it('starts exactly the endpoints the widget declares (the shell names none itself)', () => {
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchWidgetData(moduleWith(['recapLoyers']), 'overview');
    expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([['immeubles/recaployers']]);
  });

  it("skips a name this shell's kernel does not know, and a widget that is not there", () => {
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchWidgetData(moduleWith(['bientotDisponible', 'allData']), 'overview');
    prefetchWidgetData(moduleWith(['tdb']), 'absent');
    expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([['immeubles/alldata']]);
  });
});
