import { describe, expect, it } from 'vitest';
import { ApiError, failureText } from './errors';

describe('the words a page shows for a failed load', () => {
  it("is the client's message for a call that failed", () => {
    expect(failureText(new ApiError('0', '保单信息已过期，请重新查询'), '文件加载失败')).toBe(
      '保单信息已过期，请重新查询',
    );
  });

  it("is the page's own words for anything else, never the error's English text", () => {
    expect(failureText(new Error('Invalid PDF structure.'), '文件加载失败，请稍后再试')).toBe(
      '文件加载失败，请稍后再试',
    );
    expect(
      failureText(new TypeError('Failed to fetch dynamically imported module: /home/assets/pdfjs.js'), '文件加载失败'),
    ).toBe('文件加载失败');
    expect(failureText(new ApiError('HTTP_0', ''), '文件加载失败')).toBe('文件加载失败');
    expect(failureText('broken', '文件加载失败')).toBe('文件加载失败');
  });
});
