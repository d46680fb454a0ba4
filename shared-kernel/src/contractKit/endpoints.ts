export * from 'contract-kit/endpoints';
