/**
 * The chamber's documents and notes, through the real stack (SPA, API, PostgreSQL):
 * - the journey: the Samarqand chamber (persona `region-chamber`) publishes a document with its PDF (a file
 *   that is not a PDF is refused in the dialog with its message) and sends a note; a Samarqand lawyer
 *   (`lawyer-samarqand-2`) sees the banner, finds the document, reads the note and confirms it (once: the
 *   button goes); the chamber sees the note confirmed by that lawyer. Each run writes a new document and
 *   note, so it runs again on the same database.
 */
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { typeDay } from '../support/legal-aid';
import { personaSession } from '../support/sessions';

async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
}

const chooseFile = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });

test('a chamber publishes a document and a note; a lawyer of its region confirms the note; the chamber sees it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const chamber = await personaSession(browser, 'region-chamber', {
    start: '/lawyer-profile/document-chamber',
  });
  const lawyer = await personaSession(browser, 'lawyer-samarqand-2', { language: 'eng' });
  try {
    const c = chamber.page;
    // publishing: a text file named .pdf is refused by the API with its message; a real PDF is published
    await c.getByTestId('chamber-doc-publish').click();
    const dialog = c.getByTestId('chamber-doc-dialog');
    await dialog.getByTestId('chamber-doc-title').fill(`Malaka oshirish tartibi ${stamp}`);
    await dialog.getByTestId('chamber-doc-number').fill(`Q-${stamp}`);
    // the portal's date field (dd-mm-yyyy), not the browser's own (mm/dd/yyyy in many locales)
    await typeDay(c, 'chamber-doc-date', '15-01-2026');
    await expect(dialog.getByTestId('chamber-doc-date')).toHaveValue('15-01-2026');
    await dialog.getByTestId('chamber-doc-kind').click();
    await c.getByRole('option').first().click();
    await chooseFile(c, 'qaror.pdf', 'application/pdf', Buffer.from('not a pdf at all'));
    await dialog.getByTestId('chamber-doc-dialog-submit').click();
    await expect(
      dialog.getByText(/Only a PDF file can be attached here|faqat PDF fayl biriktiriladi/),
    ).toBeVisible();
    await chooseFile(c, 'qaror.pdf', 'application/pdf', await onePagePdf());
    await dialog.getByTestId('chamber-doc-dialog-submit').click();
    await expect(dialog).toBeHidden();
    await expect(c.locator(`[data-testid=chamber-doc-row][data-number="Q-${stamp}"]`)).toBeVisible();

    // a note to the region's lawyers
    await c.getByTestId('chamber-notes-link').click();
    await c.getByTestId('chamber-note-create').click();
    const title = `Yangi tartib ${stamp}`;
    await c.getByTestId('chamber-note-title').fill(title);
    await c.getByTestId('chamber-note-text').fill('Barcha advokatlar tanishib chiqsin.');
    await c.getByTestId('chamber-note-dialog-submit').click();
    const sent = c.locator(`[data-testid=chamber-note-row][data-title="${title}"]`);
    await expect(sent.getByTestId('chamber-note')).toHaveAttribute('data-confirmations', '0');

    // the lawyer: the banner, the document, the note confirmed once
    const l = lawyer.page;
    await l.goto('/lawyer-profile/profile-info');
    await expect(l.getByTestId('notes-banner')).toBeVisible();
    // the profile lists the lawyer's licence (number, dates, status) in the list kit's table
    await expect(l.getByTestId('profile-licenses').getByTestId('profile-license').first()).toContainText(
      /\d/,
    );
    await l.goto(`/lawyer-profile/document-chamber?search=Q-${stamp}`);
    await expect(l.getByTestId('chamber-doc-row')).toHaveCount(1);
    await l.getByTestId('chamber-notes-link').click();
    const note = l.locator(`[data-testid=chamber-note-row][data-title="${title}"]`);
    await expect(note.getByTestId('chamber-note')).toHaveAttribute('data-confirmed', 'false');
    await expectAccessible(l, { within: '#main-content' });
    await note.getByTestId('chamber-note-confirm').click();
    await expect(note.getByTestId('chamber-note')).toHaveAttribute('data-confirmed', 'true');
    await expect(note.getByTestId('chamber-note-confirm')).toHaveCount(0);

    // the chamber sees it confirmed, by exactly one lawyer
    await c.reload();
    await expect(sent.getByTestId('chamber-note')).toHaveAttribute('data-confirmations', '1');
    await sent.getByTestId('chamber-note-who').click();
    await expect(c.getByTestId('chamber-note-summary')).toHaveAttribute('data-confirmed', '1');
    await c.goto(`${new URL(c.url()).pathname}?state=CONFIRMED`);
    await expect(c.getByTestId('chamber-note-lawyer')).toHaveCount(1);
  } finally {
    await chamber.context.close();
    await lawyer.context.close();
  }
});
