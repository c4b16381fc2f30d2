import type { SiteInfoRow } from './types';

/** Announcements of the marquee, newest first by createdAt (UTC; the hours are Tashkent working hours, UTC+5). */
export const SITE_INFO: readonly SiteInfoRow[] = [
  {
    id: 1,
    link: '/duty-table',
    createdAt: '2026-11-20T04:00:00.000Z',
    names: {
      lt: 'Dekabr oyi uchun advokatlar navbatchiligi jadvali eʼlon qilindi',
      ru: 'Опубликован график дежурств адвокатов на декабрь',
      eng: 'The advocates’ duty schedule for December has been published',
    },
  },
  {
    id: 2,
    link: 'https://adliya.uz',
    createdAt: '2026-11-10T05:30:00.000Z',
    names: {
      lt: 'Davlat hisobidan yuridik yordam koʻrsatishning yangi tartibi kuchga kirdi',
      ru: 'Вступил в силу новый порядок оказания юридической помощи за счёт государства',
      eng: 'New rules for state-funded legal aid have entered into force',
    },
  },
  {
    id: 3,
    link: null,
    createdAt: '2026-10-28T10:00:00.000Z',
    names: {
      lt: 'Elektron raqamli imzo dasturining 3.41 versiyasi chiqdi',
      ru: 'Доступна версия 3.41 программы электронной цифровой подписи',
      eng: 'Version 3.41 of the e-signature client is available',
    },
  },
  {
    id: 4,
    link: null,
    createdAt: '2026-09-15T04:00:00.000Z',
    names: {
      lt: 'Advokatlar palatasida fuqarolarni qabul qilish vaqti: dushanba–juma, 9:00–18:00',
      ru: 'Приём граждан в Палате адвокатов: понедельник–пятница, 9:00–18:00',
      eng: 'Reception hours of the Chamber of Advocates: Monday to Friday, 9:00–18:00',
    },
  },
  {
    id: 5,
    link: '/news',
    createdAt: '2026-08-03T06:00:00.000Z',
    names: {
      lt: 'Advokatlik malaka imtihoniga roʻyxatdan oʻtish boshlandi',
      ru: 'Началась регистрация на квалификационный экзамен для получения статуса адвоката',
      eng: 'Registration for the bar qualification exam has opened',
    },
  },
  {
    id: 6,
    link: null,
    createdAt: '2026-06-22T05:00:00.000Z',
    names: {
      lt: 'Advokatlik tuzilmalari birinchi yarim yil hisobotlarini 10-iyulgacha topshiradi',
      ru: 'Отчёты адвокатских формирований за первое полугодие сдаются до 10 июля',
      eng: 'Advocacy structures submit their first half-year reports by 10 July',
    },
  },
];
