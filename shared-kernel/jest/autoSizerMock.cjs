// jsdom cannot measure layout: give responsive charts a fixed size in tests.
module.exports = function AutoSizer({ children }) {
  return children({ width: 600, height: 400 });
};
module.exports.default = module.exports;
