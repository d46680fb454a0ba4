/**
 * For tests only. What the api's statement tests (api/test/statements) read of the statements'
 * rules without a request: the account choice, the duplicate finder and the demo statements
 * (it goes once those tests live in the area's own package). And reading a lease's documents
 * back (a PDF's text, a zip's entries), for the area's tests and the api's (« À faire »).
 */
export { isCardTotal, selectAccounts } from '../server/statements/accountChoice';
export { createDuplicateFinder, sameAccountNumber } from '../server/statements/duplicates';
export { demoBankLines } from '../server/statements/demo/demoBankLines';
export { demoStatements } from '../server/statements/demo/demoStatements';
export { folded, pdfText, zipEntries } from './documentReaders';
