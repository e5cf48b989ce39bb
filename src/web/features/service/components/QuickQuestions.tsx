import { useEffect, useState } from 'react';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { questionTypeList } from '../../../../shared/api/service';
import { api } from '../../../api/client';

type Types = ResponseOf<typeof questionTypeList>['types'];

/** Question categories (questionTypeList) as tabs, their suggested questions as chips. */
export function QuickQuestions(props: { onPick: (q: { id: number; question: string }) => void }) {
  const [types, setTypes] = useState<Types>([]);
  const [current, setCurrent] = useState('');
  useEffect(() => {
    api(questionTypeList, {})
      .then((a) => {
        setTypes(a.types);
        setCurrent(a.types[0]?.code ?? '');
      })
      .catch(() => undefined);
  }, []);
  const chosen = types.find((t) => t.code === current);
  if (!types.length) return null;
  return (
    <section className="chat-quick" aria-label="常见问题">
      <div className="chat-quick-tabs" role="tablist">
        {types.map((t) => (
          <button
            key={t.code}
            type="button"
            role="tab"
            aria-selected={t.code === current}
            className={t.code === current ? 'active' : ''}
            onClick={() => setCurrent(t.code)}
          >
            {t.name}
          </button>
        ))}
      </div>
      <div className="chat-quick-list">
        {chosen?.questions.map((q) => (
          <button key={q.id} type="button" onClick={() => props.onPick(q)}>
            {q.question}
          </button>
        ))}
      </div>
    </section>
  );
}
