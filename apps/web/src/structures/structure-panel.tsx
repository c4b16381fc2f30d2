/**
 * The figures on the control panel (getInfo/structure-panel): a director's structure's
 * employees, orders, requests and appeals (a lawyer's own orders, requests and appeals) as numbers, each
 * a link to its list where there is one, and as a bar chart. The chart repeats the numbers for the eye only (hidden from screen readers and out of
 * the tab order); the numbers above it are the accessible form, and the figure's caption says so.
 */
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StructurePanelDto } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { QueryState } from '../kit/list';

type Figures = NonNullable<StructurePanelDto['figures']>;
type FigureKey = 'employees' | 'orders' | 'requests' | 'appeals';

/** The figures shown for a scope, with the list each opens (null: no list of them to open). */
const FIGURES: Record<Figures['scope'], { key: FigureKey; to: string | null }[]> = {
  STRUCTURE: [
    { key: 'employees', to: '/lawyer-profile/contracts' },
    { key: 'orders', to: '/lawyer-profile/orders/contragents' },
    { key: 'requests', to: null },
    { key: 'appeals', to: null },
  ],
  LAWYER: [
    { key: 'orders', to: '/lawyer-profile/orders/list' },
    { key: 'requests', to: '/lawyer-profile/requests' },
    { key: 'appeals', to: '/lawyer-profile/my-appeals/appeals' },
  ],
};

function PanelFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation('cabinet');
  const shown = FIGURES[figures.scope];
  const data = shown.map((f) => ({ figure: t(`panel.${f.key}`), count: figures[f.key] ?? 0 }));
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="structure-panel-title">
        {t(figures.scope === 'STRUCTURE' ? 'panel.structureTitle' : 'panel.lawyerTitle', {
          name: figures.name,
        })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: shown.length }}>
        {shown.map((f) => (
          <Card key={f.key} withBorder radius="md" padding="md">
            <Text size="sm" c="dimmed">
              {t(`panel.${f.key}`)}
            </Text>
            <Text fw={700} fz={28} data-testid={`panel-${f.key}`}>
              {figures[f.key]}
            </Text>
            {f.to && (
              <Anchor component={Link} to={f.to} size="sm">
                {t('panel.open', { what: t(`panel.${f.key}`) })}
              </Anchor>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" component="figure" m={0} data-testid="panel-chart">
        <div aria-hidden="true">
          <BarChart
            h={240}
            data={data}
            dataKey="figure"
            series={[
              { name: 'count', label: t('panel.count'), color: 'var(--mantine-primary-color-filled)' },
            ]}
            withTooltip={false}
            withBarValueLabel
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
        <Text component="figcaption" size="sm" c="dimmed" mt="xs">
          {t('panel.chartCaption')}
        </Text>
      </Card>
    </Stack>
  );
}

/** The caller's figures (`figures` null: nothing to show, e.g. ADMIN, who has the links only). */
export function StructurePanel() {
  const panel = api.structures.structurePanel.useQuery();
  return (
    <QueryState query={panel}>
      {panel.data?.figures ? (
        <section
          aria-labelledby="structure-panel-title"
          data-testid="structure-panel"
          data-scope={panel.data.figures.scope}
        >
          <PanelFigures figures={panel.data.figures} />
        </section>
      ) : null}
    </QueryState>
  );
}
