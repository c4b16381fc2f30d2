/**
 * Document templates through the real stack: the Tashkent-city chamber writes a shared
 * template on the screen (an unknown field is refused naming it, then fields are inserted with the
 * buttons); the director of a Tashkent firm finds it among the templates, picks a lawyer, sees the filled
 * preview, makes the PDF (its text read back: the firm's name and INN, the lawyer's name), and makes a
 * draft letter whose main PDF is the filled template. Who sees which template page: the route matrix in
 * letters.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pdfPages } from '@portal/test-support/pdf';
import { personaSession } from '../support/sessions';

test('a director makes a PDF and a draft letter from a template the chamber shared', async ({ browser }) => {
  test.setTimeout(240_000);
  const chamber = await personaSession(browser, 'region-chamber-tashkent', {
    start: '/lawyer-profile/letters/doc-template/new',
  });
  const director = await personaSession(browser, 'director');
  try {
    // the chamber writes the template; a misspelt field is refused naming it, nothing is saved
    const c = chamber.page;
    const name = `Ishonchnoma ${Date.now()}`;
    await c.getByTestId('doc-template-name').fill(name);
    const body = c.getByTestId('doc-template-body');
    await body.fill('Tuzilma: {{structure.nme}}');
    await c.getByTestId('doc-template-save').click();
    await expect(c.getByText(/structure\.nme/).first()).toBeVisible();
    await expect(c).toHaveURL(/doc-template\/new$/);
    await body.fill('Ушбу ишончнома {{structure.name}} (STIR {{ structure.inn }}) advokati ');
    await c.getByTestId('doc-template-insert-lawyer.name').click();
    await expect(body).toHaveValue(
      'Ушбу ишончнома {{structure.name}} (STIR {{ structure.inn }}) advokati {{lawyer.name}}',
    );
    await expectAccessible(c, { within: '#main-content' });
    await c.getByTestId('doc-template-save').click();
    await expect(c.getByTestId('doc-template-use')).toBeVisible();

    // the director finds it among the shared templates, cannot edit it, fills it in
    const d = director.page;
    await d.goto('/lawyer-profile/letters/doc-template');
    const row = d.getByTestId('doc-templates-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('doc-template-edit')).toHaveCount(0);
    await row.getByTestId('doc-template-use').click();
    // the list's buttons carry the same test id: the page is the template's once the URL is
    await expect(d).toHaveURL(/doc-template\/\d+$/);
    await expect(d.getByTestId('doc-template-use')).toBeVisible();
    await expect(d.getByTestId('doc-template-edit')).toHaveCount(0);

    // the PDF is refused until the lawyer the template needs is chosen
    await d.getByTestId('doc-template-pdf').click();
    await expect(d.getByTestId('doc-template-source-lawyer')).toHaveAttribute('aria-invalid', 'true');
    // a field's error text is readable (Mantine's own red measured 3.3:1 on white)
    await expectAccessible(d, { within: '#main-content', themes: ['USUAL', 'BLIND', 'BLIND2'] });
    await d.getByTestId('doc-template-source-lawyer').click();
    const option = d.getByRole('option').first();
    const lawyerName = (await option.textContent())!.trim();
    await option.click();
    const preview = d.getByTestId('doc-template-preview');
    await expect(preview).toContainText('"Adolat himoyasi" advokatlik firmasi (STIR 301234567)');
    await expect(preview).toContainText(lawyerName);
    await expect(d.getByTestId('doc-template-source-lawyer')).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(d, { within: '#main-content' });

    const [download] = await Promise.all([
      d.waitForEvent('download'),
      d.getByTestId('doc-template-pdf').click(),
    ]);
    const text = (await pdfPages(readFileSync((await download.path())!))).join(' ');
    expect(text).toContain('"Adolat himoyasi" advokatlik firmasi');
    expect(text).toContain('301234567');
    expect(text).toContain('Ушбу ишончнома');
    expect(text).toContain(lawyerName.split(' ')[0]!);

    // the filled template becomes the main PDF of a draft letter to the chamber: without a recipient
    // the form says so under the field and makes no letter
    await d.getByTestId('doc-template-letter').click();
    await expect(d.getByTestId('doc-template-letter-recipient')).toHaveAttribute('aria-invalid', 'true');
    await expect(d).toHaveURL(/doc-template\/\d+$/);
    await d.getByTestId('doc-template-letter-recipient').click();
    await d.getByRole('option', { name: /Toshkent shahri/ }).click();
    await d.getByTestId('doc-template-letter').click();
    await expect(d.getByTestId('letter-view')).toHaveAttribute('data-status', 'DRAFT');
    await expect(d.getByTestId('letter-file-row')).toHaveCount(1);
    await expect(d.getByTestId('letter-file-row')).toHaveAttribute('data-kind', 'MAIN');
  } finally {
    await chamber.context.close();
    await director.context.close();
  }
});
