/**
 * The guide's texts in the reader's language: lt is complete; ru and eng fall back to lt article by
 * article, and the fallback is said on the screen (`fallback`); uz is lt transliterated to Cyrillic
 * unless texts/uz.ts overrides an article (as the interface messages do). A step's `[[ns:key]]` names an
 * interface label: the screen shows the label itself (guideParts), a search finds it (guidePlainText).
 */
import type { Language } from '@portal/contracts';
import { transliterateMessage } from '@portal/i18n/merge';
import {
  type ArticleId,
  type ArticleText,
  GUIDE_ARTICLES,
  type GuideArticle,
  type GuideTexts,
} from './catalogue';

export interface ShownArticle {
  article: GuideArticle;
  text: ArticleText;
  /** The language the text is written in (lt when the reader's language lacks the article). */
  language: Language;
  /** The reader's language lacks this article: it is shown in lt, marked. */
  fallback: boolean;
}

/** An interface label inside a step: `[[orders:list.newElectronic]]`. */
export const UI_LABEL = /\[\[([a-z-]+):([\w.-]+)\]\]/g;

/** The namespaces of packages/i18n the texts name labels of (the guide's pages load them). */
export const GUIDE_NAMESPACES = [
  'cabinet',
  'notifications',
  'legal-aid-screens',
  'orders',
  'request-screens',
  'appeals',
  'lawyer-record',
  'letters',
  'reports',
  'candidates',
  'admin',
  'duty',
  'statistics',
  'reference-data',
  'site-content',
  'calendar',
  'reception',
  'expertise',
] as const;

const LOADERS: Record<Language, () => Promise<GuideTexts>> = {
  lt: () => import('./texts/lt').then((m) => m.lt),
  uz: () => import('./texts/uz').then((m) => m.uz),
  ru: () => import('./texts/ru').then((m) => m.ru),
  eng: () => import('./texts/eng').then((m) => m.eng),
};

/** lt written in Cyrillic, the `[[ns:key]]` labels left as they are (packages/i18n, as the messages). */
function cyrillicArticle(text: ArticleText): ArticleText {
  return {
    title: transliterateMessage(text.title),
    summary: transliterateMessage(text.summary),
    steps: text.steps.map(transliterateMessage),
    alts: text.alts.map(transliterateMessage),
  };
}

/** Every article as the reader of `language` sees it, in the catalogue's order. */
export function showArticles(
  language: Language,
  lt: Record<ArticleId, ArticleText>,
  own: GuideTexts,
): ShownArticle[] {
  return GUIDE_ARTICLES.map((article) => {
    const text = own[article.id];
    if (text) return { article, text, language, fallback: false };
    if (language === 'uz')
      return { article, text: cyrillicArticle(lt[article.id]), language, fallback: false };
    return { article, text: lt[article.id], language: 'lt', fallback: language !== 'lt' };
  });
}

/** Loads the texts of one language (its own chunk) and lt's. */
export async function loadGuide(language: Language): Promise<ShownArticle[]> {
  const [lt, own] = await Promise.all([
    LOADERS.lt() as Promise<Record<ArticleId, ArticleText>>,
    language === 'lt' ? Promise.resolve({}) : LOADERS[language](),
  ]);
  return showArticles(language, lt, own);
}

/** The articles a language lacks (shown in lt): what guide.test.ts lists. */
export function missingArticles(own: GuideTexts): ArticleId[] {
  return GUIDE_ARTICLES.filter((a) => !own[a.id]).map((a) => a.id);
}

export type GuidePart = { text: string } | { label: string; key: string };

/** A text cut into plain parts and interface labels (`label` as the interface shows it now). */
export function guideParts(text: string, label: (ns: string, key: string) => string): GuidePart[] {
  const parts: GuidePart[] = [];
  let last = 0;
  for (const match of text.matchAll(UI_LABEL)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ label: label(match[1]!, match[2]!), key: `${match[1]}:${match[2]}` });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text as read, labels included: what a search compares. */
export function guidePlainText(text: string, label: (ns: string, key: string) => string): string {
  return guideParts(text, label)
    .map((p) => ('text' in p ? p.text : p.label))
    .join('');
}
