import { useState } from 'react';
import { isCarPolicyNo, isOtherPolicyNo } from '../../../../shared/rules';
import { useSearchParams } from '../../../app/router';
import { useAppStore } from '../../../store';
import { TabBar, tabIds, useTabIds } from '../../../ui/tab-bar';
import { CarQueryForm } from '../components/CarQueryForm';
import { OtherQueryForm } from '../components/OtherQueryForm';
import { PolicyPage } from '../components/PolicyPage';

/**
 * The underwriting query entry, car or non-car (kindCode 1 or 2). The -wdf
 * variant is where the e-policy's QR code leads: it opens on the right tab with
 * the policy number filled in, so scanning a printed policy verifies it.
 */
export function PolicyQuery(props: { verify?: boolean }) {
  const [params] = useSearchParams();
  const kindCode = useAppStore((s) => s.policy.policyData.kindCode);
  const setPolicy = useAppStore((s) => s.setPolicy);
  const scanned = (params.get('policyNo') ?? '').toUpperCase();
  const scannedCar = props.verify && isCarPolicyNo(scanned);
  const scannedOther = props.verify && isOtherPolicyNo(scanned);
  const kind = scannedCar ? 1 : scannedOther ? 2 : kindCode;
  const idBase = useTabIds();
  // A form mounts when its tab is first opened and then stays, so switching back keeps what was typed.
  const [opened, setOpened] = useState<number[]>([kind]);
  if (!opened.includes(kind)) setOpened([...opened, kind]);
  const panel = (key: string) => ({
    id: tabIds(idBase, key).panel,
    role: 'tabpanel',
    'aria-labelledby': tabIds(idBase, key).tab,
  });

  return (
    <PolicyPage title={props.verify ? '保单验真' : '保单查询'}>
      {props.verify && (scannedCar || scannedOther) && (
        <p className="pl-notice">
          您扫描的是保单号 {scanned} 的电子保单。请输入被保险人或投保人的信息，查询结果与纸面一致即为真实保单。
        </p>
      )}
      <div className="pl-card pl-card-flush">
        <TabBar
          tabs={[
            { key: '1', title: '车险保单' },
            { key: '2', title: '非车险保单' },
          ]}
          activeKey={String(kind)}
          idBase={idBase}
          onChange={(k) => setPolicy({ policyData: { kindCode: k === '2' ? 2 : 1, isShowNewCar: true } })}
        />
        <div {...panel('1')} hidden={kind !== 1}>
          {opened.includes(1) && <CarQueryForm initialPolicyNo={scannedCar ? scanned : undefined} />}
        </div>
        <div {...panel('2')} hidden={kind !== 2}>
          {opened.includes(2) && <OtherQueryForm initialPolicyNo={scannedOther ? scanned : undefined} />}
        </div>
      </div>
      <p className="pl-tip">
        温馨提示：为保护您的信息安全，需同时提供保单号码（或车牌号）与本人证件信息；连续输错将需要图形验证码，多次失败将暂停查询1小时。
      </p>
    </PolicyPage>
  );
}

export default function PolicyQueryPage() {
  return <PolicyQuery />;
}
