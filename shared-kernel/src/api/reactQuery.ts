/**
 * react-query as the apps use it. It reaches them only through shared-kernel (a shared
 * singleton), so shell and remotes read one QueryClient context, the kernel's, and the bundle
 * carries just these exports rather than the whole library that sharing @tanstack/react-query
 * itself would ship. Import them from 'shared-kernel', never from '@tanstack/react-query'
 * (enforced by eslint.config.mjs, no-restricted-imports).
 */
export { QueryClient, QueryClientProvider, useIsFetching, useQuery } from '@tanstack/react-query';
export type { Query, UseQueryResult } from '@tanstack/react-query';
