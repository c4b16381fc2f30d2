export * from './dates';
export * from './identifiers';
export * from './regions';
export * from './transliteration';
export * from './workflows';
export * from './legal-aid';
