// Node only (no DOM, no React, no kernel): swc transforms the TypeScript.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.tsx?$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testPathIgnorePatterns: ['/node_modules/'],
};
