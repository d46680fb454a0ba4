export * from './schedule';
export * from './earlyRepayment';
