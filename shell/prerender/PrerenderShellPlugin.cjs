/**
 * Puts the pre-rendered first screen (renderShell.tsx) into the shell's index.html at build
 * time, and its CSS beside it as a hashed file: a CSP without 'unsafe-inline' forbids inline
 * styles, and a file keeps the stylesheet cacheable.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { require: tsxRequire } = require('tsx/cjs/api');

const NAME = 'PrerenderShellPlugin';
const MARKERS = /<!-- prerender:start -->[\s\S]*<!-- prerender:end -->/;
/** The placeholder's stylesheet: the pre-rendered page brings its own. */
const PLACEHOLDER_CSS = /<link rel="stylesheet" href="app-shell.css"\s*\/?>/;
/**
 * Only Home is pre-rendered: on any other route (index.html serves them all), its content stays
 * hidden until React's first render replaces the wrapper, and the rule with it. Its heading
 * shows when the head script has given it the route's title (`data-heading`): the page draws
 * its own in the same place.
 */
const PRERENDERED = 'prerendered';
const ROUTE_RULE =
  `html[data-page='other'] .${PRERENDERED} #contenu > * { visibility: hidden; }\n` +
  `html[data-page='other'][data-heading] .${PRERENDERED} #contenu h1 { visibility: visible; }\n`;
/**
 * A pre-rendered button tapped before the app starts shows that the tap is taken (the head
 * script marks it `data-pending`; the app clicks its live counterpart once drawn).
 */
const PENDING_RULE = `.${PRERENDERED} button[data-pending] { outline: 2px solid currentColor; outline-offset: 2px; }\n`;

/**
 * The remotes' route tables as this build finds them in the workspace: the first visit's
 * navbar. At run time the shell reads each deployed remote's own table (routeTables.ts).
 */
function builtRouteTables() {
  const kernelDir = path.dirname(require.resolve('shared-kernel/package.json'));
  // The topology table the kernel reads (contract-kit, a dependency of the kernel).
  const topology = require(require.resolve('contract-kit/topology.json', { paths: [kernelDir] }));
  // The workspace holding the kernel (a copy of the shell built elsewhere reads the same remotes).
  const root = path.resolve(kernelDir, '..');
  return Object.fromEntries(
    Object.entries(topology.remotes).map(([name, r]) => [name, JSON.parse(fs.readFileSync(path.join(root, r.dir, 'src', 'routes.json'), 'utf8'))]),
  );
}

/** JSON inside a script element: `<` escaped, so no text can close the element. */
const jsonBlock = (id, value) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

function render(configFile) {
  // tsx compiles the shell's and the kernel's TypeScript for this one render, in the build's own process.
  process.env.TSX_TSCONFIG_PATH = path.join(__dirname, 'tsconfig.json');
  const { renderShell, routeOwners } = tsxRequire('./renderShell.tsx', __filename);
  const tables = builtRouteTables();
  const { html, css } = renderShell(JSON.parse(fs.readFileSync(configFile, 'utf8')), tables);
  // Data blocks, never run (the CSP has nothing to allow): earlyRemote.ts reads the owners before
  // the kernel loads, routeTables.ts the tables on a first visit.
  const owners = jsonBlock('route-owners', routeOwners()) + jsonBlock('route-tables', tables);
  // styled-components' markers for re-hydration: nothing reads them here.
  const cleanCss = css
    .split('/*!sc*/')
    .map((rule) => rule.trim())
    .filter((rule) => rule && !rule.startsWith('data-styled'))
    .join('\n');
  return { html, owners, css: ROUTE_RULE + PENDING_RULE + cleanCss };
}

class PrerenderShellPlugin {
  /** @param {{ configFile: string }} o the config.json the pre-render reads (the shell's default one) */
  constructor({ configFile }) {
    this.configFile = configFile;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).afterTemplateExecution.tap(NAME, (data) => {
        const { html, owners, css } = render(this.configFile);
        const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
        const cssFile = `prerender.${hash}.css`;
        compilation.emitAsset(cssFile, new RawSource(css));
        if (!MARKERS.test(data.html) || !PLACEHOLDER_CSS.test(data.html)) {
          throw new Error(`${NAME} : index.html n'a plus les marques du pré-rendu`);
        }
        data.html = data.html
          .replace(MARKERS, () => `<div class="${PRERENDERED}">${html}</div>`)
          .replace('</body>', () => `${owners}</body>`)
          .replace(PLACEHOLDER_CSS, `<link rel="stylesheet" href="${cssFile}" />`);
        return data;
      });
    });
  }
}

module.exports = { PrerenderShellPlugin };
