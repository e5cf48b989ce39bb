import { Button, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { MESSAGE_MAX } from '../../../../shared/api/service';
import { HOTLINE } from '../../../../shared/constants';
import { RULES } from '../../../../shared/rules';
import { CountedTextArea } from '../../../ui/counted-text-area';
import { useOneAtATime } from '../../../ui/loading';
import { useIntoView } from './into-view';

/** Nobody on duty: a message and a mobile number for a call-back, or the hotline. */
export function LeaveMessageForm(props: {
  onSend: (mobile: string, content: string) => Promise<void>;
  onCancel: () => void;
}) {
  const labelId = useId();
  const panel = useIntoView<HTMLElement>();
  const [mobile, setMobile] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  // One message per tap: a second tap while the first is on its way sends nothing.
  const { busy, run: send } = useOneAtATime(async () => {
    const rule = RULES.isMobile;
    const value = rule.normalise(mobile);
    if (!value) return setError(rule.requiredMessage);
    if (!rule.test(value)) return setError(rule.message);
    if (!content.trim()) return setError('请输入留言内容');
    setError('');
    await props.onSend(rule.normalise(mobile), content.trim()).catch(() => undefined);
  });
  return (
    <section className="chat-panel" aria-label="留言" ref={panel}>
      <h2>当前暂无人工客服在线</h2>
      <p>
        请留下您的问题和手机号，我们会尽快回电。紧急事项请拨打 <a href={`tel:${HOTLINE}`}>{HOTLINE}</a>
      </p>
      {/* A label for the input element itself: antd's aria-label would also land on its wrapper div. */}
      <label htmlFor={`${labelId}-0`} className="sr-only">
        手机号
      </label>
      {/* No maxlength: it would cut a pasted 139 1111 2222 to 139 1111 22; the rule counts the cleaned digits. */}
      <Input placeholder="请输入手机号" type="tel" value={mobile} onChange={setMobile} id={`${labelId}-0`} />
      <label htmlFor={`${labelId}-1`} className="sr-only">
        留言内容
      </label>
      <CountedTextArea
        placeholder="请输入留言内容"
        max={MESSAGE_MAX}
        value={content}
        onChange={setContent}
        id={`${labelId}-1`}
      />
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-panel-actions">
        <Button onClick={props.onCancel}>继续咨询小保</Button>
        <Button color="primary" loading={busy} onClick={() => send()}>
          提交留言
        </Button>
      </div>
    </section>
  );
}
