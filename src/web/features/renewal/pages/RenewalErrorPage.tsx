import { Button } from 'antd-mobile';
import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { PageResult } from '../../../ui/page-result';
import '../components/renewal.css';

/** /renewal-error: cannot be renewed online (the policy has lapsed), and what to do instead (the portal's one result, ui/page-result). */
export default function RenewalErrorPage() {
  const navigate = useNavigate();
  const result = useAppStore((s) => s.renewal.result);
  const setRenewal = useAppStore((s) => s.setRenewal);
  return (
    <CardPage title="无法续保">
      <Card>
        <PageResult state="warning" title="暂时无法在线续保" role="alert">
          <p>{result?.reason || '未能获取续保信息，请稍后再试。'}</p>
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
