export * from './regions';
export * from './transliteration';
