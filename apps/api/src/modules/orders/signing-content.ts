/**
 * What an electronic order is signed over: its business fields as stored in the draft. Its canonical JSON
 * (RFC 8785, packages/domain `canonicalJson`) is the signed text; the SPA gets this object as the order's
 * `signingContent` and signs it with useSignContent. The number is not in it: it is given at signing.
 */
import { canonicalJson } from '@portal/domain';
import type { OrderRow } from './shared';

export function orderSigningContent(order: OrderRow) {
  return {
    document: 'ORDER',
    approvedDate: order.approvedDate,
    caseNumber: order.caseNumber,
    contractDate: order.contractDate,
    contragentId: order.contragentId,
    contragentInn: order.contragentInn,
    contragentName: order.contragentName,
    groundsDocDate: order.groundsDocDate,
    groundsDocNumber: order.groundsDocNumber,
    id: order.id,
    investigatorRequestId: order.investigatorRequestId,
    language: order.language,
    lawyerId: order.lawyerId,
    legalAidId: order.legalAidId,
    orderBaseId: order.orderBaseId,
    personFirstName: order.personFirstName,
    personLastName: order.personLastName,
    personParentName: order.personParentName,
    personPinfl: order.personPinfl,
    protectedPersonType: order.protectedPersonType,
    publicId: order.publicId,
    scope: order.scope,
    type: order.type,
  };
}

/** The exact text an electronic order is signed over (the canonical JSON of {@link orderSigningContent}). */
export function canonicalOrderJson(order: OrderRow): string {
  return canonicalJson(orderSigningContent(order));
}
