/**
 * Mantine's CSS, imported per component instead of the whole `@mantine/core/styles.css` (about 42 KB
 * gzip) so that the home page stays light. This set covers the shell and the components most pages use
 * (lists, forms, tables, paging). A page that uses another Mantine component imports its file next to
 * the page, e.g. `import '@mantine/core/styles/Stepper.css';`, so the CSS arrives with the page's chunk.
 * Order matters: base files first, components after their dependencies.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css'; // after Text.css: Anchor is a Text and overrides its underline
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
