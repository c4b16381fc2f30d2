/** The reception calls (packages/contracts people/receptions.ts): reads in read.ts, changes in service.ts. */
import { receptionCalls as calls } from '@portal/contracts';
import { legalAidRoutes } from '../legal-aid';
import { receptionViews } from './read';
import { book, cancelBooking, markVisit, saveHours } from './service';

export const receptionRoutes = legalAidRoutes(calls, ({ db }) => {
  const view = receptionViews(db);
  return {
    receptionSchedules: async ({ lang }) => ({ list: await view.schedules(lang) }),
    receptionSlots: ({ params, query, request }) => view.slots(params.id, query.day, request.clock.now()),
    receptionBook: async ({ actor, lang, body, request }) => {
      const now = request.clock.now();
      return view.booking(actor, lang, await book(db, actor, body, now, lang), now);
    },
    receptionMine: async ({ actor, lang, request }) => ({
      list: await view.mine(actor, lang, request.clock.now()),
    }),
    receptionCancel: async ({ actor, lang, body, request }) => {
      const now = request.clock.now();
      await cancelBooking(db, actor, body.id, now);
      return view.booking(actor, lang, body.id, now);
    },
    receptionHours: async ({ actor, lang }) => ({ list: await view.hours(actor, lang) }),
    receptionSaveHours: async ({ actor, lang, body, request }) => {
      const id = await saveHours(db, actor, body, request.clock.now());
      return (await view.hours(actor, lang)).find((s) => s.id === id)!;
    },
    receptionDay: async ({ actor, query, request }) => ({
      list: await view.day(actor, query.day, request.clock.now()),
    }),
    receptionMark: async ({ actor, body, request }) => {
      const now = request.clock.now();
      await markVisit(db, actor, body.id, body.outcome, now);
      return view.visit(actor, body.id, now);
    },
  };
});
