export * from './users';
export * from './sessions';
export * from './password-resets';
export * from './wallets';
export * from './wallet-entries';
export * from './images';
