import { useEffect, useState } from 'react';
import { policy } from '../../../../shared/api/policy';
import { HOTLINE } from '../../../../shared/constants';
import { isCarPolicyNo, isOtherPolicyNo } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { failureText } from '../../../api/errors';
import { useLocation, useNavigate, useSearchParams } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { latestRead } from '../../../ui/latest-read';
import { TabBar, tabIds, useTabIds } from '../../../ui/tab-bar';
import { CarQueryForm } from '../components/CarQueryForm';
import { EmailByIdentity, EmailByIdentityEntry } from '../components/EmailByIdentity';
import { OtherQueryForm } from '../components/OtherQueryForm';
import '../components/policy.css';

/** The scanned link's sign, as the server judged it. */
type LinkCheck = { state: 'checking' } | { state: 'signed' } | { state: 'refused'; message: string };

/**
 * The QR link's sign (/policy-query-wdf?policyNo=…&sign=…) checked by the
 * server before the page calls the number "the policy you scanned" and fills
 * it in. No policy number: nothing to check, the ordinary query.
 */
function useLinkCheck(verify: boolean | undefined, policyNo: string, sign: string): LinkCheck | null {
  const [check, setCheck] = useState<LinkCheck>({ state: 'checking' });
  const asked = Boolean(verify && policyNo);
  useEffect(() => {
    if (!asked) return;
    setCheck({ state: 'checking' });
    return latestRead((signal) => {
      api(policy.checkVerifyLink, { policyNo, sign }, { signal })
        .then(() => !signal.aborted && setCheck({ state: 'signed' }))
        .catch(
          (err: unknown) =>
            !signal.aborted &&
            setCheck({ state: 'refused', message: failureText(err, '暂时无法核验该二维码，请稍后重新扫描') }),
        );
    });
  }, [asked, policyNo, sign]);
  return asked ? check : null;
}

/**
 * The underwriting query entry, car or non-car (kindCode 1 or 2). The -wdf
 * variant is where the e-policy's QR code leads: once the server has checked
 * the link's sign, it opens on the right tab with the policy number filled
 * in, so scanning a printed policy verifies it. A link we did not sign (a
 * forged policy's QR code, or one cut short) is said to be so, and the
 * ordinary query stays open.
 */
export function PolicyQuery(props: { verify?: boolean }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const kindCode = useAppStore((s) => s.policy.policyData.kindCode);
  const setPolicy = useAppStore((s) => s.setPolicy);
  const scanned = (params.get('policyNo') ?? '').trim().toUpperCase();
  const link = useLinkCheck(props.verify, scanned, params.get('sign') ?? '');
  const signed = link?.state === 'signed';
  const scannedCar = signed && isCarPolicyNo(scanned);
  const scannedOther = signed && isOtherPolicyNo(scanned);
  // The scanned policy opens its own tab; a tab tapped afterwards wins, until another link is scanned.
  const [picked, setPicked] = useState<{ scanned: string; kind: number } | null>(null);
  const kind = picked && picked.scanned === scanned ? picked.kind : scannedCar ? 1 : scannedOther ? 2 : kindCode;
  const idBase = useTabIds();
  // A form mounts when its tab is first opened and then stays, so switching back keeps what was typed.
  const [opened, setOpened] = useState<number[]>([kind]);
  if (!opened.includes(kind)) setOpened([...opened, kind]);
  const panel = (key: string) => ({
    id: tabIds(idBase, key).panel,
    role: 'tabpanel',
    'aria-labelledby': tabIds(idBase, key).tab,
  });

  // The e-mail by ID number takes the query's place (?send=email), so the browser's back returns to the query.
  if (params.get('send') === 'email') {
    const back = () => {
      if ((location.state as { fromEntry?: boolean } | null)?.fromEntry) return navigate(-1);
      const rest = new URLSearchParams(params);
      rest.delete('send');
      setParams(rest, { replace: true });
    };
    return (
      <CardPage className="pl-page" title={props.verify ? '保单验真' : '保单查询'}>
        <EmailByIdentity onBack={back} />
      </CardPage>
    );
  }
  const openMail = () => {
    const next = new URLSearchParams(params);
    next.set('send', 'email');
    setParams(next, { state: { fromEntry: true } });
  };

  // The forms wait for the check: one filled in after it had mounted would keep its empty number.
  if (link?.state === 'checking')
    return (
      <CardPage className="pl-page" title="保单验真">
        <p className="pl-notice" role="status">
          正在核验二维码…
        </p>
      </CardPage>
    );

  return (
    <CardPage className="pl-page" title={props.verify ? '保单验真' : '保单查询'}>
      {(scannedCar || scannedOther) && (
        <p className="pl-notice">
          您扫描的是保单号 {scanned} 的电子保单。请输入被保险人或投保人的信息，查询结果与纸面一致即为真实保单。
        </p>
      )}
      {link?.state === 'refused' && (
        <p className="pl-notice pl-notice-warning" role="alert">
          {link.message}。您仍可输入保单号和本人证件信息查询保单；如有疑问请拨打客服热线 {HOTLINE}。
        </p>
      )}
      <Card flush>
        <TabBar
          tabs={[
            { key: '1', title: '车险保单' },
            { key: '2', title: '非车险保单' },
          ]}
          activeKey={String(kind)}
          idBase={idBase}
          onChange={(k) => {
            const next = k === '2' ? 2 : 1;
            setPicked({ scanned, kind: next });
            setPolicy({ policyData: { kindCode: next, isShowNewCar: true } });
          }}
        />
        <div {...panel('1')} hidden={kind !== 1}>
          {opened.includes(1) && (
            <CarQueryForm active={kind === 1} initialPolicyNo={scannedCar ? scanned : undefined} />
          )}
        </div>
        <div {...panel('2')} hidden={kind !== 2}>
          {opened.includes(2) && (
            <OtherQueryForm active={kind === 2} initialPolicyNo={scannedOther ? scanned : undefined} />
          )}
        </div>
      </Card>
      <p className="pl-tip">
        温馨提示：为保护您的信息安全，需同时提供保单号码（或车牌号）与本人证件信息；连续输错将需要图形验证码，多次失败将暂停查询1小时。
      </p>
      <EmailByIdentityEntry onOpen={openMail} />
    </CardPage>
  );
}

export default function PolicyQueryPage() {
  return <PolicyQuery />;
}
