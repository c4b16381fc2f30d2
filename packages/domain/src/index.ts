export * from './dates';
export * from './identifiers';
export * from './regions';
export * from './transliteration';
export * from './roles';
export * from './permissions';
export * from './sign-in';
