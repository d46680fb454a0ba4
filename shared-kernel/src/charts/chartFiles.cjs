/**
 * The files of each kind of chart's nivo code, fetched without running it: `require.ensure`
 * downloads the chunks of its dependencies and evaluates none of them (chartLibrary.ts then runs
 * them a package at a time). CommonJS on purpose: webpack reads `require.ensure` in CommonJS
 * modules only. Without webpack (jest) there is none: null, and the library is imported at once.
 */
const ensure = typeof require.ensure === 'function';
// Each call names its dependency literally: webpack makes the chunks from it, the same ones as
// the library's `import()`, so nothing comes down twice. Always a module of the kernel: a package
// named here would resolve, from CommonJS, to its CommonJS build (another copy of nivo).
exports.lineFiles = ensure ? () => new Promise((resolve, reject) => require.ensure(['./nivoLine'], () => resolve(), (error) => reject(error))) : null;
exports.barFiles = ensure ? () => new Promise((resolve, reject) => require.ensure(['./nivoBar'], () => resolve(), (error) => reject(error))) : null;
exports.pieFiles = ensure ? () => new Promise((resolve, reject) => require.ensure(['./nivoPie'], () => resolve(), (error) => reject(error))) : null;
exports.circlePackingFiles = ensure
  ? () => new Promise((resolve, reject) => require.ensure(['./nivoCirclePacking'], () => resolve(), (error) => reject(error)))
  : null;
