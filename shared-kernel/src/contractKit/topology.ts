export * from 'contract-kit/topology';
