/** The user guide in Uzbek Latin, the default language: every article (catalogue.ts explains the format). */
import type { ArticleId, ArticleText } from '../catalogue';

export const lt: Record<ArticleId, ArticleText> = {
  home: {
    title: 'Bosh sahifa: sizni nima kutmoqda',
    summary:
      'Kabinet bosh sahifada ochiladi: sizni kutayotgan ishlar, yaqin sanalar va eng koʻp bajaradigan amallaringiz.',
    steps: [
      'Kabinetga kirganingizda yoki chapdagi [[cabinet:sidebar.home]] bandini bosganingizda bosh sahifa ochiladi.',
      '[[cabinet:home.pending]] boʻlimida har bir ish soni bilan koʻrsatiladi; uni bossangiz, aynan shu yozuvlar saralangan roʻyxat ochiladi.',
      '[[cabinet:home.nextDates]] muddati bor ishlarni eng yaqinidan boshlab koʻrsatadi.',
      '[[cabinet:home.actions]] tugmalari rolingiz eng koʻp bajaradigan ishlarni bir bosishda ochadi.',
    ],
    alts: [
      'Kompyuterdagi bosh sahifa: sizni kutayotgan ishlar, yaqin sanalar va asosiy amallar',
      'Telefondagi bosh sahifa: xuddi shu boʻlimlar bir ustunda',
    ],
  },
  profile: {
    title: 'Profil, til va koʻrinish',
    summary: 'Kim sifatida kirganingizni koʻring, til va rang mavzusini almashtiring, tizimdan chiqing.',
    steps: [
      'Kirganingizdan soʻng kabinet profilingizda ochiladi: ism, rol va aloqa maʼlumotlari; advokat guvohnoma, litsenziyalar va tuzilmani ham koʻradi.',
      'Chapdagi kabinet boʻlimlari faqat rolingiz bajara oladigan ishlarni koʻrsatadi. Telefonda ular yuqori oʻng burchakdagi menyuda, portal sahifalari bilan birga.',
      'Yuqoridagi til tanlagichi butun portalni birdaniga almashtiradi va tanlovingizni eslab qoladi.',
      'Yuqoridagi koʻz tugmasi rang mavzusini almashtiradi: odatiy yoki ikki yuqori kontrastli mavzudan biri.',
      'Ishingiz tugagach, yuqori oʻng burchakdagi foydalanuvchi menyusidan chiqing.',
    ],
    alts: ['Profil sahifasi: ism, rol, aloqa maʼlumotlari, advokatning guvohnomasi va litsenziyalari'],
  },
  notifications: {
    title: 'Bildirishnomalarni oʻqish',
    summary: 'Portal soʻrovlaringiz, orderlaringiz, hisobotlaringizning har bir qadami haqida xabar beradi.',
    steps: [
      '[[notifications:title]] sahifasini sahifa tepasidagi qoʻngʻiroqcha orqali oching.',
      'Oʻqilmagan bildirishnomalar belgilangan; [[notifications:markAllRead]] hammasini oʻqilgan qiladi.',
      '[[notifications:open]] bildirishnoma tegishli boʻlgan soʻrov, order yoki hisobotga olib boradi.',
    ],
    alts: ['Bildirishnomalar sahifasi: yorliqlar va bildirishnomalar roʻyxati'],
  },
  calendar: {
    title: 'Taqvimingiz va unga obuna',
    summary:
      'Sanasi bor ishlaringiz bir oy, hafta yoki kunda: kelishlar, sud majlislari, ekspertiza va hisobot muddatlari, suhbatlar, qabullar va navbatchilik kunlari.',
    steps: [
      'Kabinet boʻlimlaridan [[cabinet:sidebar.calendar]] ni oching.',
      '[[calendar:view.month]], [[calendar:view.week]] yoki [[calendar:view.day]] ni tanlang; strelkalar oldingi yoki keyingi davrga oʻtkazadi, [[calendar:today]] bugungi kunga qaytaradi.',
      'Yozuvni bosing: uning kartochkasi ochiladi — soʻrov, hisobot, qabulga yozilish yoki navbatchilik jadvali.',
      'Yozuvlarni telefon taqvimida koʻrish uchun [[calendar:feed.create]] tugmasini bosing va manzilni darhol nusxalang: u faqat bir marta koʻrsatiladi. Uni taqvim ilovasida manzil boʻyicha obuna sifatida qoʻshing.',
      'Manzil begonalarga tushib qolsa yoki endi kerak boʻlmasa, [[calendar:feed.revoke]] tugmasini bosing: obuna boʻlgan taqvimlar yozuvlaringizni olmay qoʻyadi. Yangi manzil eskisining oʻrnini egallaydi.',
    ],
    alts: ['Taqvimning oyi: har bir kundagi ishlar soni, pastda tanlangan kunning ishlari'],
  },
  reception: {
    title: 'Qabulga yozilish',
    summary:
      'Advokatlar palatasi yoki Adliya vazirligi qabuliga yoziling va rejangiz oʻzgarsa, yozilishni bekor qiling.',
    steps: [
      '[[cabinet:sidebar.reception]] boʻlimini oching.',
      '[[reception:bookTitle]] blokida kim qabul qilishini va kunni tanlang: kunning boʻsh vaqtlari 30 kun oldinga qadar koʻrsatiladi.',
      'Vaqtni tanlang, tashrif mavzusini va SMS olish uchun telefoningizni yozing, soʻng [[reception:book]] tugmasini bosing. Tasdiq bildirishnomalarga va SMS orqali keladi, bir kun oldin esa eslatma.',
      'Yozilishlaringiz [[reception:mine]] blokida. [[reception:cancel]] vaqtni boshqalar uchun boʻshatadi; qabul vaqtidan kamida 2 soat oldin bekor qilish mumkin.',
    ],
    alts: ['Qabulga yozilish sahifasi: kim qabul qiladi, kun, boʻsh vaqtlar va yozilishlaringiz'],
  },
  'reception-desk': {
    title: 'Qabul vaqtlari va kunning tashrif buyuruvchilari',
    summary: 'Palata yoki vazirlik qabul vaqtlarini eʼlon qiladi va qabul kuni kim kelganini belgilaydi.',
    steps: [
      '[[cabinet:sidebar.receptionDesk]] boʻlimini oching.',
      '[[reception:desk.addHours]] tugmasini bosing: kim qabul qiladi, qayerda, qaysi kunlari, soat nechadan nechagacha, bitta tashrif davomiyligi va dam olish kunlari. Fuqarolar va advokatlar shu vaqtlarga yoziladi.',
      '[[reception:desk.dayList]] — kunning tashrif buyuruvchilari vaqt boʻyicha, mavzusi va telefoni bilan.',
      'Tashrif kuni har bir tashrif buyuruvchini [[reception:desk.came]] yoki [[reception:desk.noShow]] deb belgilang; belgi oʻzgarmaydi.',
    ],
    alts: ['Fuqarolar qabuli: eʼlon qilingan qabul vaqtlari va kunning tashrif buyuruvchilari'],
  },
  'query-log': {
    title: 'Maʼlumotlaringizni kim koʻrdi',
    summary:
      'Soʻrovlar jurnalida kirishlaringiz, sizning nomingizdan kirishga urinishlar va siz oʻqigan shaxsiy maʼlumotlar bor.',
    steps: [
      'Kabinet boʻlimlaridan [[cabinet:sidebar.queryLog]] ni oching.',
      'Jurnalni amal, natija va sanalar boʻyicha toraytiring va qidiruvni bosing.',
      'Siz qilmagan rad etilgan kirish urinishini palataga yoki administratorga xabar qiling.',
    ],
    alts: ['Soʻrovlar jurnali: har bir yozuvning vaqti, amali, kanali va natijasi'],
  },
  'accept-request': {
    title: 'Davlat hisobidan advokat soʻrovini qabul qilish',
    summary: 'Tergovchi yoki sud advokat soʻraydi; qurʼa soʻrovni sizga yuboradi.',
    steps: [
      '[[notifications:title]] sahifasida [[notifications:tabs.requests]] yorligʻini oching.',
      'Soʻrovni oching: ish, himoya qilinadigan shaxs va tergovchi koʻrsatilgan.',
      '[[legal-aid-screens:actions.accept]] tugmasini bosing. Portal shu ish boʻyicha siz uchun order loyihasini tayyorlaydi.',
      'Ishni ola olmasangiz, qabul qilmang: muddat tugagach soʻrov yana qurʼaga qaytadi.',
    ],
    alts: ['Bildirishnomalar sahifasi, davlat hisobidan yuridik yordam soʻrovlari yorligʻi'],
  },
  'create-order': {
    title: 'Order berish',
    summary:
      'Order ish boʻyicha vakolatingizdir; u elektron shaklda beriladi yoki qogʻozda roʻyxatga olinadi.',
    steps: [
      '[[cabinet:sidebar.orders]] boʻlimini oching.',
      '[[orders:list.newElectronic]] ni, qogʻoz daftarchadagi order uchun esa [[orders:list.newPaper]] ni bosing.',
      'Qadamlarni toʻldiring: asos, himoya qilinadigan shaxs, yuridik yordam turi; loyiha yoʻl-yoʻlakay saqlanadi.',
      'Loyihani ochib [[orders:actions.sign]] ni bosing: elektron imzo kalitingiz bilan imzolanadi va order raqam oladi.',
      'Portal order bera olmasligingizni aytsa, rahbaringiz yoki palata sizga order berish ruxsatini berishi kerak.',
    ],
    alts: ['Orderlar roʻyxati, yangi elektron va qogʻoz order tugmalari bilan'],
  },
  'fill-checklist': {
    title: 'Bajarilgan ish haqida hisobot: nazorat varaqasi',
    summary: 'Davlat hisobidagi ishdan soʻng ishlagan kunlaringizni kiritasiz; haq stavkalardan hisoblanadi.',
    steps: [
      '[[notifications:title]] sahifasining [[notifications:tabs.requests]] yorligʻida soʻrovni oching.',
      '[[legal-aid-screens:actions.createChecklist]] ni bosing.',
      'Qatnashish sanasini, har bir qatnashgan kuningiz va instansiyani, yoʻl xarajatlarini kiriting.',
      '[[legal-aid-screens:checklist.save]] ni bosing; portal haqni satrma-satr koʻrsatadi.',
      '[[legal-aid-screens:checklist.sign]], soʻng [[legal-aid-screens:checklist.send]] ni bosing. Tergovchi uni kelishadi yoki sababini yozib qaytaradi, siz tuzatasiz.',
    ],
    alts: ['Soʻrovlar va ularning nazorat varaqalari ochiladigan bildirishnomalar sahifasi'],
  },
  'certificate-replacement': {
    title: 'Guvohnomani almashtirishni soʻrash',
    summary: 'Yangi guvohnoma eskisining oʻrnini egallaydi; soʻrovni hududingiz palatasi hal qiladi.',
    steps: [
      '[[cabinet:sidebar.requests]] boʻlimini oching.',
      '[[request-screens:form.title.add-certificate]] tugmasini bosing.',
      'Sababni yozing va guvohnomani qanday olishni tanlang: oʻzingiz olib ketasiz yoki pochta orqali.',
      '[[request-screens:form.send]] ni yoki keyinroq tugatish uchun [[request-screens:form.saveDraft]] ni bosing.',
      'Roʻyxatda soʻrov va uning holati koʻrinadi; palata bekor qilsa, sababini koʻrasiz va qayta yuborishingiz mumkin.',
    ],
    alts: ['Palataga soʻrovlarim, har bir soʻrov turi uchun tugma bilan'],
  },
  'pay-fee': {
    title: 'Soʻrov yigʻimini toʻlash',
    summary: 'Guvohnoma yoki litsenziyani almashtirish palata soʻrovni qabul qilgandan keyin toʻlanadi.',
    steps: [
      '[[cabinet:sidebar.requests]] boʻlimida qabul qilingan soʻrovni oching.',
      'Sahifada yigʻim miqdori koʻrsatilgan. Toʻlash tugmasini bosing: toʻlov xizmati sahifasi ochiladi; u yerda toʻlang va soʻrovga qaytasiz.',
      'Toʻlangach, [[request-screens:view.receipt]] kvitansiyani shu sahifadan yuklab beradi.',
    ],
    alts: ['Palataga soʻrovlarim: yigʻimni toʻlash uchun soʻrovni oching'],
  },
  'answer-appeal': {
    title: 'Bepul yordam murojaatini olish',
    summary:
      'Nogironligi boʻlgan shaxslar bepul yordam soʻraydi; murojaatni birinchi qabul qilgan advokat oladi.',
    steps: [
      '[[cabinet:sidebar.appealsList]] ni oching: hududingiz advokatlariga yuborilgan murojaatlar.',
      'Qanday yordam soʻralganini oʻqish uchun murojaatni oching.',
      '[[appeals:view.accept]] ni bosing; shaxs murojaatni kim olganini koʻradi.',
      'Ish tugagach, natijani [[appeals:view.completeTitle]] oynasida yozing.',
    ],
    alts: ['Advokatlarga murojaatlar: hudud murojaatlari roʻyxati'],
  },
  'training-certificate': {
    title: 'Malaka oshirish sertifikatini qoʻshish',
    summary: 'Har yil tasdiqlangan oʻquv soatlari talab qilingan soatlar bilan solishtiriladi.',
    steps: [
      '[[cabinet:sidebar.trainingCertificate]] boʻlimini oching.',
      '[[lawyer-record:training.addTitle]] qismida kurs, tashkilotchi, sanalar va soatlarni kiriting, skanerni biriktiring.',
      '[[lawyer-record:training.submit]] ni bosing. Palata sertifikatni tasdiqlaydi, shundan soʻng u yil soatlariga qoʻshiladi.',
    ],
    alts: ['Malaka oshirish sertifikatlari: har yilning soatlari va sertifikatlar roʻyxati'],
  },
  letters: {
    title: 'Xat yuborish',
    summary:
      'Xatlar tuzilmalar, advokatlar, palatalar va davlat organlari oʻrtasida asosiy PDF va ilovalar bilan yuboriladi.',
    steps: [
      '[[cabinet:sidebar.letters]] boʻlimini oching.',
      '[[letters:screen.newLetter]]: kimga, mavzu va javob muddatini tanlang, soʻng [[letters:screen.createDraft]].',
      'Asosiy PDF va ilovalarni [[letters:screen.addFile]] bilan qoʻshing (PDF, JPEG yoki PNG).',
      '[[letters:screen.send]] ni bosing. Xat roʻyxat raqamini oladi; [[letters:screen.merged]] uni bitta PDF qilib ochadi.',
      'Javob sizning xatingizga bogʻlangan yangi xat boʻlib keladi; olingan xatga [[letters:screen.answer]] bilan javob berasiz.',
    ],
    alts: ['Xatlar va hujjatlar: qutilar, yangi javoblar va kvitansiyalar'],
  },
  'half-year-report': {
    title: 'Yarim yillik hisobotni topshirish',
    summary:
      'Yiliga ikki marta rahbar tuzilma ishi haqida hisobot beradi; shakllar portal maʼlumotlaridan toʻldiriladi.',
    steps: [
      '[[cabinet:sidebar.reportsHalfYearly]] boʻlimini oching.',
      '[[reports:newReport]] ni bosing, yarim yillikni tanlang va [[reports:make]] ni bosing.',
      '1–4-shakllarni tekshiring: har bir koʻrsatkich yonida portal yozuvlari koʻrsatilgan; kerak boʻlsa tuzating va [[reports:save]] ni bosing.',
      '[[reports:sign]] ni bosing va kalitingiz bilan imzolang. Hududiy palata, respublika palatasi va vazirlik navbatma-navbat qabul qiladi.',
      'Sababi bilan qaytarilgan hisobotni tahrirlab, qayta imzolash mumkin. Muddat: 10 iyul va 10 yanvar.',
    ],
    alts: ['Tuzilmaning yarim yillik hisobotlari, holati va muddati bilan'],
  },
  structure: {
    title: 'Tuzilmani boshqarish',
    summary: 'Rahbar tuzilma maʼlumotlari va xodimlarini yuritadi.',
    steps: [
      '[[cabinet:sidebar.control]] boʻlimini oching.',
      'Yangi rahbar avval tuzilmani [[cabinet:structures.register]] orqali roʻyxatdan oʻtkazadi; hududiy palata tasdiqlaydi.',
      'Manzil, telefon yoki bank rekvizitlarini oʻzgartirish uchun [[cabinet:structures.edit]], soʻng [[cabinet:structures.save]] ni bosing.',
      'Xodimlar pastda roʻyxatda; advokat tuzilmaga shartnoma orqali qoʻshiladi.',
    ],
    alts: ['Tuzilmani boshqarish: tuzilma maʼlumotlari va xodimlari'],
  },
  contracts: {
    title: 'Tuzilma va advokat oʻrtasidagi shartnomalar',
    summary: 'Shartnoma advokatni tuzilmaga bogʻlaydi; rahbar yuboradi, advokat tasdiqlaydi.',
    steps: [
      '[[cabinet:sidebar.contracts]] boʻlimini oching.',
      'Rahbar shartnomani advokatning JShShIR, sana va muddat bilan yuboradi.',
      'Advokat uni ochib tasdiqlaydi yoki rad etadi; ikkala imzo shartnoma PDF faylida koʻrinadi.',
    ],
    alts: ['Shartnomalar roʻyxati, holati bilan'],
  },
  vacancies: {
    title: 'Boʻsh oʻrin eʼlon qilish',
    summary: 'Rahbar advokat yoki stajyor oʻrinlarini eʼlon qiladi; nomzodlar ochiq sahifadan ariza beradi.',
    steps: [
      '[[cabinet:sidebar.announcement]] boʻlimini oching.',
      '[[cabinet:vacancies.create]] ni bosing, turi, oʻrinlar soni va tugash sanasini kiriting.',
      'Arizalar eʼlon ostida keladi: birini qabul qiling yoki sababini yozib rad eting.',
    ],
    alts: ['Tuzilmaning boʻsh oʻrin eʼlonlari va arizalar'],
  },
  'structure-orders': {
    title: 'Tuzilma orderlari',
    summary: 'Rahbar tuzilmaning barcha advokatlari orderlarini koʻradi.',
    steps: [
      '[[cabinet:sidebar.contragentOrders]] boʻlimini oching.',
      'Har bir xodim orderlari soni bilan koʻrsatilgan; roʻyxatni uning orderlariga toraytirish uchun xodimni tanlang va orderni toʻliq koʻrish uchun oching.',
      'Rahbar advokatning order berish ruxsatini boshqaruv panelida beradi yoki bekor qiladi.',
    ],
    alts: ['Tuzilma orderlari va har bir advokat bergan orderlar soni'],
  },
  interns: {
    title: 'Stajyorlar',
    summary:
      'Suhbatdan oʻtgan nomzodlar tuzilmada stajirovka oʻtaydi; palata oʻz hududi stajyorlarini koʻradi.',
    steps: [
      '[[cabinet:sidebar.intern]] boʻlimini oching.',
      'Stajirovka muddatini koʻrish uchun stajyorni oching.',
      'Palata tuzilmaga stajyor olishni [[candidates:screen.restrictionsTitle]] boʻlimida cheklashi mumkin.',
    ],
    alts: ['Stajyorlar roʻyxati va stajirovka muddati'],
  },
  'review-lawyer-requests': {
    title: 'Advokatlar soʻrovlarini hal qilish',
    summary:
      'Guvohnoma va litsenziyani almashtirish, maqomni toʻxtatish va yuridik yordam soʻrovlari palataga keladi.',
    steps: [
      '[[cabinet:sidebar.lawyerRequests]] ni oching; soʻrovni ochish advokatga palata uni koʻrganini bildiradi.',
      '[[request-screens:view.accept]] ni bosing yoki soʻrovni advokat oʻqiydigan sabab bilan bekor qiling.',
      'Muddati tugayotgan guvohnomalar shu roʻyxatdan ochiladigan alohida sahifada.',
    ],
    alts: ['Hudud advokatlarining soʻrovlari, turi va holati bilan'],
  },
  'review-reports': {
    title: 'Yarim yillik hisobotlarni koʻrib chiqish',
    summary:
      'Imzolangan hisobotni avval hududiy palata, soʻng respublika palatasi, soʻng vazirlik qabul qiladi.',
    steps: [
      '[[cabinet:sidebar.reportsReview]] ni oching: hisobotlar, hududlar boʻyicha yigʻindilar va kechikkan tuzilmalar.',
      'Hisobotning toʻrt shakli va PDF faylini oʻqish uchun [[reports:open]] ni bosing.',
      '[[reports:accept]] ni yoki sababini yozib [[reports:return]] ni bosing: rahbar tuzatib qayta imzolaydi.',
    ],
    alts: [
      'Hududiy palata hisobotlarni koʻrib chiqishi: hisobotlar, yigʻindilar, kechikkanlar',
      'Vazirlikning hisobotlarni koʻrib chiqishi, mamlakat jami bilan',
    ],
  },
  candidates: {
    title: 'Advokatlikka nomzodlar',
    summary: 'Palata nomzodlar hujjatlarini tekshiradi va suhbat oʻtkazadi.',
    steps: [
      '[[cabinet:sidebar.candidates]] ni oching va ism yoki JShShIR boʻyicha qidiring.',
      'Nomzodni oching: hujjatlar, suratlar va sudlanganlik tekshiruvi.',
      '[[candidates:screen.setInterview]]: kun va joy; suhbatdan soʻng oʻtdi, oʻtmadi yoki kelmadi deb yozing. Oʻtgan nomzod stajyorga aylanadi.',
    ],
    alts: ['Hudud advokatlikka nomzodlari, suhbat sanalari bilan'],
  },
  'structure-registrations': {
    title: 'Yangi tuzilmani tasdiqlash',
    summary: 'Yangi rahbar tuzilmani roʻyxatdan oʻtkazadi; hududiy palata uni tasdiqlaydi yoki rad etadi.',
    steps: [
      '[[cabinet:sidebar.structureRegistrations]] ni oching.',
      'Tuzilma maʼlumotlarini STIR boʻyicha tekshiring.',
      '[[cabinet:structures.accept]] ni yoki sababini yozib [[cabinet:structures.reject]] ni bosing.',
    ],
    alts: ['Palatani kutayotgan tuzilmalar roʻyxatga olinishi'],
  },
  'duty-schedule': {
    title: 'Navbatchilik jadvalini tuzish',
    summary:
      'Palata hudud advokatlarini shu va keyingi oyga navbatchilikka qoʻyadi; ochiq navbatchilik jadvali va tergovchilar soʻrovlari qurʼasi eʼlon qilingan jadvaldan foydalanadi.',
    steps: [
      '[[cabinet:sidebar.dutySchedule]] ni oching: keyingi oy kunma-kun ochiladi: nechta advokat navbatchi va har bir ish kuni qamrab olishi kerak boʻlgan tillar. Kunning navbatchilari roʻyxatini koʻrish uchun ularning soniga bosing.',
      'Kun va advokatni tanlang va [[duty:add]] ni bosing yoki oʻtgan oyning shu hafta kunlaridan boshlash uchun [[duty:copyLastMonth]] ni bosing. Navbatchi boʻla olmaydigan (amaldagi litsenziyasi, order berish huquqi yoʻq, tuzilmasi cheklangan, boshqa hudud) yoki shu kuni allaqachon navbatchi advokat qoʻshilmaydi va sababi maydon ostida koʻrsatiladi.',
      'Navbatchilarning hech biri ishlamaydigan til qolgan ish kuni belgilanadi; bunday kunlar soni kalendar ustida koʻrsatiladi. Bu ogohlantirish: oyni baribir eʼlon qilish mumkin.',
      'Kelgusi kunlardan biriga advokat qoʻyilgach, [[duty:publish]] ni bosing (boʻsh oy eʼlon qilinmaydi). Shundan soʻng har bir oʻzgarish jadval tarixiga yoziladi, qurʼa oʻtkazilgan soʻrovlar esa oʻz advokatini saqlaydi.',
    ],
    alts: ['Hududning navbatchilik oyi: har kungi navbatchi advokatlar soni va qamrab olinmagan tillar'],
  },
  statistics: {
    title: 'Statistika',
    summary:
      'Yuridik yordam raqamlarda, hududlar va oylar boʻyicha, sahifa ochilganda yozuvlardan hisoblanadi: vazirlik va respublika palatasi butun mamlakatni, hududiy palata oʻz hududini koʻradi.',
    steps: [
      '[[cabinet:sidebar.statistics]] ni oching va oyni (mamlakat uchun hududni ham) tanlang.',
      'Har bir guruhda diagramma va yonida xuddi shu raqamlar jadvali bor: ovoz chiqarib oʻqish yoki nusxa olish uchun.',
      '[[statistics:csv]] yoki [[statistics:xlsx]] ni bosing: faylda tanlangan oy va hudud raqamlari boʻladi.',
    ],
    alts: [
      'Oy statistikasi: soʻrovlar, orderlar, murojaatlar va boshqa guruhlar, har biri oʻz jadvali bilan',
    ],
  },
  'reference-data': {
    title: 'Maʼlumotnomalarni yuritish',
    summary:
      'Vazirlik portal shakllari va ochiq sahifalari taklif qiladigan roʻyxatlarni (hududlar, tillar, yuridik yordam turlari, sudlar, haq stavkalari va boshqalar) yuritadi; oʻzgarish roʻyxat ishlatiladigan hamma joyda darhol koʻrinadi.',
    steps: [
      '[[cabinet:sidebar.referenceData]] ni oching va maʼlumotnomani tanlang; [[reference-data:search]] orqali qiymat topiladi.',
      '[[reference-data:add]] ni bosing: kod va nomni oʻzbekcha (lotin), ruscha va inglizcha kiriting. Kirill nomi boʻsh qoldirilsa, lotin nomining transliteratsiyasi olinadi va maʼlumotnomada shu belgilanadi. Nomi yoʻq yoki kodi band qiymat saqlanmaydi, sababi maydon ostida koʻrsatiladi.',
      '[[reference-data:edit]] nomlarni tuzatadi. Yozuvlar foydalanadigan qiymat oʻchirilmaydi: [[reference-data:deactivate]] uni shakllar va ochiq roʻyxatlardan olib tashlaydi, eski yozuvlar uni saqlaydi, [[reference-data:activate]] esa uni yana taklif qiladi.',
      '[[reference-data:history]] qiymatni kim, nimani va qachon oʻzgartirganini koʻrsatadi.',
    ],
    alts: ['Ish tillari: har bir qiymat kodi, toʻrt tildagi nomlari va holati bilan'],
  },
  news: {
    title: 'Yangiliklarni eʼlon qilish',
    summary:
      'Vazirlik bosh sahifa va yangiliklar sahifasi uchun yangiliklarni toʻrt tilda, muqova rasmi bilan yozadi va ularni darhol yoki tanlangan vaqtdan eʼlon qiladi.',
    steps: [
      '[[cabinet:sidebar.siteContentNews]] ni oching va [[site-content:write]] ni bosing: har bir tilda sarlavha, qisqacha mazmun va matn hamda muqova rasmi. Matn Markdown yoki oddiy HTML; skriptlar va uslublar saqlashda olib tashlanadi.',
      '[[site-content:save]] uni tashrif buyuruvchilar koʻrmaydigan qoralama sifatida saqlaydi; [[site-content:preview]] uni sayt koʻrsatadigandek koʻrsatadi.',
      '[[site-content:publish]] ni bosing va «hozir» yoki [[site-content:publishLater]] ni tanlang: shu vaqtdan boshlab yangilik bosh sahifada va yangiliklar sahifasida.',
      '[[site-content:unpublish]] uni saytdan oladi; u saqlanadi va yana eʼlon qilinishi mumkin.',
    ],
    alts: ['Yangiliklar: har biri holati va koʻrsatiladigan vaqti bilan'],
  },
  legislation: {
    title: 'Qonunchilik sahifasini yuritish',
    summary:
      'Vazirlik ochiq qonunchilik sahifasidagi qonunlar va qarorlarni yuritadi: turi, raqami, qabul qilingan sanasi, toʻrt tildagi nomi va rasmiy matnga havola.',
    steps: [
      '[[cabinet:sidebar.siteContentLegislation]] ni oching va [[site-content:legislation.add]] ni bosing.',
      'Hujjat turi, raqami, qabul qilingan sanasi, har bir tildagi nomi va rasmiy matnga havolani (https://) kiriting. Majburiy maydon boʻsh yoki havola notoʻgʻri boʻlsa, hujjat saqlanmaydi va sababi koʻrsatiladi.',
      '[[site-content:legislation.deactivate]] hujjatni ochiq sahifadan oladi; [[site-content:legislation.activate]] uni qayta koʻrsatadi.',
    ],
    alts: ['Qonunchilik reyestri: har bir hujjat raqami, nomi va ochiq sahifada koʻrsatilishi bilan'],
  },
  posts: {
    title: 'Eʼlonlar yozish',
    summary:
      'Vazirlik hammaga yoki barcha advokatlarga, hududiy palata oʻz hududi advokatlariga eʼlon yozadi; advokatlar ularni bosh sahifasida oʻqiydi, siz esa har birini kim oʻqiganini koʻrasiz.',
    steps: [
      '[[cabinet:sidebar.siteContentPosts]] ni oching va [[site-content:posts.write]] ni bosing: [[site-content:posts.audience]] ni tanlang va har bir tilda sarlavha va matnni yozing (boʻsh qoldirilgan oʻzbekcha kirill matni lotin matnidan oʻgiriladi). Matn Markdown yoki oddiy HTML; skriptlar va uslublar olib tashlanadi.',
      '[[site-content:save]] uni saytdan tashqarida saqlaydi; [[site-content:publish]] uni shu vaqtdan koʻrsatadi: advokatlarga bosh sahifasida «Eʼlonlar» ostida, hammaga yozilgan eʼlon esa ochiq bosh sahifada ham.',
      'Roʻyxat har bir eʼlonni oʻquvchilaridan nechtasi ochganini koʻrsatadi; [[site-content:posts.whoSaw]] har bir oʻquvchini va uni birinchi marta qachon ochganini koʻrsatadi.',
      '[[site-content:unpublish]] uni olib tashlaydi; u kim koʻrgani bilan saqlanadi va yana eʼlon qilinishi mumkin. Palata faqat oʻz hududiga yozilgan eʼlonlarni koʻradi va oʻzgartiradi.',
    ],
    alts: ['Eʼlonlar: har biri oʻquvchilari, holati va necha kishi koʻrgani bilan'],
  },
  'expertise-request': {
    title: 'Sud ekspertizasini soʻrash',
    summary:
      'Oʻzingizning imzolangan orderingiz boʻyicha sud ekspertizasi organidan ekspertiza soʻraysiz, hisob-fakturani toʻlaysiz va imzolangan xulosani olasiz.',
    steps: [
      'Orderni oching va [[expertise:screen.ask]] tugmasini bosing: tashkilot va tadqiqot turini tanlang, ekspert harakatlarini belgilang (ularning yigʻindisi — hisob-faktura), savollarni yozing va materiallarni (PDF, JPEG yoki PNG) biriktiring.',
      'Soʻrovni yuboring yoki qoralama sifatida saqlang. Soʻrovlaringiz [[cabinet:sidebar.expertiseOwn]] boʻlimida.',
      'Direktor va direktor oʻrinbosari tasdiqlagach hisob-faktura chiqariladi: [[expertise:screen.pay]] tugmasini bosing va 10 kun ichida toʻlov tizimida toʻlang. Muddat toʻlov kunidan hisoblanadi.',
      'Ekspert qoʻshimcha materiallar soʻrasa, [[expertise:screen.answer]] tugmasini bosing, javob yozing va fayllarni biriktiring.',
      'Xulosa yuborilgach, [[expertise:screen.downloadConclusion]] tugmasini bosing; uning QR kodi ochiq tekshiruvni ochadi. Toʻlovdan keyin rad etilgan soʻrovning puli qaytariladi: toʻlov holati «Qaytarish kutilmoqda», soʻng «Qaytarilgan».',
    ],
    alts: ['Advokatning ekspertiza soʻrovlari holati va toʻlovi bilan'],
  },
  'expertise-work': {
    title: 'Ekspertiza soʻrovlari bilan ishlash',
    summary:
      'Ekspertiza organi xodimlari soʻrovlarni navbatdan oladi va lavozimiga ruxsat etilgan qadamlarni bajaradi.',
    steps: [
      '[[cabinet:sidebar.expertise]] boʻlimini oching: tashkilotingiz navbati, holat, tadqiqot turi va muddati oʻtganlar boʻyicha filtrlar bilan.',
      'Ekspert yoki boʻlim boshligʻi [[expertise:step.TAKE]] va [[expertise:step.SEND_FOR_APPROVAL]] tugmalarini bosadi; direktor, soʻng direktor oʻrinbosari [[expertise:step.APPROVE]] tugmasini bosadi va hisob-faktura chiqariladi.',
      'Toʻlovdan soʻng ekspert [[expertise:step.START]] tugmasini bosadi, material soʻrashi mumkin ([[expertise:step.ASK_PETITION]]) va xulosani kelishuvga yuboradi ([[expertise:step.SEND_FOR_AGREEMENT]]).',
      'Boʻlim boshligʻi xulosani elektron imzo bilan imzolab yuboradi ([[expertise:step.SEND_CONCLUSION]]); soʻng ekspert [[expertise:step.COMPLETE]] tugmasini bosadi.',
    ],
    alts: ['Tashkilotning ekspertiza soʻrovlari navbati'],
  },
  'order-restrictions': {
    title: 'Tuzilmaga order berishni cheklash',
    summary: 'Cheklangan tuzilma advokatlari cheklov olib tashlanguncha order bera olmaydi.',
    steps: [
      '[[cabinet:sidebar.orderRestrictions]] ni oching.',
      'Tuzilmani tanlang va cheklov sababini yozing.',
      'Sabab bartaraf boʻlgach, cheklovni shu roʻyxatdan olib tashlang.',
    ],
    alts: ['Tuzilmalarga order cheklovlari, sabablari bilan'],
  },
  'request-lawyer': {
    title: 'Davlat hisobidan advokat soʻrash',
    summary: 'Hududning navbatchi advokati tasodifiy qurʼa bilan tanlanadi; qurʼa qayd etiladi.',
    steps: [
      '[[cabinet:sidebar.investigatorRequests]] ni oching va [[legal-aid-screens:requests.new]] ni bosing.',
      'Jinoyat ishi raqamini kiriting: ish maʼlumotlari ichki ishlar vazirligi reyestridan olinadi.',
      '[[legal-aid-screens:create.send]] ni bosing. Tanlangan advokat soʻrovni oladi; qabul qilinganini koʻrasiz.',
    ],
    alts: ['Davlat hisobidan advokat soʻrovlari, holati bilan'],
  },
  'agree-checklist': {
    title: 'Advokat nazorat varaqasini kelishish',
    summary:
      'Advokat soʻrovingiz boʻyicha bajarilgan ish haqida hisobot beradi; siz kelishasiz yoki qaytarasiz.',
    steps: [
      '[[cabinet:sidebar.checklistsToAgree]] ni oching.',
      'Nazorat varaqasini oching: kunlar, instansiyalar va haq.',
      '[[legal-aid-screens:checklist.agree]] ni bosing: haq toʻlovga topshiriladi. Yoki sababini yozib [[legal-aid-screens:checklist.return]].',
    ],
    alts: ['Kelishish uchun bajarilgan ishlar nazorat varaqalari'],
  },
  'my-internship': {
    title: 'Stajirovkangiz',
    summary: 'Stajyor tuzilmani va stajirovka muddatini koʻradi.',
    steps: [
      '[[cabinet:sidebar.myInternship]] ni oching.',
      'Muddati va tarixini koʻrish uchun stajirovkani oching.',
    ],
    alts: ['Stajirovkam: tuzilma va muddat'],
  },
  'citizen-appeal': {
    title: 'Bepul yuridik yordam soʻrash',
    summary: 'Nogironligi tasdiqlangan shaxs advokatdan bepul yordam soʻrab murojaat qiladi.',
    steps: [
      '[[cabinet:sidebar.myAppeals]] ni oching.',
      'Yangi murojaatni boshlang: portal nogironlikni JShShIR va pasportingiz boʻyicha tekshiradi.',
      'Qanday yordam kerakligini yozing, fayl boʻlsa biriktiring va [[appeals:create.send]] ni bosing.',
      'Murojaatda uni kim olgani, tarixi va oxirida natija koʻrinadi.',
    ],
    alts: ['Murojaatlarim, holati bilan'],
  },
  'apply-to-bar': {
    title: 'Advokatlikka ariza berish',
    summary: 'Nomzod suhbat uchun hujjatlarini hududiy palataga yuboradi.',
    steps: [
      '[[cabinet:sidebar.applicationForm]] ni oching.',
      'Arizani toʻldiring va soʻnggi 6 oyda tushgan ikkita 3×4 suratni yuklang.',
      '[[candidates:screen.send]] ni bosing. Ichki ishlar vazirligi sudlanganlikni tekshiradi; palata suhbat vaqtini belgilaydi.',
    ],
    alts: ['Advokatlikka ariza'],
  },
  users: {
    title: 'Foydalanuvchilarni boshqarish',
    summary:
      'Administrator foydalanuvchini topadi, rolini belgilaydi, hisobni bloklaydi yoki blokdan chiqaradi.',
    steps: [
      '[[cabinet:sidebar.controlPanel]] ni, soʻng [[admin:users.title]] ni oching.',
      'Ism yoki JShShIR boʻyicha qidiring, rol yoki holat boʻyicha saralang.',
      'Rolni oʻzgartirish yoki hisobni sababi bilan bloklash uchun foydalanuvchini oching.',
    ],
    alts: ['Foydalanuvchilar roʻyxati, rollari va oxirgi kirishi bilan'],
  },
  roles: {
    title: 'Rollar va ruxsatlar',
    summary:
      'Qaysi rol nima qila oladi: belgilangan katak ruxsatni rolning barcha foydalanuvchilariga beradi.',
    steps: [
      '[[cabinet:sidebar.controlPanel]] ni, soʻng [[admin:roles.title]] ni oching.',
      'Rolni tanlang va ruxsatlarni belgilang yoki olib tashlang; oʻzgarish har bir foydalanuvchining keyingi soʻrovidan amal qiladi.',
      '[[admin:roles.reset]] portal bilan kelgan ruxsatlarni qaytaradi.',
    ],
    alts: ['Rollar va ruxsatlar: rol ruxsatlari belgilanadigan kataklar'],
  },
};
