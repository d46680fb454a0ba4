// What `shared-kernel/routes` resolves to in a remote's production build (createConfig.cjs): the
// route helpers of the kernel the shell provides, so no remote bundles a copy of routeRow.ts.
export { dataPaths, entriesOf, rowOf } from 'shared-kernel';
