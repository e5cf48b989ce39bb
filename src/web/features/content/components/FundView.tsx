import { useState } from 'react';
import { fundMove } from '../lib/fund-move';
import { content, useContent } from '../lib/queries';
import { FundChart } from './FundChart';
import { ReadFailed } from './ReadFailed';

const RANGES = [
  { days: 30, label: '近1月' },
  { days: 90, label: '近3月' },
  { days: 180, label: '近6月' },
] as const;

/** Each fund's latest unit value and day change; the chosen fund's history as a chart. */
export default function FundView(props: { initial?: string }) {
  const [fund, setFund] = useState(props.initial);
  const [days, setDays] = useState<number>(90);
  const read = useContent(content.fundInfo, { fundCode: fund, days });
  const data = read.data;
  const selected = data?.selected;
  const name = data?.list.find((f) => f.code === selected?.code)?.name ?? '';
  return (
    <>
      <ReadFailed read={read} what="基金净值" />
      <section className="cp-card" aria-label="基金列表">
        <ul className="cp-list">
          {data?.list.map((f) => (
            <li key={f.code}>
              <button
                type="button"
                className="cp-item fund-row"
                aria-pressed={f.code === selected?.code}
                onClick={() => setFund(f.code)}
              >
                <span>
                  {f.name} <span className="cp-tag">{f.kind}</span>
                  <span className="cp-tag">{f.riskLevel}</span>
                </span>
                <small>
                  单位净值 <strong>{f.latest.unitValue}</strong>（{f.latest.date}） ·{' '}
                  <span className={fundMove(f.dayChange).className}>日涨跌 {f.dayChange}%</span>
                </small>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {selected && (
        <section className="cp-card" aria-labelledby="fund-chart-title">
          <h2 id="fund-chart-title" className="cp-title">
            {name} 净值走势
          </h2>
          <div className="cp-chips">
            {RANGES.map((r) => (
              <button
                key={r.days}
                type="button"
                className="cp-chip"
                aria-pressed={days === r.days}
                onClick={() => setDays(r.days)}
              >
                {r.label}
              </button>
            ))}
          </div>
          <FundChart points={selected.history} label={`${name}近${days}天单位净值`} />
        </section>
      )}
      <p className="cp-meta">基金净值仅供参考，过往业绩不代表未来表现。本页数据为演示数据。</p>
    </>
  );
}
