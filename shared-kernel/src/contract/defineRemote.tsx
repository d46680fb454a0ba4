/**
 * Builds a remote's RemoteModule from its pages: one single-spa-react parcel holding the
 * shared query cache, its own HashRouter (both routers follow the same hash) and an error
 * boundary, so a page that throws stays inside its own area.
 */
import { Component, Fragment, type ComponentType, type ReactNode } from 'react';
import * as React from 'react';
import { HashRouter, Route, Routes, matchPath } from '../routes/router';
import { QueryClientProvider } from '../api/reactQuery';
import singleSpaReact from 'single-spa-react';
import { queryClient } from '../api/queries';
import { usePrivacyKey } from '../format/privacy';
import type { Endpoint } from 'contract-kit/endpoints';
import { rowOf, type RouteTable } from '../routes/routeRow';
import { lazyPage, type PageLoader } from './lazyPage';
import { CONTRACT_VERSION, type Lifecycles, type RemoteModule } from './remoteModule';
import type { RemoteName } from 'contract-kit/topology';
import { SectionError, sectionUnavailableTitle } from '../ui/SectionError';
import { createYieldingRoot } from './yieldingRoot';

/** Custom props the shell passes to a section's parcel (single-spa hands them to the boundary). */
export interface SectionProps {
  /**
   * Reloads the remote's code and remounts the section: what Réessayer must do, since a
   * failed chunk or a page that throws stays failed as long as the same code is in memory.
   */
  reloadSection?: () => void;
}

/** The error boundary of one remote's parcels: its French fallback, the same as the shell's. */
function boundaryFor(remote: RemoteName) {
  return class SectionBoundary extends Component<{ children?: ReactNode } & SectionProps, { error: Error | null }> {
    override state = { error: null as Error | null };
    static getDerivedStateFromError(error: Error) {
      return { error };
    }
    override componentDidCatch(error: Error) {
      console.error(`remote ${remote} : erreur d'affichage`, error);
    }
    retry = () => {
      // Outside the shell (a remote run on its own), re-rendering is all there is.
      if (this.props.reloadSection) this.props.reloadSection();
      else this.setState({ error: null });
    };
    override render() {
      if (this.state.error) {
        return <SectionError title={sectionUnavailableTitle(remote)} detail={this.state.error.message} onRetry={this.retry} />;
      }
      return this.props.children;
    }
  };
}

function Providers({ children }: { children: ReactNode }) {
  // Privacy mode on or off: the parcel's content remounts, so every amount is formatted again.
  const privacyKey = usePrivacyKey();
  return (
    <QueryClientProvider client={queryClient}>
      <Fragment key={privacyKey}>{children}</Fragment>
    </QueryClientProvider>
  );
}

function lifecyclesOf(Root: ComponentType, remote: RemoteName): Lifecycles {
  return singleSpaReact({
    React,
    // single-spa-react calls createRoot(element).render(…): the parcel renders in slices.
    ReactDOMClient: { createRoot: createYieldingRoot } as never,
    rootComponent: () => (
      <Providers>
        <Root />
      </Providers>
    ),
    errorBoundaryClass: boundaryFor(remote) as never,
  }) as Lifecycles;
}

export interface RemoteDefinition {
  name: RemoteName;
  /** The area's route table (its contract's routes.json): each page's heading comes from its row. */
  table: RouteTable;
  /**
   * Route pattern → its page's chunk, e.g. `'/vins': () => import('./pages/Vins/Vins').then((m) => m.Vins)`.
   * Each page is fetched when its route is first opened, so Home downloads none of them.
   */
  pages: Record<string, PageLoader>;
  /** What the spinner says while a page's code loads. */
  loadingLabel?: string;
  /** Components other pages mount, with the endpoints they read (fetched with the remote's code). */
  widgets?: Record<string, { component: ComponentType; prefetch?: Endpoint[] }>;
}

export function defineRemote({ name, table, pages, loadingLabel, widgets = {} }: RemoteDefinition): RemoteModule {
  const routes = Object.keys(pages);
  const lazyPages = routes.map((path) => [path, lazyPage(rowOf(table.routes, path), pages[path]!, loadingLabel)] as const);
  // The page being opened starts loading with the remote's code, not once its parcel has mounted.
  const opening = globalThis.location?.hash.replace(/^#/, '').split('?')[0] || '/';
  lazyPages.find(([path]) => matchPath(path, opening))?.[1].preload();
  function App() {
    return (
      <HashRouter>
        <Routes>
          {lazyPages.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          {/* The shell decides what to show elsewhere; this parcel then renders nothing. */}
          <Route path="*" element={null} />
        </Routes>
      </HashRouter>
    );
  }
  return {
    name,
    contractVersion: CONTRACT_VERSION,
    routes,
    app: lifecyclesOf(App, name),
    widgets: Object.fromEntries(
      Object.entries(widgets).map(([k, w]) => [k, { lifecycles: lifecyclesOf(w.component, name), prefetch: w.prefetch ?? [] }]),
    ),
  };
}
