/**
 * Keeps the message catalogues complete and consistent (ARCHITECTURE.md convention 10):
 * - lt, ru and eng hold the same keys in every namespace; uz holds only overrides of lt keys;
 * - every message is a non-empty string with the same placeholders ({{x}}, <1>) in every language;
 * - every API error code and every message key the API can produce exists in every language;
 * - uz really falls back to the Cyrillic transliteration of lt.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, ERROR_STATUS, LANGUAGES, type Language } from '@portal/contracts';
import { ALL_STATUSES, PERMISSIONS, ROLES, STATUS_KINDS, latinToCyrillic } from '@portal/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type Messages, NAMESPACES, type Namespace, resources } from './index';
import { rawResources } from './resources';

const FULL_LANGUAGES = ['lt', 'ru', 'eng'] as const;
const OTHER_FULL_LANGUAGES = ['ru', 'eng'] as const;

/** Longest server message an error toast shows uncut (spec section 8; TOAST_MESSAGE_MAX in apps/web/src/api/client.ts). */
const TOAST_MESSAGE_MAX = 50;

/** i18next placeholders, nested messages ($t(…)) and Trans tags; index.ts leaves them untransliterated. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.]*)\s*(?:,[^}]*)?\}\}|<\/?(\d+)\/?>|\$t\(([^)]*)\)/g;

/** Latin words that stay Latin in Cyrillic texts (product names, format samples). */
const LATIN_IN_CYRILLIC = [
  'OneID',
  'E-IMZO',
  'AA1234567',
  'PDF',
  'JPEG',
  'PNG',
  'WebP',
  'CSV',
  'XLSX',
  'Excel',
];

const CYRILLIC = /[\u0400-\u04FF]/;

