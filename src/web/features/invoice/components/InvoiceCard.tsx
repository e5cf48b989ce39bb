import { Button } from 'antd-mobile';
import type { InvoiceEntry } from '../../../../shared/api/invoice';
import { moneyText } from '../../../../shared/rules/money';
import { useNavigate } from '../../../app/router';
import { useInvoiceActions } from '../lib/actions';

export const viewerPath = (e: InvoiceEntry) =>
  `/invoice-queryWealth?billnumber=${e.billnumber}${e.billcode ? `&billcode=${e.billcode}` : ''}`;

/** One invoice of the list: bill code, bill number, amount, issue date; open, download, e-mail. */
export function InvoiceCard(props: { entry: InvoiceEntry }) {
  const e = props.entry;
  const navigate = useNavigate();
  const actions = useInvoiceActions();
  return (
    <article className="iv-entry" aria-label={`发票 ${e.billnumber}`}>
      <div className="iv-entry-head">
        <span className="iv-entry-kind">{e.kindName}</span>
        <span className="iv-entry-amount">¥{moneyText(e.billamount)}</span>
      </div>
      {e.billcode && <div className="iv-entry-line">发票代码：{e.billcode}</div>}
      <div className="iv-entry-line">发票号码：{e.billnumber}</div>
      <div className="iv-entry-line">开票日期：{e.makedate}</div>
      <div className="iv-entry-line">保单号：{e.policyNo}</div>
      <div className="iv-actions">
        <Button size="small" color="primary" onClick={() => navigate(viewerPath(e))}>
          查看
        </Button>
        <Button size="small" onClick={() => actions.download(e)}>
          下载
        </Button>
        <Button size="small" onClick={() => actions.mail(e)}>
          发送邮箱
        </Button>
      </div>
    </article>
  );
}
