/**
 * One expertise request (expertise/{id}) for whoever may see it: the lawyer who asked
 * (/lawyer-profile/orders/expertise/view/{id}) and the body's staff (/lawyer-profile/expertise/view/{id}).
 * Its status (overdue marked), the reason of an ending step, what is asked (organization, research type,
 * questions, deadline asked), the actions with their prices, the materials, the invoice with its payment,
 * the petitions with their answers, the conclusion (its findings, number and signature), the history, and
 * the steps its `can` allows.
 */
import { Alert, Anchor, Card, List, Stack, Text } from '@mantine/core';
import type { ExpertiseDto, ExpertiseInvoice } from '@portal/contracts';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatTiyin } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { useDisplayName } from '../i18n/display-name';
import { FieldSection, TitledSection } from '../kit/detail-layout';
import { ListTable } from '../kit/list';
import { RecordPage } from '../kit/record-page';
import { StatusBadge } from '../kit/status-badge';
import { CABINET_ORDERS_LINKS } from '../orders/orders-links';
import { OverdueBadge } from './expertise-list';
import { ExpertiseActions } from './expertise-steps';
import { EXPERTISE_LINKS } from './links';
import { QUIET_ITEM } from '../kit/route-params';

type StoredFile = ExpertiseDto['materials'][number];

export function useSum() {
  const { t } = useTranslation('expertise');
  return (tiyin: number) => `${formatTiyin(tiyin)} ${t('screen.sum')}`;
}

