export * from 'contract-kit/schemas';
