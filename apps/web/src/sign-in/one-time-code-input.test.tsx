/** The one-time code boxes of mobile-ID sign-in keep a complete code. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { OneTimeCodeInput } from './one-time-code-input';

function CodeField() {
  const [code, setCode] = useState('');
  return (
    <AppThemeProvider env="test">
      <OneTimeCodeInput length={6} type="number" value={code} onChange={setCode} data-testid="code" />
      <output data-testid="typed">{code}</output>
    </AppThemeProvider>
  );
}

describe('one-time code input', () => {
  it('ignores a seventh digit instead of replacing the sixth', async () => {
    const user = userEvent.setup();
    render(<CodeField />);
    await user.click(screen.getByTestId('code').querySelector('input')!);
    await user.keyboard('1234567');
    expect(screen.getByTestId('typed').textContent).toBe('123456');
    await user.keyboard('89');
    expect(screen.getByTestId('typed').textContent).toBe('123456');
  });

  it('still lets the user correct the last digit', async () => {
    const user = userEvent.setup();
    render(<CodeField />);
    await user.click(screen.getByTestId('code').querySelector('input')!);
    await user.keyboard('123456');
    await user.keyboard('{Backspace}8');
    expect(screen.getByTestId('typed').textContent).toBe('123458');
    const boxes = screen.getByTestId('code').querySelectorAll('input:not([type=hidden])');
    await user.click(boxes[0]!);
    await user.click(boxes[5]!); // coming back selects the digit, so typing replaces it
    await user.keyboard('9');
    expect(screen.getByTestId('typed').textContent).toBe('123459');
  });
});
