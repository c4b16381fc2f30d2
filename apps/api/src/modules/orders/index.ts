/** The orders module's public face for other modules (eslint.config.js module boundaries). */
export { type OrderIssueGap, orderIssueFactsOf, orderIssueGaps, orderPolicy } from './policy';
export { createStateFundedOrderDraft } from './state-funded-draft';
