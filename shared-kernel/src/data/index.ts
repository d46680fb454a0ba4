export * from './strict';
export * from './sections';
export * from './keys';
export * from './checkRow';
