export * from './strict';
export * from './sections';
export * from './keys';
export * from './checkRow';
export * from './duplicateKeys';
