/** The orders module's public face for other modules (eslint.config.js module boundaries). */
export { type OrderIssueGap, orderIssueFactsOf, orderIssueGaps } from './policy';
export { createStateFundedOrderDraft } from './state-funded-draft';
