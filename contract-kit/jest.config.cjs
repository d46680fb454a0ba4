// Node only (no DOM, no React): swc transforms the TypeScript.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
