import { Button } from 'antd-mobile';
import { callBackText } from '../../../../shared/codes/callback-times';
import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { PageHeader } from '../../../app/PageHeader';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import '../components/complaint.css';
import { timeText } from '../../../ui/china-time';
import { PageResult } from '../../../ui/page-result';

const KIND_TEXT = { quick: '快速投诉', formal: '正式投诉', return: '退货运费险理赔申诉' } as const;

/** The acknowledgement of the last complaint: its number, and where the confirmation went. */
export default function ComplaintSuccessPage() {
  const navigate = useNavigate();
  const ack = useAppStore((s) => s.complaint.lastAck);
  if (!ack)
    return (
      <>
        <PageHeader title="提交成功" />
        <main className="cx-page cx-none">
          <p>没有找到最近提交的投诉。</p>
          <Button color="primary" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        </main>
      </>
    );
  // Past its mobile's acknowledgement SMS for the day the complaint is taken all the same, without an SMS
  // (submitComplaint's contract): the number on this page is then the customer's only copy.
  const sentTo =
    ack.ackChannel === 'none'
      ? `该手机号今日已收到多条投诉受理短信，本次未向 ${ack.ackTo} 发送短信，请记下受理编号`
      : `受理${ack.ackChannel === 'sms' ? '短信' : '邮件'}已发送至 ${ack.ackTo}`;
  return (
    <>
      <PageHeader title="提交成功" />
      <main className="cx-page">
        <PageResult state="success" title={ack.duplicate ? '您已提交过，无需重复提交' : `${KIND_TEXT[ack.kind]}已受理`}>
          <p>受理编号</p>
          <p className="cx-ack-no" data-testid="ack-no">
            {ack.ackNo}
          </p>
          <p data-testid="ack-sent-to">{sentTo}</p>
        </PageResult>
        <dl className="cx-card">
          <dt>提交时间</dt>
          <dd>{timeText(ack.receivedAt)}</dd>
          {ack.callBackAt && (
            <>
              <dt>回电时间</dt>
              <dd data-testid="call-back-at">{callBackText(ack.callBackAt)}</dd>
            </>
          )}
          <dt>温馨提示</dt>
          <dd>请保存受理编号，查询处理进度或补充材料时请提供。</dd>
        </dl>
        <div className="cx-actions">
          <Button block color="primary" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        </div>
        <p className="cx-note">
          如需帮助请拨打客服热线 <a href={HOTLINE_TEL}>{HOTLINE}</a>
        </p>
      </main>
    </>
  );
}
