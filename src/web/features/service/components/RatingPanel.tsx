import { Button, Rate } from 'antd-mobile';
import { useId, useState } from 'react';
import { RATING_TEXT_MAX } from '../../../../shared/api/service';
import { CountedTextArea } from '../../../ui/counted-text-area';
import { useOneAtATime } from '../../../ui/loading';
import { useIntoView } from './into-view';
import type { ConversationState } from './use-conversation';

const LABELS = ['', '非常不满意', '不满意', '一般', '满意', '非常满意'];

/** The end of a conversation: a 1–5 rating, then a compliment for the agent who served. */
export function RatingPanel(props: {
  state: ConversationState;
  onRate: (score: number, comment: string) => Promise<void>;
  onCompliment: (content: string) => Promise<void>;
  onStartOver: () => void;
}) {
  const labelId = useId();
  const { state } = props;
  const ended = state.status === 'closed' || state.status === 'left';
  const panel = useIntoView<HTMLElement>();
  const [score, setScore] = useState(5);
  const [comment, setComment] = useState('');
  const [praise, setPraise] = useState('');
  // Once per tap: a second rating or compliment sent before the first is answered was refused in words.
  const rate = useOneAtATime(() => props.onRate(score, comment).catch(() => undefined));
  const compliment = useOneAtATime(() => props.onCompliment(praise.trim()).catch(() => undefined));
  if (!state.rated)
    return (
      <section className="chat-panel" aria-label="服务评价" ref={panel}>
        <h2>请对本次服务进行评价</h2>
        <Rate value={score} onChange={setScore} aria-label="评分" />
        <span className="chat-rate-label">{LABELS[score]}</span>
        <label htmlFor={`${labelId}-1`} className="sr-only">
          评价内容
        </label>
        <CountedTextArea
          placeholder="说说您的感受（选填）"
          max={RATING_TEXT_MAX}
          value={comment}
          onChange={setComment}
          id={`${labelId}-1`}
        />
        <Button color="primary" block loading={rate.busy} onClick={() => rate.run()}>
          提交评价
        </Button>
        {/* Ended (a queue left unattended, a message left): a rating is asked for, not required to begin anew. */}
        {ended && (
          <Button color="primary" fill="outline" block onClick={props.onStartOver}>
            重新咨询
          </Button>
        )}
      </section>
    );
  return (
    <section className="chat-panel" aria-label="评价完成">
      <h2>感谢您的评价</h2>
      {state.agentName && !state.complimented && (
        <>
          <p>对{state.agentName}的服务满意？给TA一句表扬吧</p>
          <label htmlFor={`${labelId}-2`} className="sr-only">
            表扬内容
          </label>
          <CountedTextArea
            placeholder="写下表扬的话"
            max={RATING_TEXT_MAX}
            value={praise}
            onChange={setPraise}
            id={`${labelId}-2`}
          />
          <Button block disabled={!praise.trim()} loading={compliment.busy} onClick={() => compliment.run()}>
            表扬TA
          </Button>
        </>
      )}
      {state.complimented && <p>您的表扬已送达{state.agentName}，谢谢！</p>}
      <Button color="primary" fill="outline" block onClick={props.onStartOver}>
        重新咨询
      </Button>
    </section>
  );
}
