import type { Language } from '@portal/contracts';
import { translate } from './translate';

/** A message parameter that is itself a message key, translated into the reader's language when shown. */
export interface LocalizedParam {
  $t: string;
}

/** `{ $t: key }`: a parameter translated when the message is (e.g. a status label inside an error). */
export const localizedParam = (key: string): LocalizedParam => ({ $t: key });

function isLocalizedParam(value: unknown): value is LocalizedParam {
  return typeof value === 'object' && value !== null && typeof (value as LocalizedParam).$t === 'string';
}

/** The parameters with every {@link LocalizedParam} translated into `lang`. */
export function resolveParams(lang: Language, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params))
    out[key] = isLocalizedParam(value) ? translate(lang, value.$t) : value;
  return out;
}
