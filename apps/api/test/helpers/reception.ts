/** The reception hours a Samarqand chamber publishes in the tests: every day 09:00-10:00, 20-minute visits. */
export const RECEPTION_HOURS = {
  receiver: 'Rais oʻrinbosari A. Karimov',
  place: 'Samarqand, Registon koʻchasi 5, 12-xona',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  startTime: '09:00',
  endTime: '10:00',
  slotMinutes: 20,
};
