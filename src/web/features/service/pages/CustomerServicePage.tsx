import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { HOTLINE } from '../../../../shared/constants';
import { PageHeader } from '../../../app/PageHeader';
import { useLocation } from '../../../app/router';
import { useAppStore } from '../../../store';
import { useOneAtATime } from '../../../ui/loading';
import { confirm } from '../../../ui/message-box';
import { Composer } from '../components/Composer';
import { useFillViewport } from '../components/fill-viewport';
import { LeaveMessageForm } from '../components/LeaveMessageForm';
import { MessageList } from '../components/MessageList';
import { QuickQuestions } from '../components/QuickQuestions';
import { RatingPanel } from '../components/RatingPanel';
import { useConversation } from '../components/use-conversation';
import '../components/chat.css';

/**
 * /customer-service and /customer-service_whome (the same chat entered from the
 * home page): the assistant answers, "转人工" queues for staff, the customer
 * rates at the end. The conversation survives a reload (service user info in the store).
 */
export default function CustomerServicePage() {
  const fromHome = useLocation().pathname.endsWith('_whome');
  const entryId = useAppStore((s) => s.global.basicInfo.entryId) || (fromHome ? 'whome' : '');
  const chat = useConversation(entryId);
  const { state, user } = chat;
  const ended = state?.status === 'closed' || state?.status === 'left';
  const ask = (content: string, id?: number) => chat.ask(content, id);
  // A common or suggested question goes once per tap: a double tap asked it twice and the assistant
  // answered twice.
  const pick = useOneAtATime((q: { id: number; question: string }) => ask(q.question, q.id).catch(() => undefined));
  const [ending, setEnding] = useState(false);
  // 结束并评价 belongs to one conversation: a new one (重新咨询, or one the server no longer knew) starts unrated.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation changes
  useEffect(() => setEnding(false), [user.signid]);
  // A message typed and not yet sent survives a reload (the store is in sessionStorage); sending empties it.
  const draft = { text: useAppStore((s) => s.serviceDraft), save: useAppStore((s) => s.setServiceDraft) };
  const page = useRef<HTMLElement>(null);
  useFillViewport(page);

  return (
    <>
      <PageHeader title="在线客服" />
      <main className="chat-page" ref={page}>
        <p className="chat-status" role="status">
          {!state && !chat.signFailed && '正在连接客服…'}
          {!state && chat.signFailed && '客服连接失败'}
          {state?.status === 'bot' && '智能客服小保为您服务'}
          {state?.status === 'queued' && `正在为您转接人工客服，前面还有 ${state.queuePosition ?? 0} 位，请稍候`}
          {state?.status === 'agent' && `${state.agentName ?? '人工客服'}正在为您服务`}
          {state?.status === 'left' && '留言已提交，我们会尽快回电'}
          {state?.status === 'closed' && '本次会话已结束'}
          <a href={`tel:${HOTLINE}`} className="chat-hotline">
            {HOTLINE}
          </a>
        </p>
        <div className="chat-scroll">
          <MessageList
            messages={chat.messages}
            self="customer"
            credentials={{ signid: user.signid, token: user.token }}
            onSuggestion={state?.status === 'bot' ? pick.run : undefined}
          />
          {state?.status === 'bot' && !chat.noAgent && <QuickQuestions onPick={pick.run} />}
          {chat.noAgent && <LeaveMessageForm onSend={chat.leaveMessage} onCancel={chat.dismissNoAgent} />}
          {state && (ended || state.rated || ending) && (
            <RatingPanel state={state} onRate={chat.rate} onCompliment={chat.compliment} onStartOver={chat.startOver} />
          )}
        </div>
        {!state && chat.signFailed && (
          <footer className="chat-footer chat-reconnect">
            <p>暂时未能连接客服，请检查网络后重试，或拨打客服热线 {HOTLINE}。</p>
            <Button block color="primary" onClick={chat.connectAgain}>
              重新连接
            </Button>
          </footer>
        )}
        {state && !ended && !chat.noAgent && (
          <footer className="chat-footer">
            <div className="chat-actions">
              {state.status === 'bot' && (
                <Button size="small" onClick={() => chat.transfer().catch(() => undefined)}>
                  转人工
                </Button>
              )}
              {!ending && (
                <Button
                  size="small"
                  onClick={async () => {
                    if (await confirm('确定结束本次咨询并评价吗？')) setEnding(true);
                  }}
                >
                  结束并评价
                </Button>
              )}
            </div>
            <Composer onSend={(t) => ask(t)} onImage={chat.sendImage} draft={draft} />
          </footer>
        )}
      </main>
    </>
  );
}
