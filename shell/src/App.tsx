import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter, queryClient } from 'shared-kernel';
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
