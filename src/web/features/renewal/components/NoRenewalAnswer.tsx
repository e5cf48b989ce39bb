import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from '../../../app/router';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { PageResult } from '../../../ui/page-result';

/**
 * A renewal result page opened without the answer it shows (an address typed or shared, a reload after the
 * answer was dropped): it claims nothing, says to query the policy first, and leads to the query.
 */
export function NoRenewalAnswer({
  pageTitle,
  title,
  children,
}: {
  pageTitle: string;
  title: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <CardPage title={pageTitle}>
      <Card>
        <PageResult state="warning" title={title}>
          <p>{children}</p>
        </PageResult>
      </Card>
      <Button block color="primary" onClick={() => navigate('/renewal-hint')}>
        去查询续保
      </Button>
      <HotlineLink />
    </CardPage>
  );
}
