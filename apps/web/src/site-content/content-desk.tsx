/**
 * A desk of the site's content (news, announcements, legislation), written once: its register, a button
 * above it that opens the item's dialog empty (write, add), and first on each row "Edit", which opens the
 * dialog on the row's item while its `can.edit` holds. The desk's own row actions follow "Edit"; its own
 * dialogs are the children.
 */
import type { AnyCall } from '@portal/contracts';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../kit/action-button';
import { Register, type RegisterDefinition, type RowActionSpec } from '../kit/list';

interface DeskItem {
  title: string;
  can: { edit: boolean };
}

export function ContentDesk<C extends AnyCall, T extends DeskItem>({
  of,
  add,
  editTestId,
  dialog,
  actions,
  children,
}: {
  of: RegisterDefinition<C, T>;
  /** The button that opens the dialog empty: its label and test id. */
  add: { label: string; testId: string };
  /** The test id of the rows' "Edit". */
  editTestId: string;
  /** The item's dialog: `editing` is null for a new item. */
  dialog: (editing: T | null, close: () => void) => ReactNode;
  /** The row's actions after "Edit". */
  actions: (row: T) => RowActionSpec[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('site-content');
  const [opened, setOpened] = useState<{ editing: T | null } | null>(null);
  return (
    <Register
      of={of}
      actions={
        <ActionButton icon={IconPlus} onClick={() => setOpened({ editing: null })} testId={add.testId}>
          {add.label}
        </ActionButton>
      }
      rowActions={{
        title: t('column.actions'),
        name: (row) => row.title,
        actions: (row) => [
          {
            when: row.can.edit,
            label: t('edit'),
            icon: IconEdit,
            onClick: () => setOpened({ editing: row }),
            testId: editTestId,
          },
          ...actions(row),
        ],
      }}
    >
      {opened && dialog(opened.editing, () => setOpened(null))}
      {children}
    </Register>
  );
}
