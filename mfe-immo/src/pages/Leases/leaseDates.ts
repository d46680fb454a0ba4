/**
 * The legal deadline to return an ended lease's deposit (loi du 6 juillet 1989, art. 22): the
 * contract's rule, shared with the api.
 */
export { addMonths, depositDeadline, type DepositDeadline } from 'area-immo/contract';
