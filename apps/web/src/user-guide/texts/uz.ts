/**
 * The user guide in Uzbek Cyrillic: only what differs from the automatic transliteration of lt (as the
 * interface messages do, packages/i18n). An article missing here is lt transliterated, by design.
 */
import type { GuideTexts } from '../catalogue';

export const uz: GuideTexts = {};