/** Every leaf of a message tree as "a.b.c" -> value (anything that is not a nested object is a leaf). */
function leaves(messages: Messages, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix + key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of leaves(value, `${path}.`)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function keysOf(messages: Messages): string[] {
  return [...leaves(messages).keys()].sort();
}

function stringLeaves(messages: Messages): [string, string][] {
  return [...leaves(messages)].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** The placeholders and tags of a message, sorted: "Page {{page}} of {{pages}}" -> ["{{page}}", "{{pages}}"]. */
function placeholdersOf(message: string): string[] {
  const found = [...message.matchAll(PLACEHOLDER)].map((m) =>
    m[1] ? `{{${m[1]}}}` : m[2] ? `<${m[2]}>` : `$t(${m[3]})`,
  );
  return [...new Set(found)].sort();
}

/** What index.ts should make of an lt message for uz: the text transliterated, placeholders and tags kept. */
function expectedTransliteration(message: string): string {
  let out = '';
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    out += latinToCyrillic(message.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + latinToCyrillic(message.slice(last));
}

/** A message with placeholders, tags and the allowed Latin words removed: what must be in the language's script. */
function textOf(message: string): string {
  let text = message.replace(PLACEHOLDER, ' ');
  for (const word of LATIN_IN_CYRILLIC) text = text.split(word).join(' ');
  return text;
}

function lookup(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** [namespace, language] pairs for it.each. */
function pairs<L extends string>(langs: readonly L[]): [Namespace, L][] {
  return NAMESPACES.flatMap((ns) => langs.map((lang): [Namespace, L] => [ns, lang]));
}

/** An i18next instance over the built resources with no fallback, so that a missing message is not hidden. */
const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: 'lt',
  fallbackLng: false,
  ns: [...NAMESPACES],
  defaultNS: 'errors',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function message(lang: Language, key: string, params?: Record<string, unknown>): string | undefined {
  if (!i18n.exists(key, { lng: lang })) return undefined;
  return i18n.getFixedT(lang)(key, params ?? {});
}

describe('catalogue structure', () => {
  it.each(pairs(OTHER_FULL_LANGUAGES))('%s: %s has exactly the keys of lt', (ns, lang) => {
    const lt = keysOf(rawResources.lt[ns]);
    const other = keysOf(rawResources[lang][ns]);
    expect({
      missing: lt.filter((k) => !other.includes(k)),
      extra: other.filter((k) => !lt.includes(k)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(NAMESPACES)('%s: uz overrides only keys that lt has', (ns) => {
    const lt = keysOf(rawResources.lt[ns]);
    expect(keysOf(rawResources.uz[ns]).filter((k) => !lt.includes(k))).toEqual([]);
  });

  it.each(pairs(LANGUAGES))('%s: every %s message is a non-empty string without outer spaces', (ns, lang) => {
    const bad = [...leaves(rawResources[lang][ns])]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '' || value !== value.trim())
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it.each(pairs(LANGUAGES))('%s: %s keys are plain names (no "." or ":" inside a key)', (ns, lang) => {
    const bad: string[] = [];
    const walk = (messages: Messages, prefix: string) => {
      for (const [key, value] of Object.entries(messages)) {
        if (key === '' || /[.:\s]/.test(key)) bad.push(prefix + key);
        if (typeof value === 'object' && value !== null) walk(value, `${prefix}${key}.`);
      }
    };
    walk(rawResources[lang][ns], '');
    expect(bad).toEqual([]);
  });
});

describe('placeholders', () => {
  it.each(pairs(['ru', 'eng', 'uz'] as const))('%s: %s uses the same placeholders as lt', (ns, lang) => {
    const lt = new Map(stringLeaves(rawResources.lt[ns]));
    const differing = stringLeaves(rawResources[lang][ns])
      .filter(
        ([key, value]) => lt.has(key) && placeholdersOf(value).join() !== placeholdersOf(lt.get(key)!).join(),
      )
      .map(([key, value]) => ({ key, lt: placeholdersOf(lt.get(key)!), [lang]: placeholdersOf(value) }));
    expect(differing).toEqual([]);
  });

  it.each(pairs(LANGUAGES))('%s: %s placeholders are well formed (no stray braces)', (ns, lang) => {
    const bad = stringLeaves(rawResources[lang][ns])
      .filter(([, value]) => /[{}]/.test(value.replace(PLACEHOLDER, '')))
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });
});

describe('scripts and orthography', () => {
  it.each(NAMESPACES)(
    '%s: lt is Uzbek Latin: oʻ and gʻ with ʻ (U+02BB), the sign ʼ (U+02BC) elsewhere',
    (ns) => {
      const bad = stringLeaves(rawResources.lt[ns])
        .filter(
          ([, value]) => CYRILLIC.test(value) || /['‘’`]/.test(value) || /(^|[^oOgG])ʻ|[oOgG]ʼ/.test(value),
        )
        .map(([key, value]) => `${key}: ${value}`);
      expect(bad).toEqual([]);
    },
  );

  it.each(NAMESPACES)('%s: ru messages are Russian and eng messages have no Cyrillic', (ns) => {
    const ru = stringLeaves(rawResources.ru[ns]).filter(([, v]) => !CYRILLIC.test(textOf(v)));
    const eng = stringLeaves(rawResources.eng[ns]).filter(([, v]) => CYRILLIC.test(v));
    expect({ ru: ru.map(([k]) => k), eng: eng.map(([k]) => k) }).toEqual({ ru: [], eng: [] });
  });

  it.each(NAMESPACES)('%s: uz override files are written in Cyrillic', (ns) => {
    const bad = stringLeaves(rawResources.uz[ns])
      .filter(([, value]) => /[A-Za-zʻʼ'‘’]/.test(textOf(value)) || !CYRILLIC.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(bad).toEqual([]);
  });
});

describe('uz falls back to the transliteration of lt', () => {
  it.each(NAMESPACES)('%s: every uz message is the override or the transliterated lt message', (ns) => {
    const overrides = leaves(rawResources.uz[ns]);
    const wrong = stringLeaves(rawResources.lt[ns])
      .map(([key, lt]) => ({ key, expected: overrides.get(key) ?? expectedTransliteration(lt) }))
      .filter(({ key, expected }) => lookup(resources.uz[ns], key) !== expected);
    expect(wrong).toEqual([]);
  });

  // Fails while packages/domain's latinToCyrillic returns its input.
  it.each(NAMESPACES)('%s: every uz message is Cyrillic (placeholders and product names aside)', (ns) => {
    const latin = stringLeaves(resources.uz[ns])
      .filter(([, value]) => /[A-Za-zʻʼ'‘’]/.test(textOf(value)) || !CYRILLIC.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(latin).toEqual([]);
  });

  // uz files hold only what the transliteration gets wrong; an override equal to it only hides later fixes.
  it.each(NAMESPACES)('%s: no uz override repeats what the transliteration already gives', (ns) => {
    const lt = new Map(stringLeaves(rawResources.lt[ns]));
    const redundant = stringLeaves(rawResources.uz[ns])
      .filter(([key, value]) => lt.has(key) && expectedTransliteration(lt.get(key)!) === value)
      .map(([key]) => key);
    expect(redundant).toEqual([]);
  });

  it('transliterates a message that has no override: shell:nav.news', () => {
    const news = lookup(resources.uz.shell, 'nav.news');
    expect(news).toMatch(CYRILLIC);
    expect(news).toBe(
      lookup(rawResources.uz.shell, 'nav.news') ??
        latinToCyrillic(String(lookup(rawResources.lt.shell, 'nav.news'))),
    );
  });

  it('gives the right Cyrillic for sample messages (override or transliteration)', () => {
    // oʻ, gʻ, ʼ, x, h, q, yo, sh, ch, word-initial e, Sh in acronyms, placeholders, loanwords with ь,
    // and a Latin format sample that must stay Latin.
    const samples: [Namespace, string, string][] = [
      ['shell', 'nav.news', 'Янгиликлар'],
      ['errors', 'INTERNAL', 'Хатолик юз берди. Кейинроқ қайта уриниб кўринг.'],
      ['errors', 'validation.wrongData', 'Нотўғри маълумот киритилди'],
      ['errors', 'validation.invalidPinfl', 'ЖШШИР 14 та рақамдан иборат бўлиши керак'],
      ['errors', 'validation.tooShort', 'Камида {{min}} та белги киритинг'],
      [
        'errors',
        'validation.invalidPassport',
        'Паспорт серияси ва рақами: 2 та лотин бош ҳарфи ва 7 та рақам (масалан, AA1234567)',
      ],
      ['errors', 'success.profileEdited', 'Профиль маълумотлари янгиланди'],
      ['common', 'actions.filter', 'Фильтр'],
      ['common', 'actions.delete', 'Ўчириш'],
      ['common', 'role.INTERN', 'Стажёр'],
      ['common', 'gender.MALE', 'Эркак'],
      ['common', 'status.WAIT', 'Жавоб кутилмоқда'],
    ];
    expect(samples.map(([ns, key]) => lookup(resources.uz[ns], key))).toEqual(samples.map(([, , uz]) => uz));
  });
});

describe('errors', () => {
  it('has a message for every error code in every language', () => {
    expect(ERROR_CODES).toEqual(Object.keys(ERROR_STATUS));
    const missing = LANGUAGES.flatMap((lang) =>
      ERROR_CODES.filter((code) => typeof message(lang, `errors:${code}`) !== 'string').map(
        (c) => `${lang}:${c}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s: error code messages fit an error toast uncut', (lang) => {
    const long = ERROR_CODES.map((code) => [code, message(lang, `errors:${code}`) ?? ''] as const).filter(
      ([, text]) => Array.from(text).length > TOAST_MESSAGE_MAX,
    );
    expect(long).toEqual([]);
  });

  it('says the spec text for a mandatory field in English', () => {
    expect(message('eng', 'errors:validation.fieldMandatory')).toBe('This field can not be empty');
  });

  /** Every key apps/api/src/errors/validation-messages.ts and error-handler.ts can produce, with its parameters. */
  const API_KEYS: [string, Record<string, unknown>][] = [
    ['errors:validation.fieldMandatory', {}],
    ['errors:validation.notANumber', {}],
    ['errors:validation.wrongData', {}],
    ['errors:validation.wrongEmail', {}],
    ['errors:validation.tooShort', { min: 37 }],
    ['errors:validation.tooSmall', { min: 37 }],
    ['errors:validation.tooLong', { max: 37 }],
    ['errors:validation.tooLarge', { max: 37 }],
  ];

  it.each(LANGUAGES)(
    '%s: has every message the API validation can produce, with its parameters filled',
    (lang) => {
      for (const [key, params] of API_KEYS) {
        const text = message(lang, key, { ...params, field: 'body' });
        expect(text, key).toBeTypeOf('string');
        expect(text, key).not.toMatch(/\{\{|\}\}/);
        for (const value of Object.values(params)) expect(text, key).toContain(String(value));
      }
    },
  );

  /** The custom messages schemas may carry, and the toasts the SPA shows (spec sections 5 and 8). */
  const REQUIRED_KEYS: Record<string, string[]> = {
    validation: [
      'fieldMandatory',
      'wrongEmail',
      'wrongData',
      'usernameRequired',
      'passwordRequired',
      'fileRequired',
      'notANumber',
      'tooShort',
      'tooSmall',
      'tooLong',
      'tooLarge',
      'invalidPinfl',
      'invalidTin',
      'invalidPassport',
      'invalidPhone',
      'invalidMfo',
      'invalidAccount',
      'invalidPostalIndex',
      'invalidDate',
      'maxRegions',
      'maxWords',
      'consentRequired',
      'otpLength',
      'fileTooLarge',
      'fileTypeNotAllowed',
    ],
    business: [
      'structureExists',
      'structureNotRegistered',
      'passportNotFound',
      'listEmpty',
      'nothingFound',
      'disabilityNotConfirmed',
      'noPermissionAppeal',
      'filesNotUploaded',
      'personsCannotBeDeleted',
      'pinflRequiredForData',
      'otpExpired',
      'otpWrong',
      'otpTooManyAttempts',
      'otpTooManyCodes',
      'loginFailed',
      'eSignClientNotRunning',
      'eSignNoWebSocket',
      'eSignOldVersion',
      'eSignWrongPassword',
      'eSignServerError',
      'eSignKeyExpired',
      'eSignUntrustedCa',
      'eSignPinflMismatch',
      'eSignChallengeInvalid',
      'orderPermissionMissing',
      'orderStructureRestricted',
    ],
    success: [
      'saved',
      'deleted',
      'signed',
      'cancelled',
      'completed',
      'profileEdited',
      'employeeReleased',
      'employeeHired',
      'reportSent',
    ],
  };

  it.each(LANGUAGES)('%s: has the validation, business and success messages of the spec', (lang) => {
    const missing = Object.entries(REQUIRED_KEYS).flatMap(([group, keys]) =>
      keys.map((k) => `errors:${group}.${k}`).filter((key) => message(lang, key) === undefined),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the format rules of the spec in the messages', () => {
    for (const lang of LANGUAGES) {
      expect(message(lang, 'errors:validation.invalidPinfl'), lang).toContain('14');
      expect(message(lang, 'errors:validation.invalidTin'), lang).toContain('9');
      expect(message(lang, 'errors:validation.invalidPhone'), lang).toContain('+998');
      expect(message(lang, 'errors:validation.maxRegions'), lang).toContain('2');
      expect(message(lang, 'errors:validation.maxWords'), lang).toContain('2500');
      expect(message(lang, 'errors:validation.otpLength'), lang).toContain('6');
      expect(message(lang, 'errors:business.eSignOldVersion', { min: '3.37' }), lang).toContain('3.37');
    }
  });
});

describe('one name for the checklist of completed work', () => {
  // One word for the document on every screen and in the sidebar (not "roʻyxat", a list): the act: lt dalolatnoma, uz далолатнома, ru акт; English keeps "checklist".
  const TERM: Record<Language, RegExp> = {
    lt: /dalolatnoma/i,
    uz: /далолатнома/i,
    ru: /акт/i,
    eng: /checklist/i,
  };
  const OTHER: Record<Language, RegExp> = {
    lt: /roʻyxat(?!(ga|dan) ol|dan oʻt)/i,
    uz: /рўйхат(?!(га|дан) ол|дан ўт)/i,
    ru: /перечн|перечен/i,
    eng: /\bact\b|\blist of completed/i,
  };

  it('names it the same way in every message about it', () => {
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES) {
        for (const [key, text] of stringLeaves(resources[lang][ns])) {
          if (!/checklist/i.test(key) && !(ns === 'notifications' && key === 'lead')) continue;
          expect(text, `${lang} ${ns}:${key}`).not.toMatch(OTHER[lang]);
        }
      }
      for (const [ns, key] of [
        ['legal-aid', 'item'],
        ['legal-aid-screens', 'request'],
        ['cabinet', 'sidebar'],
      ] as const) {
        const tree = resources[lang][ns][key] as Messages;
        const name = String(tree.checklist ?? tree.checklistsToAgree);
        expect(name, `${lang} ${ns}:${key}`).toMatch(TERM[lang]);
      }
    }
  });
});

describe('common words', () => {
  /** Every status of every kind (packages/domain statuses.ts), and the lawyer's own labels. */
  const STATUSES = [...ALL_STATUSES, ...STATUS_KINDS.lawyer.map((s) => `lawyer.${s}`)];

  it.each(LANGUAGES)('%s: labels every status of spec section 4, every role, gender and language', (lang) => {
    const keys = [
      ...STATUSES.map((s) => `status.${s}`),
      ...ROLES.map((r) => `role.${r}`),
      'gender.MALE',
      'gender.FEMALE',
      ...LANGUAGES.map((l) => `language.${l}`),
      'date.format',
      'required',
    ];
    expect(keys.filter((key) => message(lang, `common:${key}`) === undefined)).toEqual([]);
  });

  it.each(LANGUAGES)('%s: fills the paging texts', (lang) => {
    expect(message(lang, 'common:paging.page', { page: 3, pages: 17 })).toMatch(/3.*17|17.*3/);
    const shown = message(lang, 'common:paging.shown', { from: 21, to: 40, total: 95 });
    for (const n of ['21', '40', '95']) expect(shown).toContain(n);
  });
});

describe('message keys used in the code exist', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const SOURCE_DIRS = ['apps/api/src', 'apps/web/src', 'packages/contracts/src', 'packages/domain/src'];

  function sourceFiles(dir: string): string[] {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it('finds every literal "ns:key" (or "ns:group." prefix) and schema message "validation.x" / "business.x" in lt', () => {
    const nsKey = new RegExp(`['"\`](${NAMESPACES.join('|')}):([A-Za-z_][\\w.]*)['"\`]`, 'g');
    const schemaKey = /['"`]((?:validation|business)\.[A-Za-z]+)['"`]/g;
    const missing: string[] = [];
    let scanned = 0;
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(join(root, dir))) {
        scanned += 1;
        const text = readFileSync(file, 'utf8');
        const where = relative(root, file);
        for (const m of text.matchAll(nsKey)) {
          const key = m[2]!;
          // A register's texts (`texts: 'candidates:interns'`, kit/list) name its group of messages: the
          // group (heading, lead, filters' label) or its empty list's text `emptyList.<group>` must exist.
          if (/texts[:=]\s*\{?$/.test(text.slice(Math.max(0, m.index - 12), m.index))) {
            const messages = rawResources.lt[m[1] as Namespace];
            const named =
              typeof lookup(messages, key) === 'object' || lookup(messages, `emptyList.${key}`) !== undefined;
            if (!named) missing.push(`${where}: ${m[1]}:${key}`);
            continue;
          }
          // A literal ending in a dot ('legal-aid:orderPdf.') is the prefix of a group of keys (translatorFor):
          // the group must exist. Any other literal is a message.
          const found = key.endsWith('.')
            ? typeof lookup(rawResources.lt[m[1] as Namespace], key.slice(0, -1)) === 'object'
            : lookup(rawResources.lt[m[1] as Namespace], key) !== undefined;
          if (!found) missing.push(`${where}: ${m[1]}:${key}`);
        }
        for (const m of text.matchAll(schemaKey)) {
          if (lookup(rawResources.lt.errors, m[1]!) === undefined) missing.push(`${where}: errors:${m[1]}`);
        }
      }
    }
    expect(scanned).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

describe('every language is covered', () => {
  it('builds all four languages and every namespace', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of FULL_LANGUAGES)
      for (const ns of NAMESPACES) expect(keysOf(resources[lang][ns]).length).toBeGreaterThan(0);
  });
});

describe('permissions on the roles page', () => {
  it.each(FULL_LANGUAGES)(
    '%s: every permission has its description (no English fallback, no code)',
    (lang) => {
      const described = (rawResources[lang].admin as { permissions: Record<string, string> }).permissions;
      const missing = PERMISSIONS.filter((p) => !described[p.replaceAll('.', '_')]);
      expect(missing).toEqual([]);
    },
  );
});
