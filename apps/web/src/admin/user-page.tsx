/**
 * /lawyer-profile/control-panel/users/{id} (ADMIN): one account: the person, its role and state, the
 * history of changes; change the role (staff roles; none = as the registries say), block with a reason,
 * unblock. The actions shown are the ones the API's `can` allows.
 */
import { Alert, Anchor, Card, Group, Select, Stack, Text } from '@mantine/core';
import { adminReasonText } from '@portal/contracts';
import { ASSIGNED_ROLES, formatDate, formatDateTime, REGIONS } from '@portal/domain';
import { IconArrowLeft, IconLock, IconLockOpen, IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../api/api';
import { useUserChange } from '../api/administration';
import { FieldList } from '../kit/field-list';
import { FlagBadge, QueryState } from '../kit/list';
import { useLanguage } from '../i18n/use-language';
import { ActionDialog, ReasonAction } from '../kit/reason-dialog';
import { HistoryTimeline } from '../kit/detail-layout';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';
import { useDisplayName } from '../i18n/display-name';
import { ActionButton } from '../kit/action-button';

const REGIONAL = new Set(['REGION_CHAMBER', 'INVESTIGATOR']);
const NONE = 'NONE';

export function UserPage() {
  const displayName = useDisplayName();
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const language = useLanguage();
  const id = Number(useParams().id);
  const user = api.admin.userDetails.useQuery({ params: { id: id } });
  const change = useUserChange(id);
  const [roleOpen, setRoleOpen] = useState(false);
  const [role, setRole] = useState<string | null>(NONE);
  const [regionId, setRegionId] = useState<string | null>(null);
  const u = user.data;
  const historyDetail = (details: Record<string, unknown> | null) => {
    if (!details) return '';
    if (typeof details.reason === 'string') return details.reason;
    if ('assigned' in details)
      return details.assigned ? tc(`role.${String(details.assigned)}`) : t('users.roleFromRegistries');
    return '';
  };
  const regionName = (rid: number | null) => {
    const region = REGIONS.find((r) => r.id === rid);
    if (!region) return null;
    return region.names[language];
  };

  const saveRole = () => {
    change.mutate(
      {
        action: 'role',
        body: {
          role: role === NONE ? null : role,
          regionId: role && REGIONAL.has(role) && regionId ? Number(regionId) : null,
        },
      },
      {
        onSuccess: () => {
          setRoleOpen(false);
          toast.done();
        },
      },
    );
  };

  return (
    <>
      <Anchor
        component={Link}
        to="/lawyer-profile/control-panel/users"
        mb="sm"
        display="inline-flex"
        style={{ gap: 4 }}
      >
        <IconArrowLeft size={18} aria-hidden="true" />
        {t('users.back')}
      </Anchor>
      <PageHeader title={displayName(u?.fullName) ?? t('users.title')} />
      <QueryState query={user}>
        {u && (
          <Stack gap="lg" data-testid="user-details">
            <Card withBorder radius="md" padding="lg">
              <FieldList
                fields={[
                  { label: t('users.pinfl'), value: u.pinfl },
                  {
                    label: t('users.role'),
                    value: tc(`role.${u.role}`, { defaultValue: u.role }),
                    testId: 'user-role',
                  },
                  { label: t('users.region'), value: regionName(u.regionId) },
                  {
                    label: t('flag.blocked.title'),
                    value: (
                      <FlagBadge
                        t={t}
                        flag="blocked"
                        on={u.blocked}
                        tones={['bad', 'good']}
                        testId="user-state"
                      />
                    ),
                  },
                  ...(u.blocked
                    ? [
                        {
                          label: t('users.blockedReason'),
                          value: u.blockedReason,
                          testId: 'user-blocked-reason',
                        },
                      ]
                    : []),
                  { label: t('users.birthDate'), value: formatDate(u.birthDate) },
                  { label: t('users.phone'), value: u.phone },
                  { label: t('users.email'), value: u.email },
                  { label: t('users.directs'), value: u.directs },
                  { label: t('users.createdAt'), value: formatDateTime(u.createdAt) },
                  { label: t('users.lastSignIn'), value: formatDateTime(u.lastSignInAt) },
                  { label: t('users.activeSessions'), value: String(u.activeSessions) },
                ]}
              />
              {!u.can.changeRole && !u.can.block && !u.can.unblock && (
                <Alert mt="md" color="gray">
                  {t('users.ownAccount')}
                </Alert>
              )}
              <Group mt="lg">
                {u.can.changeRole && (
                  <ActionButton
                    icon={IconUserCog}
                    onClick={() => {
                      setRole(u.assignedRole ?? NONE);
                      setRegionId(u.regionId ? String(u.regionId) : null);
                      setRoleOpen(true);
                    }}
                    testId="user-change-role"
                  >
                    {t('users.changeRole')}
                  </ActionButton>
                )}
                {u.can.block && (
                  <ReasonAction
                    label={t('users.block')}
                    icon={<IconLock size={18} aria-hidden="true" />}
                    testId="user-block"
                    dialogText={t('users.blockHint')}
                    reasonLabel={t('users.blockedReason')}
                    schema={adminReasonText}
                    busy={change.isPending}
                    run={(reason) => change.mutateAsync({ action: 'block', body: { reason } })}
                    done={te('success.saved')}
                  />
                )}
                {u.can.unblock && (
                  <ActionButton
                    variant="outline"
                    icon={IconLockOpen}
                    loading={change.isPending}
                    onClick={() => change.mutate({ action: 'unblock' }, { onSuccess: () => toast.done() })}
                    testId="user-unblock"
                  >
                    {t('users.unblock')}
                  </ActionButton>
                )}
              </Group>
            </Card>
            <Card withBorder radius="md" padding="lg">
              <HistoryTimeline
                title={t('users.history')}
                empty={t('users.noHistory')}
                testId="user-history"
                entries={u.history.map((h) => ({
                  at: h.at,
                  what: t(`history.actions.${h.action}`, { defaultValue: h.action }),
                  who: displayName(h.actorName) ?? '',
                  why: historyDetail(h.details),
                }))}
              />
            </Card>
          </Stack>
        )}
      </QueryState>

      <ActionDialog
        opened={roleOpen}
        onClose={() => setRoleOpen(false)}
        title={t('users.changeRole')}
        testId="user-role-dialog"
        submitLabel={tc('actions.save')}
        submitTestId="user-role-save"
        busy={change.isPending}
        disabled={!!role && REGIONAL.has(role) && !regionId}
        onSubmit={saveRole}
      >
        <Text size="sm">{t('users.roleHint')}</Text>
        <Select
          label={t('users.newRole')}
          data={[
            { value: NONE, label: t('users.roleFromRegistries') },
            ...ASSIGNED_ROLES.map((r) => ({ value: r, label: tc(`role.${r}`) })),
          ]}
          value={role}
          onChange={setRole}
          allowDeselect={false}
          data-testid="user-role-select"
        />
        {role && REGIONAL.has(role) && (
          <Select
            label={t('users.region')}
            required
            data={REGIONS.map((r) => ({ value: String(r.id), label: r.names[language] }))}
            value={regionId}
            onChange={setRegionId}
            data-testid="user-region-select"
          />
        )}
      </ActionDialog>
    </>
  );
}
