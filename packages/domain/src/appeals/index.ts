export * from './rules';
export * from './words';
