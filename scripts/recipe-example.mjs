/**
 * The example of docs/architecture.md's recipe « A page with new data », as code: a leisure page
 * « Cave à vins » at `#/cave` reading `GET /api/cave` from a table of its own. `applyRecipe(root)`
 * makes exactly the recipe's seven edits under `root` (a copy of mfe-leisure and areas/leisure)
 * and returns the files it touched; scripts/test-recipe.mjs checks, builds and tests the result.
 * `/cave` and `cave_bottles` are used by no other test.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The recipe's files, in its order: the area package first, then the remote. */
export const RECIPE_FILES = [
  'areas/leisure/src/contract/schemas.ts',
  'areas/leisure/src/contract/endpoints.ts',
  'areas/leisure/src/contract/fixtures.ts',
  'areas/leisure/src/server/index.ts',
  'mfe-leisure/src/routes.json',
  'mfe-leisure/src/pages/Cave/Cave.tsx',
  'mfe-leisure/src/remote.tsx',
];

/** Three bottles: the remote's tests and the api's demo show the same. */
export const BOTTLES = [
  { nom: 'Château Margaux', millesime: 2015, prix: 1250.5 },
  { nom: 'Meursault Charmes', millesime: 2019, prix: 96 },
  { nom: 'Crozes-Hermitage', millesime: 2021, prix: 18.9 },
];

function edit(root, file, change) {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  const changed = change(text);
  if (changed === text) throw new Error(`${file} : le point d'ancrage de la recette a changé`);
  fs.writeFileSync(full, changed);
}

function replaceOnce(text, anchor, replacement) {
  if (!text.includes(anchor)) return text;
  return text.replace(anchor, replacement);
}

export function applyRecipe(root) {
  // 1. The payload's schema and type, where the area keeps its payload schemas.
  edit(root, RECIPE_FILES[0], (text) =>
    `${text}
/** « Cave à vins »: a bottle of the cellar; the endpoint sends them dearest first. */
export const bottleSchema = z.object({ nom: z.string(), millesime: z.int(), prix: z.number() });
export type Bottle = z.infer<typeof bottleSchema>;
export const caveSchema = z.array(bottleSchema);
`,
  );
  // 2. The endpoint and its name in the area's table.
  edit(root, RECIPE_FILES[1], (text) =>
    replaceOnce(
      text,
      'export const leisureEndpoints = { ',
      `export const cave = defineEndpoint({ path: 'cave', schema: s.caveSchema, errorMessage: 'Impossible de charger la cave.' });

export const leisureEndpoints = { cave, `,
    ),
  );
  // 3. The fixture: what the remote's tests serve, and the api's demo rows.
  edit(root, RECIPE_FILES[2], (text) =>
    replaceOnce(text, 'export const leisureFixtures = {\n', `export const leisureFixtures = {\n  cave: ${JSON.stringify(BOTTLES)},\n`),
  );
  // 4. The server half: the table (the area's migration 1), the query and route, the demo rows.
  edit(root, RECIPE_FILES[3], (text) => {
    let out = replaceOnce(
      text,
      "import type { Recipe, Restaurant } from '../contract';",
      "import type { Bottle, Recipe, Restaurant } from '../contract';\nimport { leisureFixtures } from '../contract/fixtures';",
    );
    out = replaceOnce(
      out,
      '  migrations: [],',
      `  migrations: [
    {
      version: 1,
      name: 'cave_bottles',
      sql: 'CREATE TABLE cave_bottles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, vintage INTEGER NOT NULL, price REAL NOT NULL)',
    },
  ],`,
    );
    out = replaceOnce(
      out,
      '    return async (app) => {\n',
      `    const bottles = db.prepare<[], Bottle>('SELECT name AS nom, vintage AS millesime, price AS prix FROM cave_bottles ORDER BY price DESC, id');
    return async (app) => {
      app.get('/cave', async () => ({ payload: bottles.all() }));
`,
    );
    return replaceOnce(
      out,
      '\n});\n',
      `
  demo(db) {
    db.prepare('DELETE FROM cave_bottles').run();
    const insert = db.prepare('INSERT INTO cave_bottles (name, vintage, price) VALUES (?, ?, ?)');
    for (const b of leisureFixtures.cave) insert.run(b.nom, b.millesime, b.prix);
  },
});
`,
    );
  });
  // 5. The route row: its navbar entry and the data it reads as it opens.
  edit(root, RECIPE_FILES[4], (text) => {
    const table = JSON.parse(text);
    table.routes.push({ path: '/cave', title: 'Cave à vins', nav: { group: 'infos', label: 'Cave à vins', order: 115 }, data: ['cave'] });
    return `${JSON.stringify(table, null, 2)}\n`;
  });
  // 6. The page.
  const page = path.join(root, RECIPE_FILES[5]);
  fs.mkdirSync(path.dirname(page), { recursive: true });
  fs.writeFileSync(
    page,
    `import { Page, QueryView, formatEuro, useEndpoint } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import { cave, type Bottle } from 'area-leisure/contract';
import { routeOf } from '../../routes';

const columns: ReadonlyArray<Column<Bottle>> = [
  { key: 'nom', header: 'Vin', render: (b) => b.nom },
  { key: 'millesime', header: 'Millésime', render: (b) => String(b.millesime) },
  { key: 'prix', header: 'Prix', render: (b) => formatEuro(b.prix) },
];

/** /cave: the bottles, dearest first. */
export function Cave() {
  const query = useEndpoint(cave);
  return (
    <Page route={routeOf('/cave')}>
      <QueryView query={query} endpoint={cave}>
        {(bottles) => <DataTable caption="Ma cave" columns={columns} rows={bottles} rowKey={(b) => b.nom} empty="Aucune bouteille." />}
      </QueryView>
    </Page>
  );
}
`,
  );
  // 7. The remote: the page's chunk.
  edit(root, RECIPE_FILES[6], (text) => replaceOnce(text, 'pages: {\n', "pages: {\n    '/cave': () => import('./pages/Cave/Cave').then((m) => m.Cave),\n"));
  return RECIPE_FILES;
}
