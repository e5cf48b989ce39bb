import type { PolicySummary } from '../../../../shared/api/policy-shapes';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { CardPage } from '../../../ui/card-page';
import { EmptyState } from '../components/EmptyState';
import { PolicyCard } from '../components/PolicyCard';
import '../components/policy.css';

/**
 * Opens the policy query on the policy's tab with the policy number and the insured the warranty
 * query was sent for already filled in: the list is masked and proves nothing (knowing who is
 * covered is not the right to read the policy), so the detail still takes the policy query, and
 * this makes it one tap (plus the image code, when the query asks for one).
 */
function useOpenInPolicyQuery() {
  const navigate = useNavigate();
  const setPolicy = useAppStore((s) => s.setPolicy);
  const setCarForm = useAppStore((s) => s.setCarForm);
  const setOtherForm = useAppStore((s) => s.setOtherForm);
  return (p: PolicySummary) => {
    const person = useAppStore.getState().policy.warrantyForm;
    const identifyType = person.identifyType ?? RESIDENT_ID_TYPE;
    if (p.kind === 'car') {
      setCarForm({
        carPolicyQuery: 'policyNo',
        policyNo: p.policyNo,
        identifyType,
        identifyNumber: person.identifyNumber,
      });
    } else {
      setOtherForm({
        numberKind: 'policyNo',
        personType: '1',
        // The number's own type (a student's or a loan's form) is told by checkPolicyType once it is filled in.
        policyType: 'normal',
        policyNo: p.policyNo,
        insuredName: person.insuredName,
        identifyType,
        identifyNumber: person.identifyNumber,
      });
    }
    setPolicy({ policyData: { kindCode: p.kind === 'car' ? 1 : 2, isShowNewCar: true } });
    navigate('/policy-query');
  };
}

/** /warranty-query-list: the policies covering the person, masked; each opens the policy query filled in. */
export default function WarrantyListPage() {
  const list = useAppStore((s) => s.policy.results.warrantyList);
  const open = useOpenInPolicyQuery();
  return (
    <CardPage className="pl-page" title="保障查询结果">
      {list.length === 0 ? (
        <EmptyState
          message="暂无保障信息。请输入被保险人姓名和证件号码进行保障查询。"
          action={{ text: '去保障查询', to: '/warranty-query' }}
        />
      ) : (
        <>
          <p className="pl-meta" role="status">
            共 {list.length} 张保单，其中保障中 {list.filter((p) => p.status === 'valid').length} 张
          </p>
          <p className="pl-tip">为保护隐私，点击保单后需核对一次保单号和被保险人证件信息，方可查看保单详情。</p>
          {list.map((p) => (
            <PolicyCard key={p.policyNo} policy={p} onOpen={() => open(p)} />
          ))}
        </>
      )}
    </CardPage>
  );
}
