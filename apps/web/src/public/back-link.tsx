/** The link back to a public list from one of its items (a news item, a duty schedule). */
import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor
      underline="always"
      component={Link}
      to={to}
      mb="md"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 6 }}
    >
      <IconArrowLeft size={18} aria-hidden="true" /> {label}
    </Anchor>
  );
}
