import { HashRouter, queryClient, QueryClientProvider } from 'shared-kernel';
import { Layout } from './Layout';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <Layout />
      </HashRouter>
    </QueryClientProvider>
  );
}
