import { policy } from '../../../../shared/api/policy';
import { registerDateText } from '../../../../shared/rules/register-date';
import { Card, CardPage } from '../../../ui/card-page';
import { Rows } from '../../../ui/rows';
import { EmptyState } from '../components/EmptyState';
import '../components/policy.css';
import { usePolicyData, usePolicyNo } from '../lib/use-policy';

/** /policy-carDetail: the insured vehicle as the policy records it. */
export default function CarDetailPage() {
  const loaded = usePolicyData(policy.selectShieJCO, usePolicyNo());
  if (loaded.state === 'loading')
    return (
      <CardPage className="pl-page" title="车辆信息">
        {null}
      </CardPage>
    );
  if (loaded.state === 'failed')
    return (
      <CardPage className="pl-page" title="车辆信息">
        <EmptyState message={loaded.message} />
      </CardPage>
    );
  const car = loaded.data.car_Info;
  return (
    <CardPage className="pl-page" title="车辆信息">
      <Card title="车辆信息">
        <Rows
          rows={[
            ['号牌号码', car.licenseNo ?? '新车未上牌'],
            ['厂牌型号', car.brandModel],
            ['车架号', car.vin],
            ['发动机号', car.engineNo],
            ['使用性质', car.useNature],
            ['核定载客', car.seatCount ? `${car.seatCount}人` : ''],
            ['初次登记日期', registerDateText(car)],
          ]}
        />
      </Card>
      {car.isNewCar && !car.licenseNo && (
        <p className="pl-tip">车辆上牌后，可在“新车补录车牌”中办理批改，批改后车牌将显示在此。</p>
      )}
    </CardPage>
  );
}
