/**
 * A fund's day change ("+0.42", "-0.05", "0.00") in words and colour: the word, not the colour alone,
 * says which way it moved, and an unchanged value is 持平 in the plain text colour (it read 上涨 in red).
 */
export function fundMove(dayChange: string): { word: '上涨' | '下跌' | '持平'; className: string } {
  if (Number(dayChange) === 0) return { word: '持平', className: 'is-flat' };
  return dayChange.startsWith('-') ? { word: '下跌', className: 'is-down' } : { word: '上涨', className: 'is-up' };
}
