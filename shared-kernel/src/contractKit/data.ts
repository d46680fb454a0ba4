export * from 'contract-kit/data';
