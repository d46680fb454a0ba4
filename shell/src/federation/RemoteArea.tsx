import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import {
  REMOTE_LABELS,
  SectionError,
  Page,
  Spinner,
  prefetchEndpoint,
  sectionUnavailableTitle,
  type RemoteModule,
  type RemoteName,
  type SectionProps,
  useQuery,
} from 'shared-kernel';
import { remoteQueryOptions } from './remoteCode';
import { forgetRemote } from './remoteLoader';

/**
 * Starts what a widget declares it reads, as soon as its remote's code is in, so its data is
 * on its way while it mounts. An entry that is not a definition (an older remote's name) is skipped.
 */
export function prefetchWidgetData(module: RemoteModule, widget: string): void {
  for (const endpoint of module.widgets[widget]?.prefetch ?? []) {
    if (typeof endpoint === 'object' && typeof endpoint.path === 'string') void prefetchEndpoint(endpoint);
  }
}

/**
 * Laid out at the area's width but not shown: a parcel mounting under the frame. Transparent
 * rather than hidden, so that a page focusing its heading as it mounts keeps that focus.
 */
const MOUNTING: CSSProperties = { position: 'absolute', top: 0, left: 0, right: 0, opacity: 0, pointerEvents: 'none' };

/**
 * A page's frame while its remote loads, or when it cannot: its heading, where the page draws
 * its own (and where the pre-rendered screen showed it), over the spinner or the error.
 */
function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return <Page route={{ title }}>{children}</Page>;
}

/**
 * What an area draws around itself while it waits (`content` undefined), around its error, and
 * under its parcel until that has mounted: a page's heading, or the place a widget keeps from
 * the first paint (Home's first section).
 */
export type AreaFrame = (content?: ReactNode) => ReactNode;

/**
 * The area of one remote: its page parcel (or a named widget), loaded on first use and kept
 * mounted while the route stays in that remote. Whatever fails here stays here.
 *
 * A page (`title` given) or a widget with a `frame` keeps that frame until its parcel has
 * mounted: the parcel renders in a React root of its own, a task later, and the heading (or
 * the widget's place) would otherwise blink out in between.
 */
export function RemoteArea({ name, widget, title, frame }: { name: RemoteName; widget?: string; title?: string; frame?: AreaFrame }) {
  const query = useQuery(remoteQueryOptions(name));
  const [mountError, setMountError] = useState<Error | null>(null);
  const [generation, setGeneration] = useState(0);
  const [mounted, setMounted] = useState(-1);
  useEffect(() => {
    if (widget && query.data) prefetchWidgetData(query.data, widget);
  }, [query.data, widget]);

  const { refetch } = query;
  // Fetches the remote's code anew and remounts it: after an outage, a failed chunk, or a
  // page that threw (the remote's own boundary calls it through the parcel's props).
  const retry = useCallback(() => {
    forgetRemote(name);
    setMountError(null);
    setGeneration((g) => g + 1);
    void refetch();
  }, [name, refetch]);
  const sectionProps: SectionProps = { reloadSection: retry };

  const label = REMOTE_LABELS[name];
  const spinner = (
    // Marks the wait for the remote's page: the e2e harness waits it out (openRoute).
    <div data-remote-frame="">
      <Spinner label={`Chargement de la section ${label}…`} />
    </div>
  );
  const around: AreaFrame | undefined = title !== undefined ? (content) => <PageFrame title={title}>{content ?? spinner}</PageFrame> : frame;
  const waiting = around ? around() : spinner;
  const framed = (content: ReactNode) => (around ? around(content) : content);
  if (query.isPending || query.isFetching) return waiting;
  if (query.isError || mountError) {
    const detail = (mountError ?? query.error)?.message;
    return framed(<SectionError title={sectionUnavailableTitle(name)} detail={detail} onRetry={retry} />);
  }
  const lifecycles = widget ? query.data.widgets[widget]?.lifecycles : query.data.app;
  if (!lifecycles) {
    return framed(<SectionError title={`La section ${label} ne fournit pas « ${widget} ».`} onRetry={retry} />);
  }
  const mounting = mounted !== generation;
  const parcel = (
    <Parcel
      key={generation}
      config={lifecycles}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={`remote-${name}`}
      {...sectionProps}
      handleError={(error: Error) => {
        console.error(`remote ${name} : échec du montage`, error);
        setMountError(error);
      }}
      parcelDidMount={() => setMounted(generation)}
    />
  );
  if (!around) return parcel;
  // One tree whether framed or not: the parcel must not move, React would mount it anew.
  return (
    <div style={mounting ? { position: 'relative' } : undefined}>
      {mounting ? waiting : null}
      <div style={mounting ? MOUNTING : undefined} aria-hidden={mounting || undefined}>
        {parcel}
      </div>
    </div>
  );
}
