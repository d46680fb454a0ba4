import { UnderConstruction, defineRemote, routesOf } from 'shared-kernel';

export default defineRemote({
  name: 'immo',
  pages: Object.fromEntries(routesOf('immo').map((r) => [r.path, () => <UnderConstruction route={r.path} />])),
  widgets: { overview: () => <p>aperçu</p> },
});