/** Download links of a request's files (materials, a petition's answer). */
function FileLinks({ id, files, testId }: { id: number; files: StoredFile[]; testId: string }) {
  if (files.length === 0) return null;
  return (
    <List size="sm" data-testid={testId}>
      {files.map((f) => (
        <List.Item key={f.id}>
          <Anchor
            component="button"
            type="button"
            onClick={() =>
              void api.expertise.expertiseFile
                .download({ params: { id, fileId: f.id } }, f.name)
                .catch(() => undefined)
            }
          >
            {f.name}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

function Notices({ request: r }: { request: ExpertiseDto }) {
  const { t } = useTranslation('expertise');
  const sum = useSum();
  const open = r.petitions.find((p) => p.answer === null);
  return (
    <>
      {r.reason && (
        <Alert color="orange" variant="outline" title={t('screen.reason')} data-testid="expertise-reason">
          {r.reason}
        </Alert>
      )}
      {r.can.pay && r.invoice && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} data-testid="expertise-payment-due">
          {t('screen.paymentDue', { amount: sum(r.invoice.amountTiyin), due: formatDate(r.invoice.dueOn) })}
        </Alert>
      )}
      {open && (
        <Alert
          color="blue"
          icon={<IconInfoCircle aria-hidden="true" />}
          data-testid="expertise-open-petition"
        >
          {t('screen.openPetition', { question: open.question })}
        </Alert>
      )}
    </>
  );
}

function Details({ request: r, staff }: { request: ExpertiseDto; staff: boolean }) {
  const { t } = useTranslation('expertise');
  const displayName = useDisplayName();
  const sum = useSum();
  return (
    <>
      <FieldSection
        title={t('screen.details')}
        fields={[
          {
            label: t('screen.order'),
            value: staff ? (
              (r.order.number ?? `#${r.order.id}`)
            ) : (
              <Anchor
                component={Link}
                to={CABINET_ORDERS_LINKS.view(r.order.id)}
                data-testid="expertise-order-link"
              >
                {r.order.number ?? `#${r.order.id}`}
              </Anchor>
            ),
          },
          { label: t('screen.eoNumber'), value: r.eoNumber, testId: 'expertise-eo-number' },
          { label: t('screen.organization'), value: r.organization.name, testId: 'expertise-organization' },
          { label: t('screen.researchType'), value: r.researchType.name },
          { label: t('screen.kind'), value: t(`kind.${r.kind}`) },
          { label: t('screen.caseKind'), value: t(`caseKind.${r.caseKind}`) },
          { label: t('screen.lawyer'), value: displayName(r.lawyer.fullName) },
          { label: t('screen.expert'), value: r.expert, testId: 'expertise-expert' },
          { label: t('screen.createdAt'), value: formatDateTime(r.createdAt) },
          { label: t('screen.sentAt'), value: formatDateTime(r.sentAt) },
          { label: t('screen.requestedBy'), value: formatDate(r.requestedBy) },
          { label: t('screen.paidAt'), value: formatDateTime(r.paidAt) },
          { label: t('screen.deadline'), value: formatDate(r.deadline), testId: 'expertise-deadline' },
          {
            label: t('screen.conclusionNumber'),
            value: r.conclusionNumber,
            testId: 'expertise-conclusion-number',
          },
          { label: t('screen.questions'), value: r.questions },
        ]}
      />
      <TitledSection title={t('screen.actions')} testId="expertise-actions-list">
        <ListTable
          empty={{ text: t('emptyList.actions') }}
          records={r.actions}
          columns={[
            { key: 'name', title: t('screen.action'), value: (a) => a.name },
            { key: 'price', title: t('screen.price'), value: (a) => sum(a.priceTiyin) },
          ]}
          sortable={false}
        />
        <Text fw={600} mt="xs" data-testid="expertise-amount">
          {t('screen.total', { amount: sum(r.amountTiyin) })}
        </Text>
      </TitledSection>
      <TitledSection title={t('screen.materials')}>
        {r.materials.length === 0 ? (
          <Text c="dimmed">{t('screen.noMaterials')}</Text>
        ) : (
          <FileLinks id={r.id} files={r.materials} testId="expertise-materials" />
        )}
      </TitledSection>
    </>
  );
}

/** An invoice's fields; `payTo` links its payment page while it may be paid; `children` follow them. */
export function InvoiceSection({
  invoice,
  payTo,
  children,
}: {
  invoice: ExpertiseInvoice | null;
  payTo?: string | false;
  children?: ReactNode;
}) {
  const { t } = useTranslation('expertise');
  const sum = useSum();
  if (!invoice) return null;
  return (
    <FieldSection
      title={t('screen.invoice')}
      fields={[
        { label: t('screen.invoiceNumber'), value: invoice.number, testId: 'expertise-invoice-number' },
        { label: t('screen.issuedAt'), value: formatDateTime(invoice.issuedAt) },
        { label: t('screen.dueOn'), value: formatDate(invoice.dueOn) },
        { label: t('screen.payee'), value: invoice.payee },
        { label: t('screen.amount'), value: sum(invoice.amountTiyin), testId: 'expertise-invoice-amount' },
        {
          label: t('screen.paymentStatus'),
          value: t(`paymentStatus.${invoice.paymentStatus}`),
          testId: 'expertise-payment-status',
        },
        { label: t('screen.paidAt'), value: formatDateTime(invoice.paidAt) },
        !!payTo && {
          label: t('screen.payment'),
          value: (
            <Anchor component={Link} to={payTo} data-testid="expertise-invoice-pay">
              {t('screen.payOnPage')}
            </Anchor>
          ),
        },
      ]}
    >
      {children}
    </FieldSection>
  );
}

function Petitions({ request: r }: { request: ExpertiseDto }) {
  const { t } = useTranslation('expertise');
  if (r.petitions.length === 0) return null;
  return (
    <TitledSection title={t('screen.petitions')} testId="expertise-petitions">
      <Stack gap="sm">
        {r.petitions.map((p) => (
          <Card withBorder padding="sm" key={p.id} data-testid="expertise-petition">
            <Text size="sm" c="dimmed">
              {t('screen.askedAt', { at: formatDateTime(p.askedAt) })}
            </Text>
            <Text>{p.question}</Text>
            {p.answer === null ? (
              <Text size="sm" fs="italic" mt="xs">
                {t('screen.awaitingAnswer')}
              </Text>
            ) : (
              <>
                <Text size="sm" c="dimmed" mt="xs">
                  {t('screen.answeredAt', { at: formatDateTime(p.answeredAt) })}
                </Text>
                <Text data-testid="expertise-petition-answer">{p.answer}</Text>
                <FileLinks id={r.id} files={p.files} testId="expertise-petition-files" />
              </>
            )}
          </Card>
        ))}
      </Stack>
    </TitledSection>
  );
}

function Conclusion({ request: r }: { request: ExpertiseDto }) {
  const { t } = useTranslation('expertise');
  const c = r.conclusion;
  if (!c) return null;
  const s = c.signature;
  return (
    <TitledSection title={t('screen.conclusion')} testId="expertise-conclusion">
      <Stack gap="xs">
        {c.number && <Text fw={600}>{`№ ${c.number}`}</Text>}
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="expertise-conclusion-text">
          {c.text}
        </Text>
        <Text size="sm" c="dimmed" data-testid="expertise-conclusion-signature">
          {s
            ? t('screen.conclusionSigned', {
                name: s.signerName ?? s.certificateSubject ?? '',
                time: formatDateTime(s.signingTime),
              })
            : t('screen.conclusionAwaits')}
        </Text>
      </Stack>
    </TitledSection>
  );
}

export function ExpertiseView({ id, staff }: { id: number; staff: boolean }) {
  const { t } = useTranslation('expertise');
  const query = api.expertise.expertiseById.useQuery({ params: { id } }, QUIET_ITEM);
  return (
    <RecordPage
      record="expertise"
      query={query}
      title={() => t('screen.title', { id })}
      layout={(r) => ({
        status: (
          <>
            <StatusBadge status={r.status} kind="expertise" testId="expertise-status" />
            <OverdueBadge item={r} />
          </>
        ),
        notices: <Notices request={r} />,
        actions: <ExpertiseActions request={r} />,
        history: r.history,
        children: (
          <>
            <Details request={r} staff={staff} />
            <InvoiceSection invoice={r.invoice} payTo={r.can.pay && EXPERTISE_LINKS.payment(r.id)} />
            <Petitions request={r} />
            <Conclusion request={r} />
          </>
        ),
      })}
    />
  );
}
