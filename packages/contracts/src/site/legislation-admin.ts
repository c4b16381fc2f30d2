/**
 * The legislation register (MINISTRY, ADMIN: `news.manage`; /lawyer-profile/site-content/legislation):
 * the laws and regulations the public `/legislation` page lists (`getInfo/legislationList`). An entry is
 * added, corrected, and deactivated (taken off the public page, kept to be shown again), never deleted.
 */
import { z } from 'zod';
import { idSchema } from '../common/ids';
import { idBody } from '../legal-aid/common';
import { listOf } from '../common/paging';
import { requiredLine, storedText, translatedText } from '../common/text';
import { defineCalls, get, post } from '../kit/define-call';
import { actionFlags } from '../kit/fields';
import { legislationItem, legislationListQuery } from '../public/content';
import { LEGISLATION_KINDS } from '../public/constants';

/** A web address the site may link to: http or https only (no `javascript:` or `data:`). */
export const webLink = z
  .string()
  .trim()
  .max(2000, 'validation.tooLong')
  .nullish()
  .transform((v) => v || null)
  .pipe(z.httpUrl('validation.wrongUrl').nullable());

/** An entry's fields: kind, number, adoption day, the title in lt, ru and eng (uz optional), the link. */
export const legislationFields = z.object({
  kind: z.enum(LEGISLATION_KINDS, 'validation.fieldMandatory'),
  number: requiredLine(40),
  adoptedOn: z.iso.date('validation.invalidDate'),
  ...translatedText('title', 1000),
  url: webLink,
});

export const legislationUpdateBody = legislationFields.extend({ id: idSchema });

/** The public list's filters, and whether the entry is on the public page. */
export const legislationManageQuery = legislationListQuery.extend({
  /** `true`: only the entries on the public page; `false`: only the deactivated ones. */
  active: z.enum(['true', 'false']).optional(),
});

/**
 * An entry as the register lists it: the public page's entry (its title in the caller's language), every
 * stored title (uz null: generated), and whether it is on the public page.
 */
export const legislationManageItem = legislationItem.extend({
  ...storedText('title'),
  active: z.boolean(),
  can: actionFlags('edit', 'deactivate', 'activate'),
});
export type LegislationManageItem = z.infer<typeof legislationManageItem>;

export const legislationAdminCalls = defineCalls(['site content: legislation'], 'news.manage', {
  legislationManageList: get('content/legislation', {
    query: legislationManageQuery,
    response: listOf(legislationManageItem),
  }),
  legislationCreate: post('content/legislation/create', {
    body: legislationFields,
    response: legislationManageItem,
    summary: 'Adds an entry: it shows on the public legislation page at once',
  }),
  legislationUpdate: post('content/legislation/update', {
    body: legislationUpdateBody,
    response: legislationManageItem,
  }),
  legislationDeactivate: post('content/legislation/deactivate', {
    body: idBody,
    response: legislationManageItem,
    summary: 'Takes the entry off the public page (it is kept, to be shown again)',
  }),
  legislationActivate: post('content/legislation/activate', {
    body: idBody,
    response: legislationManageItem,
    summary: 'Shows a deactivated entry on the public page again',
  }),
});
