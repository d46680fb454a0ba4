/**
 * A deployed remote's `contract-kit/<entry>` is the kernel's object for that entry
 * (webpack/contractKitFromKernel/): it must carry every export of the entry, the same values.
 */
import * as data from 'contract-kit/data';
import * as endpoints from 'contract-kit/endpoints';
import * as schemas from 'contract-kit/schemas';

const ENTRIES = { data, endpoints, schemas };

describe.each(Object.entries(ENTRIES))('contract-kit/%s in a deployed remote', (entry, direct) => {
  it('is the kernel copy, with every export of the entry', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the redirect files are CommonJS (a remote build aliases contract-kit to them); the test loads them as webpack would
    const fromKernel = require(`../../webpack/contractKitFromKernel/${entry}.cjs`) as Record<string, unknown>;
    expect(Object.keys(fromKernel).sort()).toEqual(Object.keys(direct).sort());
    for (const [name, value] of Object.entries(direct)) expect(fromKernel[name]).toBe(value);
  });
});
