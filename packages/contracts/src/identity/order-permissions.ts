/**
 * The per-user order permission (a director for the lawyers of their structure, ADMIN for all) and the
 * structure-level order restriction (REPUBLIC_CHAMBER, ADMIN): apps/api/src/modules/order-permissions.
 */
import { z } from 'zod';
import { namedRef } from '../public/common';
import { actionFlags, withId } from '../kit/fields';
import { idSchema, regionFilter } from '../common/ids';
import { lawyerPerson } from '../common/person-name';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import { optionalBoolean } from './admin';

/** The reason a structure is restricted for: 3 to 500 characters. */
export const ORDER_RESTRICTION_REASON_MIN = 3;
export const ORDER_RESTRICTION_REASON_MAX = 500;
/** The reason as the restrict dialog asks for it: required, 3 to 500 characters after trimming. */
export const orderRestrictionReasonText = z
  .string()
  .trim()
  .min(ORDER_RESTRICTION_REASON_MIN)
  .max(ORDER_RESTRICTION_REASON_MAX, 'validation.tooLong');

/** GET getInfo/orderAccess: lawyers and their per-user order permission (director: own structure). */
export const orderAccessListQuery = pageQuery(20, 100).extend({
  search: searchText,
  contragentId: idSchema.optional(),
  allowed: optionalBoolean,
});
export const orderAccessItem = z.object({
  ...lawyerPerson,
  contragent: namedRef.nullable(),
  orderPermission: z.boolean(),
  can: actionFlags('allow', 'cancel'),
});
export const orderAccessListResponse = listOf(orderAccessItem);
export type OrderAccessItem = z.infer<typeof orderAccessItem>;

/** POST getInfo/orderAccess: allow or cancel a lawyer's order permission. */
export const orderAccessBody = z.object({ personId: idSchema, allowed: z.boolean() });

/** GET contragent/orderRestrictionList: structures and their order restriction. */
export const orderRestrictionListQuery = pageQuery(20, 100).extend({
  search: searchText,
  regionId: regionFilter,
  restricted: optionalBoolean,
});
export const orderRestrictionItem = withId({
  name: z.string(),
  stir: z.string().nullable(),
  regionId: z.number().int(),
  regionName: z.string(),
  orderRestricted: z.boolean(),
  restrictedReason: z.string().nullable(),
  can: actionFlags('restrict', 'unrestrict'),
});
export const orderRestrictionListResponse = listOf(orderRestrictionItem);
export type OrderRestrictionItem = z.infer<typeof orderRestrictionItem>;

/** POST contragent/orderRestriction: restrict (with a reason) or free a structure. */
export const orderRestrictionBody = z
  .object({
    contragentId: idSchema,
    restricted: z.boolean(),
    /** Why (required to restrict, at least ORDER_RESTRICTION_REASON_MIN characters; shown in the list). */
    reason: z.string().trim().max(ORDER_RESTRICTION_REASON_MAX, 'validation.tooLong').optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.restricted) return;
    const length = body.reason?.length ?? 0;
    if (length < ORDER_RESTRICTION_REASON_MIN)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: length === 0 ? 'validation.fieldMandatory' : 'validation.tooShort',
        params: { min: ORDER_RESTRICTION_REASON_MIN },
      });
  });

export const orderPermissionCalls = defineCalls(['orders'], {
  orderAccess: get('getInfo/orderAccess', {
    query: orderAccessListQuery,
    response: orderAccessListResponse,
    permission: 'orderPermission.manage',
    summary: 'Lawyers and their per-user order permission (a director: the lawyers of their structure)',
  }),
  orderAccessChange: post('getInfo/orderAccess', {
    body: orderAccessBody,
    response: orderAccessItem,
    permission: 'orderPermission.manage',
    summary: "Allow or cancel a lawyer's order permission",
  }),
  orderRestrictionList: get('contragent/orderRestrictionList', {
    query: orderRestrictionListQuery,
    response: orderRestrictionListResponse,
    permission: 'orderRestriction.manage',
    summary: 'Structures and their order restriction, with the reason',
  }),
  orderRestriction: post('contragent/orderRestriction', {
    body: orderRestrictionBody,
    response: orderRestrictionItem,
    permission: 'orderRestriction.manage',
    summary: 'Restrict a structure from issuing orders (with a reason) or lift it',
  }),
});
