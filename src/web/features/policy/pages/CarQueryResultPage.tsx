import { useEffect } from 'react';
import { policy } from '../../../../shared/api/policy';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { Rows } from '../../../ui/rows';
import { EmptyState } from '../components/EmptyState';
import { PolicyCard } from '../components/PolicyCard';
import '../components/policy.css';
import { usePolicyData, usePolicyNo } from '../lib/use-policy';

/** /policy-carQueryResult: one car and its compulsory and commercial policies. */
export default function CarQueryResultPage() {
  const navigate = useNavigate();
  const policyNo = usePolicyNo();
  const setResults = useAppStore((s) => s.setPolicyResults);
  const loaded = usePolicyData(policy.selectShieJCO, policyNo);
  const jco = loaded.state === 'ready' ? loaded.data : null;
  useEffect(() => {
    if (jco) setResults({ JCOData: jco.policies, car_Info: jco.car_Info });
  }, [jco, setResults]);
  if (loaded.state === 'loading')
    return (
      <CardPage className="pl-page" title="车险保单">
        {null}
      </CardPage>
    );
  if (loaded.state === 'failed')
    return (
      <CardPage className="pl-page" title="车险保单">
        <EmptyState message={loaded.message} />
      </CardPage>
    );
  const { car_Info: car, policies } = loaded.data;
  return (
    <CardPage className="pl-page" title="车险保单">
      <Card
        title={car.licenseNo ?? '新车未上牌'}
        extra={
          <button type="button" className="pl-link" onClick={() => navigate(`/policy-carDetail?policyNo=${policyNo}`)}>
            车辆详情 ›
          </button>
        }
      >
        <Rows
          rows={[
            ['厂牌型号', car.brandModel],
            ['车架号', car.vin],
            ['使用性质', car.useNature],
          ]}
        />
      </Card>
      {policies.map((p) => (
        <PolicyCard
          key={p.policyNo}
          policy={p}
          onOpen={() => {
            setResults({ currentPolicyNo: p.policyNo });
            navigate(`/policy-detail?policyNo=${p.policyNo}`);
          }}
        />
      ))}
    </CardPage>
  );
}
