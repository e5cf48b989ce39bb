import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { HotlineLink } from '../../../ui/hotline-link';

/** Opened without the earlier steps: start from the query. */
export function StartOver(props: { message?: string }) {
  const navigate = useNavigate();
  return (
    <div className="nc-result" role="status">
      <p>{props.message ?? '请先输入保单号和被保险人证件号码查询保单'}</p>
      <Button color="primary" shape="rounded" onClick={() => navigate('/newcar-license')}>
        去查询保单
      </Button>
      <HotlineLink />
    </div>
  );
}
