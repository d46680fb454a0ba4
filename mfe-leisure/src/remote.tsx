import { UnderConstruction, defineRemote, routesOf } from 'shared-kernel';

// Placeholder: each route says the section is being built until its own issue lands.
export default defineRemote({
  name: 'leisure',
  pages: Object.fromEntries(routesOf('leisure').map((r) => [r.path, () => <UnderConstruction route={r.path} />])),
});
