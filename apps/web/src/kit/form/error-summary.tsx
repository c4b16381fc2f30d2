/**
 * The error summary at the top of a form (the GOV.UK pattern): when a submit is refused (the schema's
 * check, or the API naming fields), a box titled "There is a problem" lists each error as a link to its
 * field, labelled with the field's own label, and takes the focus so a screen reader reads it at once;
 * a link moves the focus to its field. It follows the form's errors: an error corrected leaves the list,
 * and the box goes when none is left. Every kit form shows it (SubmitForm, StepForm).
 */
import { Alert, Anchor, List } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorColor } from '../ui';

interface SummaryLine {
  field: string;
  label: string;
  message: ReactNode;
  inputId: string | undefined;
}

/** The form's field of `path` as the page shows it (the input getInputProps marked with its path). */
function fieldNode<V>(form: UseFormReturnType<V>, path: string): HTMLElement | null {
  return form.getInputNode(path as never) as HTMLElement | null;
}

/** A field's visible label: its <label>, else its accessible name. */
function labelOf(node: HTMLElement | null): string {
  if (!node) return '';
  const label = (node as HTMLInputElement).labels?.[0]?.textContent ?? node.getAttribute('aria-label') ?? '';
  // A required field's label ends with Mantine's asterisk.
  return label.replace(/\s*\*\s*$/, '').trim();
}

export function ErrorSummary<V>({
  form,
  submits,
  testId = 'error-summary',
}: {
  form: UseFormReturnType<V>;
  /**
   * Counts the presses of submit: the summary shows from the first on, and a press the form or the API
   * refuses brings the focus to it.
   */
  submits: number;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const errorColor = useErrorColor();
  const box = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState<SummaryLine[]>([]);
  const errors = form.errors;
  // The form object is new at every render; its errors object changes only with the errors.
  const formRef = useRef(form);
  useLayoutEffect(() => {
    formRef.current = form;
  });

  // The labels are the page's own: read once the fields with their errors are drawn.
  useLayoutEffect(() => {
    if (submits === 0) return;
    setLines(
      Object.entries(errors)
        .filter(([, message]) => message !== null && message !== undefined && message !== false)
        .map(([field, message]) => {
          const node = fieldNode(formRef.current, field);
          return { field, label: labelOf(node), message: message as ReactNode, inputId: node?.id };
        }),
    );
  }, [errors, submits]);

  const shown = lines.length > 0;
  // The submit whose refusal last took the focus here.
  const focusedFor = useRef(0);
  useEffect(() => {
    if (shown && submits > focusedFor.current) {
      box.current?.focus();
      focusedFor.current = submits;
    }
  }, [shown, submits]);

  if (!shown) return null;
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      role="alert"
      color={errorColor}
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('form.errorSummary')}
      mb="md"
      data-testid={testId}
    >
      <List spacing={4}>
        {lines.map((line) => (
          <List.Item key={line.field}>
            <Anchor
              href={line.inputId ? `#${line.inputId}` : undefined}
              c={errorColor}
              fw={600}
              td="underline"
              onClick={(event) => {
                event.preventDefault();
                const node = fieldNode(formRef.current, line.field);
                node?.scrollIntoView?.({ block: 'center' });
                node?.focus();
              }}
              data-testid={`${testId}-link`}
              data-field={line.field}
            >
              {line.label ? (
                <>
                  {line.label}: {line.message}
                </>
              ) : (
                line.message
              )}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
