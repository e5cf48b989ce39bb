import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { renewal } from '../../../../shared/api/renewal';
import { normaliseFrame, normalisePlate } from '../../../../shared/rules';
import { moneyText } from '../../../../shared/rules/money';
import { api } from '../../../api/client';
import { Card, CardPage } from '../../../ui/card-page';
import { timeText } from '../../../ui/china-time';
import { TextField } from '../../../ui/form/TextField';
import { HotlineLink } from '../../../ui/hotline-link';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import '../components/renewal.css';

type Answer = ResponseOf<typeof renewal.queryViolation>;

/** /violation-query: a vehicle's traffic violations by plate and frame tail. */
export default function ViolationQueryPage() {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { control, handleSubmit } = useForm({ defaultValues: { licenseNo: '', frameNo: '' } });
  // One query per tap: a plate and frame tail that do not match count a miss towards the hour's
  // lockout, so a double tap on a mistyped one must not count two (nor open two dialogs).
  const { busy, run } = useOneAtATime(async (v: { licenseNo: string; frameNo: string }) => {
    // A new query starts without the last answer: a failed one left the earlier car's violations
    // on screen under the plate typed now.
    setAnswer(null);
    try {
      const body = { licenseNo: normalisePlate(v.licenseNo), frameNo: normaliseFrame(v.frameNo) };
      setAnswer(await withLoading(() => api(renewal.queryViolation, body)));
    } catch {
      // The client has shown the reason.
    }
  });
  const submit = handleSubmit(run);
  return (
    <CardPage title="违章查询">
      <Card>
        <form className="rn-form" onSubmit={submit} noValidate aria-label="违章查询">
          <TextField
            control={control}
            name="licenseNo"
            label="车牌号码"
            rule="isLicense"
            placeholder="请输入车牌号码，如京A12345"
          />
          <TextField
            control={control}
            name="frameNo"
            label="车架号后6位"
            rule="isSixFrame"
            placeholder="请输入车架号后6位"
          />
          <Button block type="submit" color="primary" size="large" className="rn-submit" loading={busy}>
            查询违章
          </Button>
        </form>
      </Card>
      {answer && (
        <Card title={`${answer.licenseNo} 违章记录`}>
          <dl className="rn-summary">
            <div>
              <dt>未处理</dt>
              <dd>{answer.unhandledCount}条</dd>
            </div>
            <div>
              <dt>罚款</dt>
              <dd>¥{moneyText(answer.totalFine, 0)}</dd>
            </div>
            <div>
              <dt>扣分</dt>
              <dd>{answer.totalPoints}分</dd>
            </div>
          </dl>
          {answer.list.length === 0 && <p className="rn-tip">暂无违章记录，请继续保持安全驾驶。</p>}
          {answer.list.map((v) => (
            <div className="rn-violation" key={`${v.time}-${v.code}`}>
              <div className="rn-violation-act">
                {v.act}
                <span className={`rn-status${v.handled ? ' rn-status-paid' : ''}`}>
                  {v.handled ? '已处理' : '未处理'}
                </span>
              </div>
              <div>时间：{timeText(v.time)}</div>
              <div>地点：{v.place}</div>
              <div>
                罚款{moneyText(v.fine, 0)}元，记{v.points}分 · {v.authority}
              </div>
            </div>
          ))}
          <p className="rn-tip">数据更新于{timeText(answer.updatedAt)}，以交通管理部门公布为准。</p>
        </Card>
      )}
      <HotlineLink />
    </CardPage>
  );
}
