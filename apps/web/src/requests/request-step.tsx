/**
 * A page that takes one step on a lawyer's request (change the draft and send it, send a cancelled one
 * again): the request asked quietly; its form while the request's `can` allows the step, else why not,
 * with the link to the request.
 */
import { Alert, Anchor } from '@mantine/core';
import type { LawyerRequestDto } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { QueryState } from '../kit/list';
import { QUIET_ITEM } from '../kit/route-params';
import { REQUEST_LINKS } from './links';

export function RequestStep({
  id,
  step,
  refusal,
  children,
}: {
  id: number;
  step: keyof LawyerRequestDto['can'];
  /** What the page says where the request does not allow the step, and its test id. */
  refusal: { text: string; testId: string };
  children: (request: LawyerRequestDto) => ReactNode;
}) {
  const { t } = useTranslation('request-screens');
  const query = api.requests.getByReqCertId.useQuery({ params: { id } }, QUIET_ITEM);
  const request = query.data;
  return (
    <QueryState query={query}>
      {request &&
        (request.can[step] ? (
          children(request)
        ) : (
          <Alert color="yellow" data-testid={refusal.testId}>
            {refusal.text}{' '}
            <Anchor component={Link} to={REQUEST_LINKS.view(id)}>
              {t('view.title', { id })}
            </Anchor>
          </Alert>
        ))}
    </QueryState>
  );
}
