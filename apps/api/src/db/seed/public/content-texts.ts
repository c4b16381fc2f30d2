/**
 * Texts of the generated public content: news, legislation and announcements, in Uzbek Latin, Russian
 * and English (Uzbek Cyrillic is transliterated from the Latin text). `{region}` stands for a region's
 * name in the same language, always as a heading-like nominative, so no declension is needed.
 */

export interface Text3 {
  lt: string;
  ru: string;
  eng: string;
}

export interface NewsTemplate {
  title: Text3;
  summary: Text3;
  body: Text3;
}

export const NEWS_TEMPLATES: readonly NewsTemplate[] = [
  {
    title: {
      lt: '{region}: advokatlar uchun malaka oshirish seminari boʻlib oʻtdi',
      ru: '{region}: прошёл семинар повышения квалификации адвокатов',
      eng: '{region}: a continuing-training seminar for advocates took place',
    },
    summary: {
      lt: 'Seminarda jinoyat protsessidagi soʻnggi oʻzgarishlar va advokatlik amaliyoti muhokama qilindi.',
      ru: 'На семинаре обсудили последние изменения уголовного процесса и адвокатскую практику.',
      eng: 'The seminar discussed the latest changes in criminal procedure and advocacy practice.',
    },
    body: {
      lt: 'Hududiy advokatlar palatasi tashabbusi bilan oʻtkazilgan seminarda 80 dan ortiq advokat ishtirok etdi.\n\nMashgʻulotlarda jinoyat-protsessual qonunchilikdagi yangiliklar, himoyachining dalillar toʻplashdagi huquqlari va sud muhokamasida ishtirok etish amaliyoti koʻrib chiqildi.\n\nIshtirokchilarga malaka oshirganlik toʻgʻrisida sertifikatlar topshirildi.',
      ru: 'В семинаре, проведённом по инициативе региональной палаты адвокатов, приняли участие более 80 адвокатов.\n\nНа занятиях рассмотрены новеллы уголовно-процессуального законодательства, права защитника при собирании доказательств и практика участия в судебном разбирательстве.\n\nУчастникам вручены сертификаты о повышении квалификации.',
      eng: 'More than 80 advocates took part in the seminar organised by the regional chamber of advocates.\n\nThe sessions covered new criminal procedure rules, the rights of defence counsel in gathering evidence and practice in court hearings.\n\nParticipants received continuing-training certificates.',
    },
  },
  {
    title: {
      lt: '{region}: aholi uchun bepul yuridik maslahat kuni tashkil etildi',
      ru: '{region}: организован день бесплатной юридической консультации',
      eng: '{region}: a free legal advice day was held for residents',
    },
    summary: {
      lt: 'Advokatlar fuqarolarning murojaatlarini qabul qilib, ularga bepul maslahat berdi.',
      ru: 'Адвокаты приняли обращения граждан и бесплатно проконсультировали их.',
      eng: 'Advocates received residents and gave them free legal advice.',
    },
    body: {
      lt: 'Maslahat kuni davomida advokatlar mahallalarda fuqarolarni qabul qildi.\n\nMurojaatlar asosan oila, mehnat va uy-joy munosabatlariga oid boʻldi. Nogironligi boʻlgan shaxslar va kam taʼminlangan oilalarga alohida eʼtibor qaratildi.\n\nBunday tadbirlar har oy oʻtkazilishi rejalashtirilgan.',
      ru: 'В течение дня адвокаты принимали граждан в махаллях.\n\nОбращения касались главным образом семейных, трудовых и жилищных отношений. Особое внимание уделено лицам с инвалидностью и малообеспеченным семьям.\n\nТакие мероприятия планируется проводить ежемесячно.',
      eng: 'During the day advocates received residents in the mahallas.\n\nMost questions concerned family, employment and housing matters. Particular attention was paid to persons with disabilities and low-income families.\n\nSuch events are planned every month.',
    },
  },
  {
    title: {
      lt: '{region}: davlat hisobidan yuridik yordam koʻrsatish natijalari sarhisob qilindi',
      ru: '{region}: подведены итоги оказания юридической помощи за счёт государства',
      eng: '{region}: results of state-funded legal aid were reviewed',
    },
    summary: {
      lt: 'Navbatchi advokatlar tergov va sud jarayonlarida himoyani taʼminladi.',
      ru: 'Дежурные адвокаты обеспечили защиту на следствии и в суде.',
      eng: 'Advocates on duty provided defence at investigation and trial.',
    },
    body: {
      lt: 'Yigʻilishda navbatchilik jadvalining bajarilishi va advokatlarning soʻrovlarga oʻz vaqtida javob berishi tahlil qilindi.\n\nSoʻrovlarning aksariyati 30 daqiqa ichida qabul qilingani qayd etildi.\n\nKeyingi chorak uchun navbatchilik jadvali tasdiqlandi.',
      ru: 'На собрании проанализировано исполнение графика дежурств и своевременность ответа адвокатов на запросы.\n\nОтмечено, что большинство запросов принято в течение 30 минут.\n\nУтверждён график дежурств на следующий квартал.',
      eng: 'The meeting reviewed how the duty schedule was kept and how quickly advocates answered requests.\n\nMost requests were accepted within 30 minutes.\n\nThe duty schedule for the next quarter was approved.',
    },
  },
  {
    title: {
      lt: '{region}: yosh advokatlar bilan uchrashuv oʻtkazildi',
      ru: '{region}: состоялась встреча с молодыми адвокатами',
      eng: '{region}: a meeting with young advocates was held',
    },
    summary: {
      lt: 'Tajribali advokatlar yosh hamkasblariga kasbiy maslahatlar berdi.',
      ru: 'Опытные адвокаты поделились профессиональными советами с молодыми коллегами.',
      eng: 'Experienced advocates shared professional advice with young colleagues.',
    },
    body: {
      lt: 'Uchrashuvda advokatlik kasbining odob-axloq qoidalari va mijoz bilan ishlash masalalari muhokama qilindi.\n\nStajyorlar murabbiylik dasturi haqida maʼlumot oldi.\n\nTadbir yakunida savol-javob boʻlib oʻtdi.',
      ru: 'На встрече обсуждены правила профессиональной этики и работа с доверителем.\n\nСтажёры получили сведения о программе наставничества.\n\nМероприятие завершилось ответами на вопросы.',
      eng: 'The meeting discussed professional ethics and work with clients.\n\nInterns learned about the mentoring programme.\n\nThe event ended with questions and answers.',
    },
  },
  {
    title: {
      lt: '{region}: advokatlik tuzilmalari faoliyati oʻrganildi',
      ru: '{region}: изучена деятельность адвокатских формирований',
      eng: '{region}: the work of advocacy structures was reviewed',
    },
    summary: {
      lt: 'Oʻrganish natijalari boʻyicha tavsiyalar ishlab chiqildi.',
      ru: 'По итогам изучения выработаны рекомендации.',
      eng: 'Recommendations were drawn up from the review.',
    },
    body: {
      lt: 'Hududiy adliya boshqarmasi va advokatlar palatasi vakillari advokatlik tuzilmalarining hisobotlarini koʻrib chiqdi.\n\nOrderlarni rasmiylashtirish va elektron hujjat aylanishiga oʻtish holati tahlil qilindi.\n\nTuzilmalarga uslubiy yordam koʻrsatildi.',
      ru: 'Представители территориального управления юстиции и палаты адвокатов рассмотрели отчёты адвокатских формирований.\n\nПроанализировано оформление ордеров и переход на электронный документооборот.\n\nФормированиям оказана методическая помощь.',
      eng: 'Representatives of the regional justice department and the chamber reviewed the reports of advocacy structures.\n\nThe issuing of orders and the move to electronic documents were analysed.\n\nThe structures received methodological support.',
    },
  },
  {
    title: {
      lt: '{region}: elektron orderlar tizimi boʻyicha oʻquv mashgʻuloti',
      ru: '{region}: обучение работе с системой электронных ордеров',
      eng: '{region}: training on the electronic order system',
    },
    summary: {
      lt: 'Advokatlar orderlarni elektron raqamli imzo bilan rasmiylashtirishni oʻrgandi.',
      ru: 'Адвокаты освоили оформление ордеров с электронной цифровой подписью.',
      eng: 'Advocates learned to issue orders with an electronic digital signature.',
    },
    body: {
      lt: 'Oʻquv mashgʻulotida portal orqali order yaratish, uni imzolash va bekor qilish tartibi namoyish etildi.\n\nIshtirokchilar amaliy topshiriqlarni bajardi.\n\nSavollar uchun palataning yordam xizmati ishlab turibdi.',
      ru: 'На обучении показаны создание ордера через портал, его подписание и отмена.\n\nУчастники выполнили практические задания.\n\nПо вопросам работает служба поддержки палаты.',
      eng: 'The training showed how to create, sign and cancel an order on the portal.\n\nParticipants completed practical exercises.\n\nThe chamber’s help desk answers further questions.',
    },
  },
  {
    title: {
      lt: '{region}: huquqiy targʻibot tadbiri maktablarda davom etmoqda',
      ru: '{region}: в школах продолжаются правовые просветительские мероприятия',
      eng: '{region}: legal awareness events continue in schools',
    },
    summary: {
      lt: 'Advokatlar oʻquvchilarga ularning huquqlari haqida soʻzlab berdi.',
      ru: 'Адвокаты рассказали школьникам об их правах.',
      eng: 'Advocates told pupils about their rights.',
    },
    body: {
      lt: 'Tadbirlar doirasida advokatlar umumtaʼlim maktablarida uchrashuvlar oʻtkazmoqda.\n\nOʻquvchilarga huquqbuzarliklarning oldini olish va yordam soʻrab murojaat qilish yoʻllari tushuntirildi.\n\nTadbirlar oʻquv yili davomida davom etadi.',
      ru: 'В рамках мероприятий адвокаты проводят встречи в общеобразовательных школах.\n\nШкольникам разъяснены способы профилактики правонарушений и обращения за помощью.\n\nМероприятия продлятся весь учебный год.',
      eng: 'Advocates are holding meetings in secondary schools.\n\nPupils learned how offences are prevented and where to ask for help.\n\nThe events continue throughout the school year.',
    },
  },
  {
    title: {
      lt: '{region}: advokatlar palatasi yangi binoga koʻchdi',
      ru: '{region}: палата адвокатов переехала в новое здание',
      eng: '{region}: the chamber of advocates moved to a new building',
    },
    summary: {
      lt: 'Yangi binoda fuqarolarni qabul qilish uchun qulay sharoit yaratildi.',
      ru: 'В новом здании созданы удобные условия для приёма граждан.',
      eng: 'The new building offers better conditions for receiving citizens.',
    },
    body: {
      lt: 'Binoda qabul zali, maslahat xonalari va nogironligi boʻlgan shaxslar uchun moslashtirilgan kirish yoʻli mavjud.\n\nQabul vaqti: dushanbadan jumagacha, 9:00 dan 18:00 gacha.\n\nManzil va telefon raqamlari portalning tuzilmalar boʻlimida keltirilgan.',
      ru: 'В здании есть зал приёма, кабинеты для консультаций и доступный вход для лиц с инвалидностью.\n\nПриём: с понедельника по пятницу, с 9:00 до 18:00.\n\nАдрес и телефоны указаны в разделе формирований портала.',
      eng: 'The building has a reception hall, consultation rooms and an accessible entrance.\n\nReception hours: Monday to Friday, 9:00 to 18:00.\n\nThe address and phone numbers are in the structures section of the portal.',
    },
  },
  {
    title: {
      lt: '{region}: advokatlik malaka imtihoni natijalari eʼlon qilindi',
      ru: '{region}: объявлены результаты квалификационного экзамена адвокатов',
      eng: '{region}: results of the bar qualification exam were announced',
    },
    summary: {
      lt: 'Imtihondan muvaffaqiyatli oʻtganlar advokat guvohnomasini olish uchun hujjat topshirishi mumkin.',
      ru: 'Успешно сдавшие экзамен могут подать документы на получение удостоверения адвоката.',
      eng: 'Those who passed may now apply for the advocate’s certificate.',
    },
    body: {
      lt: 'Imtihon test va ogʻzaki suhbat shaklida oʻtkazildi.\n\nNatijalar bilan shaxsiy kabinet orqali tanishish mumkin.\n\nKeyingi imtihon sanasi alohida eʼlon qilinadi.',
      ru: 'Экзамен прошёл в форме теста и устного собеседования.\n\nС результатами можно ознакомиться в личном кабинете.\n\nДата следующего экзамена будет объявлена отдельно.',
      eng: 'The exam consisted of a test and an oral interview.\n\nResults are available in the personal cabinet.\n\nThe date of the next exam will be announced separately.',
    },
  },
  {
    title: {
      lt: '{region}: advokatlar va tergov organlari hamkorligi muhokama qilindi',
      ru: '{region}: обсуждено взаимодействие адвокатов и следственных органов',
      eng: '{region}: cooperation between advocates and investigators was discussed',
    },
    summary: {
      lt: 'Davra suhbatida himoya huquqini taʼminlash masalalari koʻrib chiqildi.',
      ru: 'На круглом столе рассмотрены вопросы обеспечения права на защиту.',
      eng: 'A round table considered how the right to defence is secured.',
    },
    body: {
      lt: 'Davra suhbatida tergovchilar, prokurorlar va advokatlar ishtirok etdi.\n\nAdvokatni ishga jalb qilish soʻrovlarini elektron shaklda yuborish tartibi muhokama qilindi.\n\nTaraflar oʻzaro hamkorlikni kuchaytirishga kelishib oldi.',
      ru: 'В круглом столе участвовали следователи, прокуроры и адвокаты.\n\nОбсуждён порядок направления запросов о привлечении адвоката в электронной форме.\n\nСтороны договорились укреплять взаимодействие.',
      eng: 'Investigators, prosecutors and advocates took part in the round table.\n\nThey discussed sending requests for a lawyer electronically.\n\nThe parties agreed to strengthen their cooperation.',
    },
  },
];

