export { bodyRows, cells, headers } from 'shared-kernel/testing';
