import { fundMove } from '../lib/fund-move';

/**
 * A small line chart of unit values, drawn as SVG (no chart library needed for
 * one line): first, lowest, highest and last values labelled, and a text
 * summary for screen readers, so the trend reads at a glance either way.
 */
export function FundChart(props: { points: Array<{ date: string; unitValue: string }>; label: string }) {
  const { points } = props;
  if (points.length < 2) return <p className="cp-empty">暂无走势数据</p>;
  const W = 320;
  const H = 160;
  const pad = { l: 44, r: 8, t: 12, b: 24 };
  const values = points.map((p) => Number(p.unitValue));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => pad.l + (i / (points.length - 1)) * (W - pad.l - pad.r);
  const y = (v: number) => pad.t + (1 - (v - min) / span) * (H - pad.t - pad.b);
  const line = values.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join('');
  const first = values[0];
  const last = values[values.length - 1];
  const change = ((last / first - 1) * 100).toFixed(2);
  // A money fund's line is flat: 持平, not 上涨 0.00%.
  const move = fundMove(change);
  const colour = { 上涨: '#b3261e', 下跌: '#1b5e20', 持平: '#595959' }[move.word];
  const summary = `${props.label}：从${points[0].date}的${first.toFixed(4)}到${points.at(-1)?.date}的${last.toFixed(4)}，${move.word}${Math.abs(Number(change))}%，最高${max.toFixed(4)}，最低${min.toFixed(4)}。`;
  return (
    <figure className="fund-chart">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={summary}>
        {[min, (min + max) / 2, max].map((v) => (
          <g key={v}>
            <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} stroke="#e5e5e5" />
            <text x={pad.l - 4} y={y(v) + 4} textAnchor="end" fontSize="10" fill="#595959">
              {v.toFixed(4)}
            </text>
          </g>
        ))}
        <path d={`${line}L${x(values.length - 1)},${H - pad.b}L${pad.l},${H - pad.b}Z`} fill={colour} opacity="0.08" />
        <path d={line} fill="none" stroke={colour} strokeWidth="2" />
        <circle cx={x(values.length - 1)} cy={y(last)} r="3.5" fill={colour} />
        <text x={pad.l} y={H - 6} fontSize="10" fill="#595959">
          {points[0].date}
        </text>
        <text x={W - pad.r} y={H - 6} fontSize="10" fill="#595959" textAnchor="end">
          {points.at(-1)?.date}
        </text>
      </svg>
      <figcaption className="cp-meta">
        区间{move.word} <strong className={move.className}>{Math.abs(Number(change)).toFixed(2)}%</strong>，最新净值{' '}
        {last.toFixed(4)}
      </figcaption>
    </figure>
  );
}
