/**
 * How the uz (Cyrillic) messages are made: the lt messages transliterated (placeholders and tags kept),
 * then the uz override files laid over them. Kept apart from resources.ts so that the SPA can build one
 * language at a time without bundling every language's messages.
 */
import { latinToCyrillic } from '@portal/domain';

export type Messages = { [key: string]: string | Messages };

/**
 * Transliterates a message but leaves i18next placeholders ({{name}}), nested messages
 * ($t(common:status.{{status}})), tags (<1>) and the user guide's interface labels
 * ([[orders:list.title]], apps/web/src/user-guide) untouched.
 */
export function transliterateMessage(message: string): string {
  return message
    .split(/(\$t\([^)]*\)|\{\{[^}]*\}\}|<\/?\d+>|\[\[[a-z-]+:[\w.-]+\]\])/)
    .map((part, i) => (i % 2 === 1 ? part : latinToCyrillic(part)))
    .join('');
}

export function transliterateDeep(messages: Messages): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    out[key] = typeof value === 'string' ? transliterateMessage(value) : transliterateDeep(value);
  }
  return out;
}

export function mergeDeep(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? mergeDeep(current, value) : value;
  }
  return out;
}

/** The uz messages of one namespace: lt transliterated, with the uz overrides (if any) on top. */
export function uzMessages(lt: Messages, overrides: Messages | undefined): Messages {
  return mergeDeep(transliterateDeep(lt), overrides ?? {});
}
