export * from './draw';
export * from './fee';
export * from './orders';
