export * from 'contract-kit/legacyGraph';
