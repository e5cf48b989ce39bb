import { Button, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { PageHeader } from '../../../app/PageHeader';
import { timeText } from '../../../ui/china-time';
import { useOneAtATime } from '../../../ui/loading';
import { Composer } from '../components/Composer';
import { MessageList } from '../components/MessageList';
import { useAgentConsole } from '../components/use-agent-console';
import '../components/chat.css';

const STATUS = { bot: '智能客服', queued: '排队中', agent: '服务中', left: '留言', closed: '已结束' } as const;

function Login(props: { onLogin: (account: string, password: string) => Promise<void> }) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const labelId = useId();
  // One attempt per tap: each wrong password counts towards the account's lock (five in 15 minutes),
  // and a double tap sent two before the button could show it was busy.
  const { busy, run: login } = useOneAtATime(() => props.onLogin(account.trim(), password).catch(() => undefined));
  return (
    <form
      className="agent-login"
      onSubmit={(e) => {
        e.preventDefault();
        void login();
      }}
    >
      <h2>客服人员登录</h2>
      <label htmlFor={`${labelId}-1`} className="sr-only">
        工号
      </label>
      <Input
        placeholder="请输入工号"
        value={account}
        onChange={setAccount}
        id={`${labelId}-1`}
        autoComplete="username"
      />
      <label htmlFor={`${labelId}-2`} className="sr-only">
        密码
      </label>
      <Input
        placeholder="请输入密码"
        type="password"
        value={password}
        onChange={setPassword}
        id={`${labelId}-2`}
        autoComplete="current-password"
      />
      <Button color="primary" type="submit" block loading={busy} disabled={!account || !password}>
        登录
      </Button>
    </form>
  );
}

/** /agent: the staff console. Open = on duty; waiting customers, own conversations, left messages. */
export default function AgentPage() {
  const c = useAgentConsole();
  const [tab, setTab] = useState<'waiting' | 'mine' | 'left'>('waiting');
  // Once per tap: a double tap on 接入 took the conversation, then was refused as taken by someone else.
  const accept = useOneAtATime((signid: string) => c.accept(signid).catch(() => undefined));
  const close = useOneAtATime(() => c.close().catch(() => undefined));
  if (!c.agent.agentToken)
    return (
      <>
        <PageHeader title="客服工作台" />
        <main className="agent-page">
          <Login onLogin={c.login} />
        </main>
      </>
    );
  const list = c.queue[tab];
  // The lists stop at the server's limit; the counts are of every one.
  const counts = { waiting: c.queue.waitingCount, mine: c.queue.mineCount, left: c.leftWaiting };
  const unlisted = tab === 'left' ? 0 : counts[tab] - list.length;
  const t = c.thread;
  return (
    <>
      <PageHeader title="客服工作台" />
      <main className="agent-page">
        <div className="agent-bar">
          <span>
            {c.agent.name}（{c.agent.account}）· 在线
          </span>
          <Button size="mini" onClick={c.logout}>
            退出
          </Button>
        </div>
        <div className="chat-quick-tabs" role="tablist">
          {(['waiting', 'mine', 'left'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={tab === k ? 'active' : ''}
              onClick={() => setTab(k)}
            >
              {{ waiting: '待接入', mine: '我的会话', left: '留言' }[k]}（{counts[k]}）
            </button>
          ))}
        </div>
        <section className="agent-lists" aria-label="会话列表">
          {list.length === 0 && <p className="chat-rate-label">暂无会话</p>}
          {unlisted > 0 && (
            <p className="chat-rate-label">
              共 {counts[tab]} 位，先列出等候最久的 {list.length} 位；其余 {unlisted} 位在前面的会话处理后依次列出。
            </p>
          )}
          {list.map((s) => (
            <button
              key={s.signid}
              type="button"
              className={`agent-conv${s.signid === c.openId ? ' active' : ''}`}
              onClick={() => c.open(s.signid)}
            >
              {s.username} · {STATUS[s.status]}
              {s.leftMobile ? ` · 回电 ${s.leftMobile}` : ''}
              {s.calledBackAt ? <span className="agent-called-back"> · 已回电</span> : ''}
              <small>{s.lastText || '（暂无消息）'}</small>
            </button>
          ))}
          {tab === 'left' && c.leftMore && (
            <Button size="small" block fill="none" onClick={() => c.loadMoreLeft().catch(() => undefined)}>
              加载更多留言
            </Button>
          )}
        </section>
        {t && (
          <section className="agent-thread" aria-label="会话详情">
            <div className="agent-bar">
              <strong>
                {t.summary.username} · {STATUS[t.summary.status]}
              </strong>
              {t.summary.status === 'queued' && (
                <Button size="small" color="primary" loading={accept.busy} onClick={() => accept.run(t.summary.signid)}>
                  接入
                </Button>
              )}
              {t.summary.status === 'agent' && (
                <Button size="small" loading={close.busy} onClick={() => close.run()}>
                  结束会话
                </Button>
              )}
              {t.summary.status === 'left' &&
                (t.summary.calledBackAt ? (
                  <span className="agent-called-back">
                    已回电（{t.summary.calledBackBy} · {timeText(t.summary.calledBackAt)}）
                  </span>
                ) : (
                  <Button size="small" color="primary" onClick={() => c.markCalledBack().catch(() => undefined)}>
                    标记已回电
                  </Button>
                ))}
            </div>
            <MessageList messages={t.messages} self="agent" credentials={{ agentToken: c.agent.agentToken }} />
            {t.summary.status === 'agent' && <Composer onSend={c.reply} placeholder="请输入回复内容" />}
          </section>
        )}
      </main>
    </>
  );
}
