import { UnderConstruction, defineRemote, routesOf } from 'shared-kernel';

// Placeholder: each route says the section is being built until its own issue lands.
export default defineRemote({
  name: 'films',
  pages: Object.fromEntries(routesOf('films').map((r) => [r.path, () => <UnderConstruction route={r.path} />])),
});