export interface LegislationTopic {
  kind:
    'CODE' | 'LAW' | 'PRESIDENT_DECREE' | 'PRESIDENT_RESOLUTION' | 'CABINET_RESOLUTION' | 'MINISTRY_ORDER';
  year: number;
  title: Text3;
}

export const LEGISLATION_TOPICS: readonly LegislationTopic[] = [
  {
    kind: 'LAW',
    year: 1996,
    title: { lt: 'Advokatura toʻgʻrisida', ru: 'Об адвокатуре', eng: 'On the Bar' },
  },
  {
    kind: 'LAW',
    year: 1998,
    title: {
      lt: 'Advokatlik faoliyatining kafolatlari va advokatlarni ijtimoiy himoya qilish toʻgʻrisida',
      ru: 'О гарантиях адвокатской деятельности и социальной защите адвокатов',
      eng: 'On guarantees of advocacy and social protection of advocates',
    },
  },
  {
    kind: 'CABINET_RESOLUTION',
    year: 2019,
    title: {
      lt: 'Davlat hisobidan yuridik yordam koʻrsatish tartibi toʻgʻrisida',
      ru: 'О порядке оказания юридической помощи за счёт государства',
      eng: 'On the procedure for state-funded legal aid',
    },
  },
  {
    kind: 'MINISTRY_ORDER',
    year: 2008,
    title: {
      lt: 'Advokatlar palatasi toʻgʻrisidagi nizomni tasdiqlash haqida',
      ru: 'Об утверждении Положения о Палате адвокатов',
      eng: 'On approving the Regulation on the Chamber of Advocates',
    },
  },
  {
    kind: 'CABINET_RESOLUTION',
    year: 2009,
    title: {
      lt: 'Advokatlik faoliyatini litsenziyalash tartibi toʻgʻrisida',
      ru: 'О порядке лицензирования адвокатской деятельности',
      eng: 'On licensing advocacy',
    },
  },
  {
    kind: 'MINISTRY_ORDER',
    year: 2013,
    title: {
      lt: 'Advokatlik malaka imtihonini oʻtkazish tartibi toʻgʻrisida',
      ru: 'О порядке проведения квалификационного экзамена адвокатов',
      eng: 'On the bar qualification examination',
    },
  },
  {
    kind: 'MINISTRY_ORDER',
    year: 2014,
    title: {
      lt: 'Advokatlarning kasbiy odob-axloq qoidalarini tasdiqlash haqida',
      ru: 'Об утверждении Правил профессиональной этики адвокатов',
      eng: 'On approving the Code of Professional Ethics of Advocates',
    },
  },
  {
    kind: 'PRESIDENT_RESOLUTION',
    year: 2018,
    title: {
      lt: 'Advokatlar malakasini oshirish tizimini takomillashtirish chora-tadbirlari toʻgʻrisida',
      ru: 'О мерах по совершенствованию системы повышения квалификации адвокатов',
      eng: 'On measures to improve advocates’ continuing training',
    },
  },
  {
    kind: 'PRESIDENT_DECREE',
    year: 2018,
    title: {
      lt: 'Advokatura institutini yanada rivojlantirish chora-tadbirlari toʻgʻrisida',
      ru: 'О мерах по дальнейшему развитию института адвокатуры',
      eng: 'On measures to further develop the institution of the Bar',
    },
  },
  {
    kind: 'CABINET_RESOLUTION',
    year: 2021,
    title: {
      lt: 'Nogironligi boʻlgan shaxslarga bepul yuridik yordam koʻrsatish toʻgʻrisida',
      ru: 'Об оказании бесплатной юридической помощи лицам с инвалидностью',
      eng: 'On free legal aid to persons with disabilities',
    },
  },
  {
    kind: 'LAW',
    year: 2004,
    title: {
      lt: 'Elektron hujjat aylanishi toʻgʻrisida',
      ru: 'Об электронном документообороте',
      eng: 'On electronic document management',
    },
  },
  {
    kind: 'LAW',
    year: 2022,
    title: {
      lt: 'Elektron raqamli imzo toʻgʻrisida',
      ru: 'Об электронной цифровой подписи',
      eng: 'On electronic digital signature',
    },
  },
  {
    kind: 'LAW',
    year: 2019,
    title: {
      lt: 'Shaxsga doir maʼlumotlar toʻgʻrisida',
      ru: 'О персональных данных',
      eng: 'On personal data',
    },
  },
  {
    kind: 'LAW',
    year: 2017,
    title: {
      lt: 'Jismoniy va yuridik shaxslarning murojaatlari toʻgʻrisida',
      ru: 'Об обращениях физических и юридических лиц',
      eng: 'On appeals of individuals and legal entities',
    },
  },
  {
    kind: 'MINISTRY_ORDER',
    year: 2020,
    title: {
      lt: 'Advokatlik tuzilmalarining hisobot shakllarini tasdiqlash haqida',
      ru: 'Об утверждении форм отчётности адвокатских формирований',
      eng: 'On approving the reporting forms of advocacy structures',
    },
  },
  {
    kind: 'MINISTRY_ORDER',
    year: 2020,
    title: {
      lt: 'Advokatlik orderi shaklini va uni berish tartibini tasdiqlash haqida',
      ru: 'Об утверждении формы адвокатского ордера и порядка его выдачи',
      eng: 'On approving the form of the advocate’s order and its issue',
    },
  },
  {
    kind: 'CABINET_RESOLUTION',
    year: 2020,
    title: {
      lt: 'Advokatlar navbatchiligini tashkil etish tartibi toʻgʻrisida',
      ru: 'О порядке организации дежурства адвокатов',
      eng: 'On organising advocates’ duty',
    },
  },
  {
    kind: 'MINISTRY_ORDER',
    year: 2019,
    title: {
      lt: 'Advokat stajyorlari toʻgʻrisidagi nizomni tasdiqlash haqida',
      ru: 'Об утверждении Положения о стажёрах адвокатов',
      eng: 'On approving the Regulation on advocate interns',
    },
  },
  {
    kind: 'PRESIDENT_DECREE',
    year: 2016,
    title: {
      lt: 'Sud-huquq tizimini isloh qilish chora-tadbirlari toʻgʻrisida',
      ru: 'О мерах по реформированию судебно-правовой системы',
      eng: 'On measures to reform the judicial and legal system',
    },
  },
  {
    kind: 'CABINET_RESOLUTION',
    year: 2022,
    title: {
      lt: 'Davlat hisobidan yuridik yordam uchun toʻlov miqdorlarini belgilash haqida',
      ru: 'Об установлении размеров оплаты юридической помощи за счёт государства',
      eng: 'On setting the fees of state-funded legal aid',
    },
  },
];

