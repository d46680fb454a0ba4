export * from './strict';
export * from './section';
export * from './checkRow';
export * from './duplicateKeys';
