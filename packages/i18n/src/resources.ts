// Every translation file, by language and namespace. A new namespace: add its four JSON files under
// locales/<lang>/ and one line per language here. uz files hold only what differs from the automatic
// transliteration of lt (see index.ts).
import engCommon from '../locales/eng/common.json';
import engESignature from '../locales/eng/e-signature.json';
import engErrors from '../locales/eng/errors.json';
import engHome from '../locales/eng/home.json';
import engShell from '../locales/eng/shell.json';
import engLegalAid from '../locales/eng/legal-aid.json';
import ltCommon from '../locales/lt/common.json';
import ltESignature from '../locales/lt/e-signature.json';
import ltErrors from '../locales/lt/errors.json';
import ltHome from '../locales/lt/home.json';
import ltShell from '../locales/lt/shell.json';
import ltLegalAid from '../locales/lt/legal-aid.json';
import ruCommon from '../locales/ru/common.json';
import ruESignature from '../locales/ru/e-signature.json';
import ruErrors from '../locales/ru/errors.json';
import ruHome from '../locales/ru/home.json';
import ruShell from '../locales/ru/shell.json';
import ruLegalAid from '../locales/ru/legal-aid.json';
import uzCommon from '../locales/uz/common.json';
import uzESignature from '../locales/uz/e-signature.json';
import uzErrors from '../locales/uz/errors.json';
import uzHome from '../locales/uz/home.json';
import uzShell from '../locales/uz/shell.json';
import uzLegalAid from '../locales/uz/legal-aid.json';

export const NAMESPACES = ['common', 'errors', 'home', 'shell', 'legal-aid', 'e-signature'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { [key: string]: string | Messages };

export const rawResources: Record<'lt' | 'uz' | 'ru' | 'eng', Record<Namespace, Messages>> = {
  lt: {
    common: ltCommon,
    errors: ltErrors,
    home: ltHome,
    shell: ltShell,
    'legal-aid': ltLegalAid,
    'e-signature': ltESignature,
  },
  uz: {
    common: uzCommon,
    errors: uzErrors,
    home: uzHome,
    shell: uzShell,
    'legal-aid': uzLegalAid,
    'e-signature': uzESignature,
  },
  ru: {
    common: ruCommon,
    errors: ruErrors,
    home: ruHome,
    shell: ruShell,
    'legal-aid': ruLegalAid,
    'e-signature': ruESignature,
  },
  eng: {
    common: engCommon,
    errors: engErrors,
    home: engHome,
    shell: engShell,
    'legal-aid': engLegalAid,
    'e-signature': engESignature,
  },
};
