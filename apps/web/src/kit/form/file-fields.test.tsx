/**
 * The kit's file fields once a file is chosen: the button that removes it is named (axe button-name), in
 * the interface language, and removes the file.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { changeLanguage, i18n } from '../../i18n/i18n';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { FilesField } from './files-field';
import { PdfFileField } from './pdf-file-field';

const LIMITS = { types: ['application/pdf'], maxBytes: 1_000_000, maxFiles: 3 };
const pdf = () => new File(['%PDF-1.4'], 'decision.pdf', { type: 'application/pdf' });

afterEach(() => changeLanguage('lt'));

describe('file fields', () => {
  it.each([
    ['a PDF', PdfFileField],
    ['a set of files', FilesField],
  ])('%s field names its remove button and removes the file with it', async (_, Field) => {
    await changeLanguage('ru');
    const onChange = vi.fn();
    render(
      <AppThemeProvider env="test">
        {Field === FilesField ? (
          <FilesField label="Document" value={[pdf()]} onChange={onChange} limits={LIMITS} />
        ) : (
          <PdfFileField label="Document" value={pdf()} onChange={onChange} />
        )}
      </AppThemeProvider>,
    );
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: i18n.t('common:actions.clearFile') }));
    expect(onChange).toHaveBeenCalledWith(Field === FilesField ? [] : null);
  });
});
