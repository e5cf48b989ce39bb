import { List } from 'antd-mobile';
import type { PolicyDocument } from '../../../../shared/api/policy-shapes';
import { useNavigate } from '../../../app/router';

/** Documents of a policy; each opens in the in-app PDF viewer. */
export function DocumentList(props: { policyNo: string; documents: PolicyDocument[] }) {
  const navigate = useNavigate();
  const open = (d: PolicyDocument) =>
    navigate(`/pdf?${new URLSearchParams({ policyNo: props.policyNo, docId: d.docId, title: d.title })}`);
  return (
    <List>
      {props.documents.map((d) => (
        <List.Item key={d.docId} onClick={() => open(d)} prefix={<span className="pl-pdf-icon">PDF</span>}>
          {d.title}
        </List.Item>
      ))}
    </List>
  );
}
