export * from './dates';
export * from './identifiers';
export * from './regions';
export * from './transliteration';
export * from './roles';
export * from './workflows';
export * from './legal-aid';
export * from './e-signature';
