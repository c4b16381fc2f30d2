/**
 * Mantine's CSS for the pages (mantine-styles.ts first, then forms, tables, paging, drawers, alerts):
 * loaded with every Mantine scope (mantine-scope.tsx), that is with every page except the home page and
 * with the shell's menus and drawers, so the first visit to the home page does not carry it (front-end
 * budget). Order matters: a component after the ones it is built from.
 */
import './mantine-styles';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
