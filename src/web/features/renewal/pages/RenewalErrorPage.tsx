import { Button } from 'antd-mobile';
import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { PageResult } from '../../../ui/page-result';
import { NoRenewalAnswer } from '../components/NoRenewalAnswer';
import '../components/renewal.css';

/**
 * /renewal-error: cannot be renewed online (the policy has lapsed), and what to do instead (the portal's one
 * result, ui/page-result). Opened without a lapsed policy's answer (an address typed or shared, or a kept
 * answer of a renewable one), it asks for the policy instead of saying 暂时无法在线续保 of none, as
 * /renewal-win does not claim a renewal.
 */
export default function RenewalErrorPage() {
  const navigate = useNavigate();
  const result = useAppStore((s) => s.renewal.result);
  const setRenewal = useAppStore((s) => s.setRenewal);
  if (result?.state !== 'lapsed')
    return (
      <NoRenewalAnswer pageTitle="续保查询" title="暂无续保信息">
        请先查询您的保单，即可知道能否在线续保。
      </NoRenewalAnswer>
    );
  return (
    <CardPage title="无法续保">
      <Card>
        <PageResult state="warning" title="暂时无法在线续保" role="alert">
          <p>{result.reason}</p>
        </PageResult>
      </Card>
      <Button block color="primary" onClick={() => window.location.assign(HOTLINE_TEL)}>
        拨打{HOTLINE}咨询
      </Button>
      <Button
        block
        className="rn-submit"
        onClick={() => {
          setRenewal({ result: null });
          navigate('/renewal-hint');
        }}
      >
        查询其他保单
      </Button>
    </CardPage>
  );
}
