/**
 * The people a request names, read beside it wherever a request is shown (its own lists and cards, the
 * checklist of its work): the investigator who wrote it and the person it is for (none when the request
 * does not name them), each an alias of persons.
 *
 *   db.select({ r: investigatorRequests, ...requestPeopleColumns }).from(investigatorRequests)
 *     .innerJoin(requestPeople.investigator, requestPeople.investigatorJoin)
 *     .leftJoin(requestPeople.subject, requestPeople.subjectJoin)
 *   return { …, ...requestPeopleNames(row) };
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { investigatorRequests, persons } from '../../db/schema';
import { fullNameOf, nameColumnsOf } from '../../people/person-row';

const investigator = alias(persons, 'investigator');
const subject = alias(persons, 'subject');

/** The two aliases and the conditions that join them to investigator_requests. */
export const requestPeople = {
  investigator,
  subject,
  /** An inner join: every request has its investigator. */
  investigatorJoin: eq(investigator.id, investigatorRequests.investigatorPersonId),
  /** A left join: a request may name nobody yet. */
  subjectJoin: eq(subject.id, investigatorRequests.personId),
};

/** Their names as a select's columns. */
export const requestPeopleColumns = {
  investigator: nameColumnsOf(investigator),
  subject: nameColumnsOf(subject),
};

type NameColumns = Parameters<typeof fullNameOf>[0];

/** Their full names as a request's answer gives them. */
export function requestPeopleNames(row: { investigator: NameColumns; subject: NameColumns | null }) {
  return {
    investigatorName: fullNameOf(row.investigator),
    personName: row.subject ? fullNameOf(row.subject) : null,
  };
}
