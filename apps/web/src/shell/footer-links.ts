/** The footer's external links: ministry and partner sites, and the ministry's social accounts. */
import type { TablerIcon } from '@tabler/icons-react';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTelegram,
  IconBrandYoutube,
} from '@tabler/icons-react';

export interface FooterLink {
  href: string;
  /** Key of the link's name in the `shell` namespace. */
  labelKey: string;
}

export const MINISTRY_LINKS: readonly FooterLink[] = [
  { href: 'https://adliya.uz', labelKey: 'footer.links.ministry' },
  { href: 'https://advokatlar-palatasi.uz', labelKey: 'footer.links.chamber' },
  { href: 'https://gov.uz', labelKey: 'footer.links.government' },
  { href: 'https://lex.uz', labelKey: 'footer.links.lex' },
];

export interface SocialLink {
  href: string;
  /** The network's own name, the same in every language. */
  name: string;
  icon: TablerIcon;
}

/** The ministry's official accounts. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { href: 'https://t.me/adliyauz', name: 'Telegram', icon: IconBrandTelegram },
  { href: 'https://www.facebook.com/adliyauz', name: 'Facebook', icon: IconBrandFacebook },
  { href: 'https://www.instagram.com/adliyauz', name: 'Instagram', icon: IconBrandInstagram },
  { href: 'https://www.youtube.com/@adliyauz', name: 'YouTube', icon: IconBrandYoutube },
];
