/**
 * The boxes of a one-time code (Mantine PinInput). Once the last box holds its digit, a further digit
 * typed there is ignored: PinInput would let it replace the last digit, so a seventh keystroke silently
 * changed a six-digit code. Selecting the last box and typing still replaces it.
 */
import '@mantine/core/styles/PinInput.css';
import { PinInput, type PinInputProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

export function OneTimeCodeInput(props: PinInputProps) {
  const boxes = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = boxes.current;
    if (!root) return;
    const ignoreBeyondLast = (event: InputEvent) => {
      const inputs = root.querySelectorAll('input:not([type=hidden])');
      const last = inputs[inputs.length - 1];
      if (
        last instanceof HTMLInputElement &&
        event.target === last &&
        event.inputType.startsWith('insert') &&
        last.value !== '' &&
        last.selectionStart === last.selectionEnd
      ) {
        event.preventDefault();
      }
    };
    root.addEventListener('beforeinput', ignoreBeyondLast);
    return () => root.removeEventListener('beforeinput', ignoreBeyondLast);
  }, []);

  return (
    <div ref={boxes}>
      <PinInput {...props} />
    </div>
  );
}
