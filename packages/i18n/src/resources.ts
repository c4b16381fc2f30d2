// Every translation file, by language and namespace. A new namespace: add its four JSON files under
// locales/<lang>/ and one line per language here. uz files hold only what differs from the automatic
// transliteration of lt (see index.ts).
import engCommon from '../locales/eng/common.json';
import engErrors from '../locales/eng/errors.json';
import engHome from '../locales/eng/home.json';
import engShell from '../locales/eng/shell.json';
import engPublic from '../locales/eng/public.json';
import ltCommon from '../locales/lt/common.json';
import ltErrors from '../locales/lt/errors.json';
import ltHome from '../locales/lt/home.json';
import ltShell from '../locales/lt/shell.json';
import ltPublic from '../locales/lt/public.json';
import ruCommon from '../locales/ru/common.json';
import ruErrors from '../locales/ru/errors.json';
import ruHome from '../locales/ru/home.json';
import ruShell from '../locales/ru/shell.json';
import ruPublic from '../locales/ru/public.json';
import uzCommon from '../locales/uz/common.json';
import uzErrors from '../locales/uz/errors.json';
import uzHome from '../locales/uz/home.json';
import uzShell from '../locales/uz/shell.json';
import uzPublic from '../locales/uz/public.json';

export const NAMESPACES = ['common', 'errors', 'home', 'shell', 'public'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { [key: string]: string | Messages };

export const rawResources: Record<'lt' | 'uz' | 'ru' | 'eng', Record<Namespace, Messages>> = {
  lt: { common: ltCommon, errors: ltErrors, home: ltHome, shell: ltShell, public: ltPublic },
  uz: { common: uzCommon, errors: uzErrors, home: uzHome, shell: uzShell, public: uzPublic },
  ru: { common: ruCommon, errors: ruErrors, home: ruHome, shell: ruShell, public: ruPublic },
  eng: { common: engCommon, errors: engErrors, home: engHome, shell: engShell, public: engPublic },
};
