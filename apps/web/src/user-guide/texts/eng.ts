/** The user guide in English (catalogue.ts explains the format). */
import type { GuideTexts } from '../catalogue';

export const eng: GuideTexts = {
  home: {
    title: 'Home: what awaits you',
    summary:
      'The cabinet opens on your home page: the work awaiting you, your next dates and the actions you take most.',
    steps: [
      'The home page opens when you sign in to the cabinet and from [[cabinet:sidebar.home]] on the left.',
      'Under [[cabinet:home.pending]] each piece of work shows its count; press it to open the list filtered to exactly those records.',
      '[[cabinet:home.nextDates]] lists the work with a due date, the nearest first.',
      'The buttons under [[cabinet:home.actions]] open in one press what your role does most.',
    ],
    alts: [
      'The home page on a computer: the work awaiting you, the next dates and the main actions',
      'The home page on a phone: the same sections in one column',
    ],
  },
  profile: {
    title: 'Your profile, language and theme',
    summary: 'See who you are signed in as, switch the language and the colour theme, sign out.',
    steps: [
      'After you sign in, the cabinet opens on your profile: your name, role and contacts; a lawyer also sees the certificate, the licenses and the structure.',
      "The cabinet sections on the left list only what your role may do. On a phone they are in the menu at the top right, with the portal's pages.",
      'The language picker at the top switches the whole portal at once and remembers your choice.',
      'The eye button at the top switches the colour theme: the usual one or one of two high-contrast themes.',
      'When you are done, sign out from the user menu at the top right.',
    ],
    alts: ['The profile page: name, role, contacts, the certificate and the licenses of a lawyer'],
  },
  notifications: {
    title: 'Read your notifications',
    summary: 'The portal tells you of every step of your requests, orders, checklists and reports.',
    steps: [
      'Open [[notifications:title]] from the bell at the top of the page.',
      'Unread notifications are marked; [[notifications:markAllRead]] marks them all as read.',
      '[[notifications:open]] takes you to the request, order or report the notification is about.',
    ],
    alts: ['The notifications page with its tabs and the list of notifications'],
  },
  calendar: {
    title: 'Your calendar and its feed',
    summary:
      'Your dated work in one month, week or day: attendances, hearings, deadlines, report due dates, interviews, receptions and duty days.',
    steps: [
      'Open [[cabinet:sidebar.calendar]] in the cabinet sections.',
      'Choose [[calendar:view.month]], [[calendar:view.week]] or [[calendar:view.day]]; the arrows move to the previous or the next period, [[calendar:today]] comes back to today.',
      'Press an item to open its record: the request, the report, the booking or the duty table.',
      'To see the items in your phone’s calendar, press [[calendar:feed.create]] and copy the address at once: it is shown only this once. Add it in your calendar application as a calendar subscribed by address.',
      'If the address leaks or you no longer need it, press [[calendar:feed.revoke]]: calendars subscribed to it stop receiving your items. A new address replaces the old one.',
    ],
    alts: ['The calendar’s month: the number of items on each day, the day’s items below'],
  },
  reception: {
    title: 'Book a reception visit',
    summary:
      'Book a time with a chamber of advocates or the Ministry of Justice, and cancel it if your plans change.',
    steps: [
      'Open [[cabinet:sidebar.reception]].',
      'Under [[reception:bookTitle]] choose who receives and the day: the day’s free times are shown, up to 30 days ahead.',
      'Pick a time, write the topic of the visit and, for an SMS, your phone, then press [[reception:book]]. The confirmation comes to your notifications and by SMS, and a reminder the day before.',
      'Your bookings are under [[reception:mine]]. [[reception:cancel]] frees the time for others; you can cancel until 2 hours before the time.',
    ],
    alts: ['The reception booking page: who receives, the day, its free times and your bookings'],
  },
  'reception-desk': {
    title: 'Reception hours and the day’s visitors',
    summary: 'A chamber or the ministry publishes its reception hours and marks on the day who came.',
    steps: [
      'Open [[cabinet:sidebar.receptionDesk]].',
      'Press [[reception:desk.addHours]]: who receives, where, the days, from and until, the length of a visit and the days off. Citizens and advocates book these times.',
      '[[reception:desk.dayList]] lists a day’s visitors by time, with their topic and phone.',
      'On the visit’s day mark each visitor [[reception:desk.came]] or [[reception:desk.noShow]]; a mark is final.',
    ],
    alts: ['The reception desk: the published reception hours and the visitors of the day'],
  },
  'query-log': {
    title: 'Who read your data',
    summary: 'The query log lists your sign-ins, attempts to sign in as you and the personal data you read.',
    steps: [
      'Open [[cabinet:sidebar.queryLog]] in the cabinet sections.',
      'Narrow the log by action, outcome and dates, then press Search.',
      'A refused sign-in you did not make is a reason to tell the chamber or the administrator.',
    ],
    alts: ['The query log: time, action, channel and outcome of each entry'],
  },
  'accept-request': {
    title: 'Accept a request for a state-funded lawyer',
    summary: 'An investigator or a court asks for a lawyer; the draw sends the request to you.',
    steps: [
      'Open [[notifications:title]] and the tab [[notifications:tabs.requests]].',
      'Open the request: the case, the person to defend and the investigator are shown.',
      'Press [[legal-aid-screens:actions.accept]]. The portal makes an order draft for you on this case.',
      'If you cannot take the case, do not accept it: the request goes back to the draw when its time runs out.',
    ],
    alts: ['The notifications page, tab of requests for state-funded legal aid'],
  },
  'create-order': {
    title: 'Issue an order',
    summary:
      'An order (warrant) is your authority in a case; it is issued electronically or registered on paper.',
    steps: [
      'Open [[cabinet:sidebar.orders]].',
      'Press [[orders:list.newElectronic]], or [[orders:list.newPaper]] for an order from a paper booklet.',
      'Fill in the steps: the grounds, the person you protect, the kind of legal aid; the draft is saved as you go.',
      'Open the draft and press [[orders:actions.sign]]: your electronic signature key signs it and the order gets its number.',
      'If the portal says you cannot create orders, your director or the chamber has to give you the order permission.',
    ],
    alts: ['The orders list with the buttons for a new electronic order and a paper order'],
  },
  'fill-checklist': {
    title: 'Report the work done: the checklist',
    summary: 'After a state-funded case you report the days you worked; the fee is computed from the rates.',
    steps: [
      'Open the request in [[notifications:title]], tab [[notifications:tabs.requests]].',
      'Press [[legal-aid-screens:actions.createChecklist]].',
      'Enter the attendance date, each day you took part and at which instance, and the travel expenses.',
      'Press [[legal-aid-screens:checklist.save]]; the portal shows the fee line by line.',
      'Press [[legal-aid-screens:checklist.sign]], then [[legal-aid-screens:checklist.send]]. The investigator agrees it or returns it with a reason you can correct.',
    ],
    alts: ['The notifications page where the requests and their checklists are opened'],
  },
  'certificate-replacement': {
    title: 'Ask for a certificate replacement',
    summary: 'A new certificate replaces the old one; the chamber of your region decides the request.',
    steps: [
      'Open [[cabinet:sidebar.requests]].',
      'Press [[request-screens:form.title.add-certificate]].',
      'Give the reason and choose how to receive the certificate: pick it up yourself or by post.',
      'Press [[request-screens:form.send]], or [[request-screens:form.saveDraft]] to finish later.',
      'The list shows the request and its status; if the chamber cancels it, you see the reason and can send it again.',
    ],
    alts: ['My requests to the chamber with a button for each kind of request'],
  },
  'pay-fee': {
    title: 'Pay the fee of a request',
    summary: 'A certificate or license replacement is paid after the chamber accepts the request.',
    steps: [
      'Open [[cabinet:sidebar.requests]] and the accepted request.',
      'The page shows the fee. Press the pay button: the payment provider’s page opens; pay there and you come back to the request.',
      'Once paid, [[request-screens:view.receipt]] downloads the receipt from the same page.',
    ],
    alts: ['My requests to the chamber: open a request to pay its fee'],
  },
  'answer-appeal': {
    title: 'Take a pro bono appeal',
    summary: 'Persons with disabilities appeal for free help; the first lawyer to accept an appeal takes it.',
    steps: [
      'Open [[cabinet:sidebar.appealsList]]: the appeals sent to the lawyers of your region.',
      'Open an appeal to read what help is asked for.',
      'Press [[appeals:view.accept]]; the person sees who took the appeal.',
      'When the work is done, write the result in [[appeals:view.completeTitle]].',
    ],
    alts: ['Appeals to lawyers: the list of appeals of the region'],
  },
  'training-certificate': {
    title: 'Add a training certificate',
    summary: 'Each year counts the confirmed hours of training against the hours required.',
    steps: [
      'Open [[cabinet:sidebar.trainingCertificate]].',
      'In [[lawyer-record:training.addTitle]] enter the course, the organizer, the dates and the hours, and attach the scan.',
      'Press [[lawyer-record:training.submit]]. The chamber confirms the certificate; the year’s hours then count it.',
    ],
    alts: ['Training certificates: the hours of each year and the list of certificates'],
  },
  letters: {
    title: 'Send a letter',
    summary:
      'Letters go between structures, lawyers, chambers and government bodies, with a main PDF and attachments.',
    steps: [
      'Open [[cabinet:sidebar.letters]].',
      'Start [[letters:screen.newLetter]]: choose to whom, the subject and the due date of the answer, then [[letters:screen.createDraft]].',
      'Add the main PDF and the attachments with [[letters:screen.addFile]] (PDF, JPEG or PNG).',
      'Press [[letters:screen.send]]. The letter gets its registration number; [[letters:screen.merged]] opens it as one PDF.',
      'An answer arrives as a new letter linked to yours; you answer a received letter with [[letters:screen.answer]].',
    ],
    alts: ['Letters and documents: the boxes, new answers and receipts'],
  },
  'half-year-report': {
    title: 'Hand in the half-year report',
    summary:
      'Twice a year the director reports the structure’s work; the forms are prefilled from the portal.',
    steps: [
      'Open [[cabinet:sidebar.reportsHalfYearly]].',
      'Press [[reports:newReport]], choose the half-year and press [[reports:make]].',
      'Check forms 1 to 4: each figure shows what the portal’s records say; correct it where needed and press [[reports:save]].',
      'Press [[reports:sign]] and sign with your key. The regional chamber, the republic chamber and the ministry accept it in turn.',
      'A report returned with a reason can be edited and signed again. Reports are due on 10 July and 10 January.',
    ],
    alts: ['Half-year reports of the structure with their status and due date'],
  },
  structure: {
    title: 'Manage the structure',
    summary: 'The director keeps the structure’s data and its employees.',
    steps: [
      'Open [[cabinet:sidebar.control]].',
      'A new director registers the structure first with [[cabinet:structures.register]]; the regional chamber confirms it.',
      'Press [[cabinet:structures.edit]] to change the addresses, phones or bank details, then [[cabinet:structures.save]].',
      'The employees are listed below; a lawyer joins the structure through a contract.',
    ],
    alts: ['Structure management: the structure’s data and its employees'],
  },
  contracts: {
    title: 'Contracts between a structure and a lawyer',
    summary: 'A contract binds a lawyer to a structure; the director sends it and the lawyer confirms it.',
    steps: [
      'Open [[cabinet:sidebar.contracts]].',
      'The director sends a contract with the lawyer’s PINFL, the date and the period.',
      'The lawyer opens it and confirms or refuses; both signatures show on the contract’s PDF.',
    ],
    alts: ['The contracts list with their status'],
  },
  vacancies: {
    title: 'Announce a vacancy',
    summary: 'A director announces places for lawyers or interns; applicants apply from the public page.',
    steps: [
      'Open [[cabinet:sidebar.announcement]].',
      'Press [[cabinet:vacancies.create]], fill in the kind, the number of places and the end date.',
      'The applications arrive below the announcement: accept one or reject it with a reason.',
    ],
    alts: ['Vacancy announcements of the structure with the applications'],
  },
  'structure-orders': {
    title: 'Orders of the structure',
    summary: 'The director sees the orders of every lawyer of the structure.',
    steps: [
      'Open [[cabinet:sidebar.contragentOrders]].',
      'Each employee is shown with the number of orders; choose one to narrow the list to their orders, and open an order to see it in full.',
      'The director grants or cancels a lawyer’s permission to create orders in the control panel.',
    ],
    alts: ['Orders of the structure and how many each lawyer has issued'],
  },
  interns: {
    title: 'Interns',
    summary:
      'Candidates who passed the interview train at a structure; the chamber sees its region’s interns.',
    steps: [
      'Open [[cabinet:sidebar.intern]].',
      'Open an intern to see the internship period.',
      'A chamber can restrict a structure from taking interns in [[candidates:screen.restrictionsTitle]].',
    ],
    alts: ['The interns list with their internship period'],
  },
  'review-lawyer-requests': {
    title: 'Decide lawyers’ requests',
    summary:
      'Certificate and license replacements, status suspensions and legal aid requests come to the chamber.',
    steps: [
      'Open [[cabinet:sidebar.lawyerRequests]]; opening a request tells the lawyer the chamber has seen it.',
      'Press [[request-screens:view.accept]], or cancel the request with a reason the lawyer will read.',
      'Certificates ending soon are listed on their own page, reached from the same list.',
    ],
    alts: ['Lawyers’ requests of the region with their kind and status'],
  },
  'review-reports': {
    title: 'Review the half-year reports',
    summary: 'The regional chamber, then the republic chamber, then the ministry accept each signed report.',
    steps: [
      'Open [[cabinet:sidebar.reportsReview]]: the reports, the sums by region and the structures that are late.',
      'Press [[reports:open]] on a report to read its four forms and its PDF.',
      'Press [[reports:accept]], or [[reports:return]] with a reason: the director corrects it and signs again.',
    ],
    alts: [
      'Report review of the regional chamber: reports, sums and late structures',
      'Report review of the ministry with the country’s total',
    ],
  },
  candidates: {
    title: 'Candidates to the bar',
    summary: 'The chamber checks the candidates’ documents and runs the interviews.',
    steps: [
      'Open [[cabinet:sidebar.candidates]] and search by name or PINFL.',
      'Open a candidate: the documents, the photos and the check for convictions.',
      '[[candidates:screen.setInterview]]: the day and the place; after the interview record passed, failed or absent. A candidate who passes becomes an intern.',
    ],
    alts: ['Bar candidates of the region with their interview dates'],
  },
  'structure-registrations': {
    title: 'Confirm a new structure',
    summary: 'A new director registers a structure; the regional chamber confirms or rejects it.',
    steps: [
      'Open [[cabinet:sidebar.structureRegistrations]].',
      'Check the structure’s data against the tax number.',
      'Press [[cabinet:structures.accept]], or [[cabinet:structures.reject]] with a reason.',
    ],
    alts: ['Structure registrations waiting for the chamber'],
  },
  'duty-schedule': {
    title: 'Build the duty schedule',
    summary:
      'The chamber puts its region’s lawyers on duty for this month and the next; the public duty table and the draw of investigators’ requests use the published schedule.',
    steps: [
      'Open [[cabinet:sidebar.dutySchedule]]: next month opens, day by day, with how many lawyers are on duty and the languages each working day must cover. Press a day’s count to list its lawyers.',
      'Choose a day and a lawyer and press [[duty:add]], or [[duty:copyLastMonth]] to start from the same weekdays of last month. A lawyer who may not be on duty (no active license, no order permission, a restricted structure, another region) or is already on that day is refused, and the reason shows under the field.',
      'A working day with a language nobody on duty works in is marked; the count of such days shows above the calendar. It is a warning: the month can still be published.',
      'Once a lawyer is on duty on a day to come, press [[duty:publish]] (an empty month is not published). From then on every change is written to the schedule’s history, and requests already drawn keep their lawyer.',
    ],
    alts: ['The duty month of the region with the number of lawyers on each day and the uncovered languages'],
  },
  statistics: {
    title: 'Statistics',
    summary:
      'Legal aid in figures by region and month, counted from the records when the page opens: the ministry and the republic chamber see the country, a regional chamber its own region.',
    steps: [
      'Open [[cabinet:sidebar.statistics]] and choose the month (and, for the country, a region).',
      'Each group has a chart and a table with the same figures beside it, to read aloud or copy.',
      'Press [[statistics:csv]] or [[statistics:xlsx]]: the file holds the figures of the month and region chosen.',
    ],
    alts: ['The statistics of a month: requests, orders, appeals and the other groups, each with its table'],
  },
  'reference-data': {
    title: 'Keep the reference lists',
    summary:
      'The ministry keeps the lists the portal’s forms and public pages offer (regions, languages, kinds of legal aid, courts, fee rates and the others); a change shows at once wherever the list is used.',
    steps: [
      'Open [[cabinet:sidebar.referenceData]] and choose a list; [[reference-data:search]] finds a value.',
      'Press [[reference-data:add]]: give the code and the name in Uzbek (Latin), Russian and English. Left empty, the Cyrillic name is the Latin one transliterated, and the list says so. A missing name or a code already used is refused with the reason under the field, and nothing is saved.',
      'Press [[reference-data:edit]] to correct the names. A value that records use is never deleted: [[reference-data:deactivate]] takes it out of the forms and public lists, old records keep it, and [[reference-data:activate]] offers it again.',
      '[[reference-data:history]] shows who changed the value, what and when.',
    ],
    alts: ['The languages of work: each value with its code, its names in four languages and its state'],
  },
  news: {
    title: 'Publish news',
    summary:
      'The ministry writes the news of the home page and the news page in four languages, with a cover image, and publishes them now or from a chosen moment.',
    steps: [
      'Open [[cabinet:sidebar.siteContentNews]] and press [[site-content:write]]: the title, summary and text in each language and a cover image. The text is Markdown or simple HTML; scripts and styles are removed when it is saved.',
      '[[site-content:save]] keeps it as a draft that visitors do not see; [[site-content:preview]] shows it as the site will.',
      'Press [[site-content:publish]] and choose now or [[site-content:publishLater]]: from that moment it is on the home page and the news page.',
      '[[site-content:unpublish]] takes it off the site; it is kept and can be published again.',
    ],
    alts: ['The news desk: each news item with its state and the moment it is shown from'],
  },
  legislation: {
    title: 'Keep the legislation page',
    summary:
      'The ministry lists the laws and regulations of the public legislation page: kind, number, adoption date, title in four languages and the link to the official text.',
    steps: [
      'Open [[cabinet:sidebar.siteContentLegislation]] and press [[site-content:legislation.add]].',
      'Give the kind of document, its number, the date it was adopted, the title in each language and the link to the official text (https://). A missing field or a wrong link is refused with its reason, and nothing is saved.',
      '[[site-content:legislation.deactivate]] takes an entry off the public page; [[site-content:legislation.activate]] shows it again.',
    ],
    alts: [
      'The legislation register: each entry with its number, title and whether the public page shows it',
    ],
  },
  posts: {
    title: 'Write announcements',
    summary:
      'The ministry writes announcements to everyone or to every lawyer, a regional chamber to the lawyers of its region; lawyers read them on their home page, and you see who has read each.',
    steps: [
      'Open [[cabinet:sidebar.siteContentPosts]] and press [[site-content:posts.write]]: choose [[site-content:posts.audience]] and write the title and text in each language (Uzbek Cyrillic left empty is the Latin text transliterated). The text is Markdown or simple HTML; scripts and styles are removed.',
      '[[site-content:save]] keeps it off the site; [[site-content:publish]] shows it from that moment: to lawyers on their home page under Announcements, and a post to everyone also on the public home page.',
      'The list shows for each announcement how many of its readers have opened it; [[site-content:posts.whoSaw]] lists each reader and when they first opened it.',
      '[[site-content:unpublish]] takes it off; it is kept, with who has seen it, and can be published again. A chamber sees and changes only the announcements to its own region.',
    ],
    alts: ['The announcements desk: each announcement with its readers, its state and how many have seen it'],
  },
  'expertise-request': {
    title: 'Ask for a forensic expertise',
    summary:
      'On a signed order of yours you ask the forensic expertise body for an expertise, pay its invoice and receive the signed conclusion.',
    steps: [
      'Open the order and press [[expertise:screen.ask]]: choose the organization and the research type, tick the expert actions (the total is the invoice), write the questions and attach the materials (PDF, JPEG or PNG).',
      'Send it, or keep it as a draft to finish later. Your requests are listed in [[cabinet:sidebar.expertiseOwn]].',
      'Once the director and the deputy director approve it, the invoice is issued: press [[expertise:screen.pay]] and pay on the provider’s checkout within 10 days. The deadline counts from the day of payment.',
      'When the expert asks for more materials, press [[expertise:screen.answer]], write the answer and attach the files.',
      'When the conclusion is sent, press [[expertise:screen.downloadConclusion]]; its QR code opens the public check. A request rejected after payment is refunded: its payment shows “Refund pending”, then “Refunded”.',
    ],
    alts: ['The lawyer’s expertise requests with their status and payment'],
  },
  'expertise-work': {
    title: 'Work on expertise requests',
    summary:
      'The expertise body’s staff take requests from their queue and take each step their position allows.',
    steps: [
      'Open [[cabinet:sidebar.expertise]]: the queue of your organization, filtered by status, research type and overdue.',
      'An expert or a head of department presses [[expertise:step.TAKE]] on a new request and [[expertise:step.SEND_FOR_APPROVAL]]; the director, then the deputy director press [[expertise:step.APPROVE]], which issues the invoice.',
      'Once it is paid, the expert presses [[expertise:step.START]], may ask a petition ([[expertise:step.ASK_PETITION]]) and sends the conclusion for agreement ([[expertise:step.SEND_FOR_AGREEMENT]]).',
      'The head of department signs and sends the conclusion with the e-signature ([[expertise:step.SEND_CONCLUSION]]); the expert then presses [[expertise:step.COMPLETE]].',
    ],
    alts: ['The queue of expertise requests of the organization'],
  },
  'order-restrictions': {
    title: 'Restrict a structure from creating orders',
    summary: 'The lawyers of a restricted structure cannot create orders until the restriction is lifted.',
    steps: [
      'Open [[cabinet:sidebar.orderRestrictions]].',
      'Choose the structure and write the reason of the restriction.',
      'Lift the restriction from the same list when its cause is gone.',
    ],
    alts: ['Order restrictions of structures with their reasons'],
  },
  'request-lawyer': {
    title: 'Ask for a state-funded lawyer',
    summary: 'A duty lawyer of the region is drawn at random; the draw is recorded.',
    steps: [
      'Open [[cabinet:sidebar.investigatorRequests]] and press [[legal-aid-screens:requests.new]].',
      'Enter the criminal case number: the case data come from the interior ministry registry.',
      'Press [[legal-aid-screens:create.send]]. The drawn lawyer gets the request; you see when it is accepted.',
    ],
    alts: ['Requests for a state-funded lawyer with their status'],
  },
  'agree-checklist': {
    title: 'Agree a lawyer’s checklist',
    summary: 'The lawyer reports the work done on your request; you agree it or return it.',
    steps: [
      'Open [[cabinet:sidebar.checklistsToAgree]].',
      'Open a checklist: the days, the instances and the fee.',
      'Press [[legal-aid-screens:checklist.agree]]: the fee is handed over for payment. Or [[legal-aid-screens:checklist.return]] with a reason.',
    ],
    alts: ['Checklists of completed work to agree'],
  },
  'my-internship': {
    title: 'Your internship',
    summary: 'An intern sees the structure and the period of the internship.',
    steps: [
      'Open [[cabinet:sidebar.myInternship]].',
      'Open the internship to see its period and its history.',
    ],
    alts: ['My internship: the structure and the period'],
  },
  'citizen-appeal': {
    title: 'Ask for free legal help',
    summary: 'A person with a confirmed disability appeals for pro bono help from a lawyer.',
    steps: [
      'Open [[cabinet:sidebar.myAppeals]].',
      'Start a new appeal: the portal checks the disability by your PINFL and passport.',
      'Describe the help you need, attach a file if you have one and press [[appeals:create.send]].',
      'The appeal shows who took it, its history and, at the end, the result.',
    ],
    alts: ['My appeals with their status'],
  },
  'apply-to-bar': {
    title: 'Apply to the bar',
    summary: 'A candidate sends the documents to the regional chamber for the interview.',
    steps: [
      'Open [[cabinet:sidebar.applicationForm]].',
      'Fill in the application and upload two photos 3×4 taken within the last 6 months.',
      'Press [[candidates:screen.send]]. The interior ministry checks for convictions; the chamber sets the interview.',
    ],
    alts: ['The application to the bar'],
  },
  users: {
    title: 'Manage users',
    summary: 'The administrator finds a user, sets the role and blocks or unblocks the account.',
    steps: [
      'Open [[cabinet:sidebar.controlPanel]], then [[admin:users.title]].',
      'Search by name or PINFL, filter by role or state.',
      'Open a user to change the role or to block the account with a reason.',
    ],
    alts: ['The users list with their roles and last sign-in'],
  },
  roles: {
    title: 'Roles and permissions',
    summary: 'Which role may do what: a ticked box grants the permission to every user of the role.',
    steps: [
      'Open [[cabinet:sidebar.controlPanel]], then [[admin:roles.title]].',
      'Choose a role and tick or untick permissions; the change applies from the next call of each user.',
      '[[admin:roles.reset]] brings back the permissions the portal ships with.',
    ],
    alts: ['Roles and permissions: the permissions of a role as ticked boxes'],
  },
};
