/**
 * A kit form's messages as a browser test reads them: a refused submit shows each field's message under
 * the field and lists it again in the form's error summary at the top (an alert linking to the field).
 */
import type { Locator, Page } from '@playwright/test';

/** The message shown under a field within `scope`, leaving out the error summary (role alert) that repeats it. */
export function fieldMessage(scope: Page | Locator, text: string | RegExp): Locator {
  const page = 'goto' in scope ? scope : scope.page();
  return scope.getByText(text).and(page.locator('xpath=//*[not(ancestor-or-self::*[@role="alert"])]'));
}

/** The error summary's line of a field within `scope` (its link to the field). */
export function summaryLine(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.getByRole('alert').getByRole('link', { name: text });
}
