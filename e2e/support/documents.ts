/**
 * The documents the portal issues (an expertise conclusion, a request's receipt): the PDF a button
 * downloads, and the public check page its QR code names.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pdfQrCodes } from '@portal/test-support/pdf';
import { expect } from './fixtures';

/**
 * Clicks `button`, checks that the file it downloads is a PDF whose QR code names a check page of the
 * portal (`/check-service-doc/<code>`), and opens that page in `page`.
 */
export async function openCheckPageOfPdf(page: Page, button: Locator): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [qr] = await pdfQrCodes(bytes);
  expect(qr).toMatch(/\/check-service-doc\/[\w-]+$/);
  await page.goto(new URL(qr!).pathname);
}
