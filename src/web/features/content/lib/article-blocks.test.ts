import { describe, expect, it } from 'vitest';
import { articleBlocks } from './article-blocks';

describe('articleBlocks', () => {
  it('keeps a list that follows a heading without a blank line a list', () => {
    expect(articleBlocks('## 我们做什么\n- 车险\n- 非车险\n\n## 服务承诺\n客服热线 95518\n全天候')).toEqual([
      { kind: 'heading', text: '我们做什么' },
      { kind: 'ul', items: ['车险', '非车险'] },
      { kind: 'heading', text: '服务承诺' },
      { kind: 'paragraph', text: '客服热线 95518全天候' },
    ]);
  });

  it('splits a paragraph from the numbered list under it, and a blank line ends a list', () => {
    expect(articleBlocks('办理步骤：\n1. 报案\n2. 定损\n\n- 甲\n\n- 乙')).toEqual([
      { kind: 'paragraph', text: '办理步骤：' },
      { kind: 'ol', items: ['报案', '定损'] },
      { kind: 'ul', items: ['甲'] },
      { kind: 'ul', items: ['乙'] },
    ]);
  });
});
