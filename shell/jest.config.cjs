const path = require('node:path');
const preset = require('shared-kernel/jest-preset');

// Every shell test starts with the remotes' route tables as a build finds them (routeTables.ts).
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(__dirname, 'src', 'testing', 'builtRouteTables.ts')] };