/** How an amendment of a topic is titled. */
export const AMENDMENT: Text3 = {
  lt: '«{title}» hujjatiga oʻzgartish va qoʻshimchalar kiritish haqida',
  ru: 'О внесении изменений и дополнений в документ «{title}»',
  eng: 'On amending “{title}”',
};

export const POSTS: readonly { title: Text3; body: Text3 }[] = [
  {
    title: {
      lt: 'Yarim yillik hisobotlarni topshirish muddati',
      ru: 'Срок сдачи полугодовых отчётов',
      eng: 'Deadline for half-year reports',
    },
    body: {
      lt: 'Advokatlik tuzilmalari rahbarlari birinchi yarim yillik hisobotlarni 10-iyulgacha, ikkinchi yarim yillik hisobotlarni 10-yanvargacha portal orqali topshiradi.',
      ru: 'Руководители адвокатских формирований сдают отчёт за первое полугодие до 10 июля, за второе — до 10 января через портал.',
      eng: 'Directors of advocacy structures file the first half-year report by 10 July and the second by 10 January, on the portal.',
    },
  },
  {
    title: {
      lt: 'Elektron raqamli imzo kalitlarini yangilash',
      ru: 'Обновление ключей электронной цифровой подписи',
      eng: 'Renewing e-signature keys',
    },
    body: {
      lt: 'Amal qilish muddati tugayotgan kalitlarni oldindan yangilang: muddati oʻtgan kalit bilan order va hisobotlarni imzolab boʻlmaydi.',
      ru: 'Заранее обновите ключи с истекающим сроком: ордера и отчёты нельзя подписать просроченным ключом.',
      eng: 'Renew keys that are about to expire: orders and reports cannot be signed with an expired key.',
    },
  },
  {
    title: {
      lt: 'Navbatchilik jadvaliga oʻzgartirishlar',
      ru: 'Изменения в графике дежурств',
      eng: 'Changes to the duty schedule',
    },
    body: {
      lt: 'Hududiy palatalar navbatchilik jadvalidagi oʻzgarishlarni kamida uch kun oldin eʼlon qiladi. Jadvalni “Navbatchilik” boʻlimida koʻring.',
      ru: 'Региональные палаты объявляют изменения графика дежурств не позднее чем за три дня. График — в разделе «Дежурства».',
      eng: 'Regional chambers announce changes to the duty schedule at least three days ahead. See the Duty schedule section.',
    },
  },
  {
    title: {
      lt: 'Malaka oshirish kurslariga yozilish boshlandi',
      ru: 'Открыта запись на курсы повышения квалификации',
      eng: 'Enrolment for continuing-training courses is open',
    },
    body: {
      lt: 'Advokatlar shaxsiy kabinet orqali keyingi chorak kurslariga yozilishi mumkin. Oʻrinlar soni cheklangan.',
      ru: 'Адвокаты могут записаться на курсы следующего квартала через личный кабинет. Количество мест ограничено.',
      eng: 'Advocates can enrol for next quarter’s courses in the personal cabinet. Places are limited.',
    },
  },
  {
    title: {
      lt: 'Portalda texnik ishlar',
      ru: 'Технические работы на портале',
      eng: 'Maintenance of the portal',
    },
    body: {
      lt: 'Shanba kuni soat 23:00 dan 01:00 gacha portalda texnik ishlar olib boriladi. Bu vaqtda shaxsiy kabinet ishlamasligi mumkin.',
      ru: 'В субботу с 23:00 до 01:00 на портале проводятся технические работы. В это время личный кабинет может быть недоступен.',
      eng: 'On Saturday from 23:00 to 01:00 the portal is under maintenance; the personal cabinet may be unavailable.',
    },
  },
  {
    title: {
      lt: 'Stajyorlik eʼlonlarini joylashtirish tartibi',
      ru: 'Порядок размещения объявлений о стажировке',
      eng: 'Posting internship announcements',
    },
    body: {
      lt: 'Tuzilma rahbarlari stajyorlik oʻrinlari haqidagi eʼlonlarni shaxsiy kabinetning “Eʼlonlar” boʻlimida joylashtiradi.',
      ru: 'Руководители формирований размещают объявления о местах стажировки в разделе «Объявления» личного кабинета.',
      eng: 'Directors post internship places in the Announcements section of the personal cabinet.',
    },
  },
  {
    title: {
      lt: 'Hujjatlarni tekshirish xizmati',
      ru: 'Сервис проверки документов',
      eng: 'Document check service',
    },
    body: {
      lt: 'Portal bergan har bir hujjatni QR-kod yoki identifikator orqali “Hujjatni tekshirish” sahifasida tekshirish mumkin.',
      ru: 'Любой выданный порталом документ можно проверить по QR-коду или идентификатору на странице «Проверка документа».',
      eng: 'Every document the portal issues can be checked by its QR code or id on the Document check page.',
    },
  },
  {
    title: {
      lt: 'Fuqarolarni qabul qilish jadvali',
      ru: 'График приёма граждан',
      eng: 'Reception hours for citizens',
    },
    body: {
      lt: 'Advokatlar palatasida fuqarolar dushanbadan jumagacha soat 9:00 dan 18:00 gacha qabul qilinadi.',
      ru: 'Палата адвокатов принимает граждан с понедельника по пятницу с 9:00 до 18:00.',
      eng: 'The Chamber of Advocates receives citizens Monday to Friday, 9:00 to 18:00.',
    },
  },
];
