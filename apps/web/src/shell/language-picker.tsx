/** The language picker of the header: a light trigger; the menu itself (language-menu.tsx) loads on first use. */
import { deferredMenu } from './deferred-menu';
import { LanguageTrigger } from './header-triggers';

export const LanguagePicker = deferredMenu(() => import('./language-menu'), LanguageTrigger);
