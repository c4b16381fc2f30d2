/**
 * Mantine's CSS, imported per component instead of the whole `@mantine/core/styles.css` (about 42 KB
 * gzip): its variables, its global classes and the commonest components. It comes with every Mantine
 * scope (page-styles.ts, mantine-scope.tsx), not with the home page, which is drawn without Mantine
 * (main.tsx loads the portal's baseline, baseline.css, and the variables the shell reads under the
 * portal's names, shell-variables.css).
 * A page that uses a rarer Mantine component imports its file next to the page, e.g.
 * `import '@mantine/core/styles/Stepper.css';`. The header menus (Menu, Popover) bring theirs with their
 * code. Order matters: base files first, components after their dependencies.
 */
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css'; // after Text.css: Anchor is a Text and overrides its underline
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/EmptyState.css';
