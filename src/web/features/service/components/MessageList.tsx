import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../../shared/api/service';
import { clockText } from '../../../ui/china-time';
import { ChatImage } from './ChatImage';

const WHO = { customer: '我', bot: '智能客服小保', agent: '人工客服', system: '系统消息' } as const;

/**
 * The conversation. Every text is rendered as a React text node: whatever a
 * customer or an agent types (tags included) is shown as typed, never as HTML.
 * `self` is whose messages sit on the right (the customer's page or the agent's).
 */
export function MessageList(props: {
  messages: ChatMessage[];
  self: 'customer' | 'agent';
  credentials: { signid?: string; token?: string; agentToken?: string };
  onSuggestion?: (s: { id: number; question: string }) => void;
}) {
  const { messages, self, credentials, onSuggestion } = props;
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <>
      <ol className="chat-list" aria-live="polite" aria-label="会话消息">
        {messages.map((m) => (
          <li
            key={m.id}
            className={`chat-item chat-${m.sender}${m.sender === self ? ' chat-self' : ''}`}
            data-sender={m.sender}
          >
            {m.sender === 'system' ? (
              <p className="chat-system">{m.text}</p>
            ) : (
              <div className="chat-bubble-wrap">
                <span className="chat-who">
                  {m.sender === 'agent' ? (m.agentName ?? WHO.agent) : WHO[m.sender]}
                  {m.at && ` · ${clockText(m.at)}`}
                </span>
                <div className="chat-bubble">
                  {m.kind === 'image' && m.fileId ? <ChatImage fileId={m.fileId} {...credentials} /> : m.text}
                </div>
                {onSuggestion && m.suggestions && m.suggestions.length > 0 && (
                  <div className="chat-suggestions">
                    <span>{m.sender === 'bot' && m.text.startsWith('抱歉') ? '您是不是想问：' : '相关问题：'}</span>
                    {m.suggestions.map((s) => (
                      <button key={s.id} type="button" onClick={() => onSuggestion(s)}>
                        {s.question}
                      </button>
                    ))}
                  </div>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      {/* The scroll anchor sits after the list: an <ol> may hold only <li>. */}
      <div ref={end} />
    </>
  );
}
