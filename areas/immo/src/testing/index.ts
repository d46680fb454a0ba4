/**
 * What the api's statement tests (api/test/statements) read of the statements' rules without a
 * request: the account choice, the duplicate finder and the demo statements. For tests only;
 * it goes once those tests live in the area's own package.
 */
export { isCardTotal, selectAccounts } from '../server/statements/accountChoice';
export { createDuplicateFinder, sameAccountNumber } from '../server/statements/duplicates';
export { demoBankLines } from '../server/statements/demo/demoBankLines';
export { demoStatements } from '../server/statements/demo/demoStatements';
