export * from './appeal-workflow';
export * from './actors';
export * from './checklist-workflow';
export * from './investigator-request-workflow';
export * from './order-workflow';
export * from './workflow';
export * from './structure-workflows';
export * from './lawyer-request-workflow';
