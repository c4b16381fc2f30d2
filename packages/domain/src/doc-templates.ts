/**
 * Document templates (docs/domain.md "Document templates"): a template's body is plain text
 * with placeholders `{{group.field}}` filled from the portal's records. The syntax is deliberately tiny:
 * a placeholder is a known name between double braces (spaces inside allowed), nothing else is evaluated,
 * so a template can never run code. Anything else between `{{` and `}}`, or a brace pair left open, is
 * refused when the template is saved, naming what is wrong.
 */

/** The fields a template may use, by the record they come from. */
export const DOC_TEMPLATE_FIELDS = {
  structure: ['name', 'inn', 'address', 'director', 'region', 'phone', 'email'],
  lawyer: ['name', 'certificateNumber', 'certificateDate', 'licenseNumber', 'region', 'phone'],
  order: ['number', 'date', 'client', 'caseNumber', 'groundsDocument', 'lawyer'],
  today: ['date'],
} as const;

export type DocTemplateGroup = keyof typeof DOC_TEMPLATE_FIELDS;
/** The records a user picks before filling (today needs no choice). */
export const DOC_TEMPLATE_SOURCES = ['structure', 'lawyer', 'order'] as const;
export type DocTemplateSource = (typeof DOC_TEMPLATE_SOURCES)[number];

/** Every placeholder name, `group.field`. */
export const DOC_TEMPLATE_FIELD_NAMES: readonly string[] = Object.entries(DOC_TEMPLATE_FIELDS).flatMap(
  ([group, fields]) => fields.map((f) => `${group}.${f}`),
);
const KNOWN = new Set(DOC_TEMPLATE_FIELD_NAMES);

/** The longest template body (characters). */
export const DOC_TEMPLATE_MAX_BODY = 20_000;

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** The placeholder names a body uses, trimmed, once each, in order of first use. */
export function templatePlaceholders(body: string): string[] {
  const names: string[] = [];
  for (const match of body.matchAll(PLACEHOLDER)) {
    const name = match[1]!.trim();
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * What is wrong with a body's placeholders: unknown names (as written, at most 40 characters) and
 * braces left open (`{{` or `}}` outside a placeholder, shown with what follows). Empty: the body is good.
 */
export function templateFaults(body: string): string[] {
  const faults = templatePlaceholders(body).filter((name) => !KNOWN.has(name));
  const rest = body.replace(PLACEHOLDER, ' ');
  const open = /\{\{|\}\}/.exec(rest);
  if (open) faults.push(rest.slice(open.index, open.index + 20).trim());
  return faults.map((f) => (f.length > 40 ? `${f.slice(0, 40)}…` : f));
}

/** The records a body needs chosen before it can be filled. */
export function templateSources(body: string): DocTemplateSource[] {
  const groups = new Set(templatePlaceholders(body).map((name) => name.split('.')[0]));
  return DOC_TEMPLATE_SOURCES.filter((s) => groups.has(s));
}

/** The body with each known placeholder replaced by its value; a field without a value becomes `—`. */
export function fillTemplate(
  body: string,
  values: Readonly<Record<string, string | null | undefined>>,
): string {
  return body.replace(PLACEHOLDER, (whole, raw: string) => {
    const name = raw.trim();
    if (!KNOWN.has(name)) return whole;
    const value = values[name];
    return value === null || value === undefined || value.trim() === '' ? '—' : value;
  });
}
