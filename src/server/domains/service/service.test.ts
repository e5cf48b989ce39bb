import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches, readAgents } from './agents';
import { gramsOf } from './grams';
import { sniffImageType } from './image-type';

describe('grams', () => {
  it('drops question words so different phrasings meet on the topic', () => {
    expect(gramsOf('请问怎么报案？')).toEqual(expect.arrayContaining(['报案']));
    expect(gramsOf('请问怎么报案？')).not.toContain('怎么');
    expect(gramsOf('如何报案')).toContain('报案');
  });
  it('keeps latin words and digits whole, full-width folded', () => {
    expect(gramsOf('ＥＴＣ 95518')).toEqual(expect.arrayContaining(['etc', '95518']));
  });
  it('never joins characters across punctuation', () => {
    expect(gramsOf('保单，发票')).not.toContain('单发');
  });
});

describe('image type by content', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    [[...Buffer.from('GIF89a')], 'image/gif'],
    [[...Buffer.from('RIFF\0\0\0\0WEBPVP8 ')], 'image/webp'],
  ])('recognises %j', (bytes, type) => {
    expect(sniffImageType(Buffer.from(bytes))).toBe(type);
  });
  it.each([['<svg onload=alert(1)>'], ['%PDF-1.7'], ['MZ\x90\0'], ['']])('refuses %j', (text) => {
    expect(sniffImageType(Buffer.from(text))).toBeUndefined();
  });
});

describe('agent accounts from configuration', () => {
  it('reads hashed accounts and checks passwords', () => {
    const { salt, hash } = hashPassword('s3cret!');
    const [agent] = readAgents(`zhang01:张三:${salt}:${hash}`, true);
    expect(agent).toMatchObject({ account: 'zhang01', name: '张三' });
    expect(passwordMatches(agent, 's3cret!')).toBe(true);
    expect(passwordMatches(agent, 's3cret')).toBe(false);
  });
  it('stops start-up on a malformed entry, and has no demo accounts in production', () => {
    expect(() => readAgents('zhang01:张三:plainpassword', true)).toThrow(/CS_AGENTS/);
    expect(readAgents(undefined, true)).toEqual([]);
    expect(readAgents(undefined, false).map((a) => a.account)).toEqual(['kefu01', 'kefu02']);
  });
});

describe('demo agent accounts', () => {
  it('hash their passwords at the first login, and only once', () => {
    const [agent] = readAgents(undefined, false);
    expect(Object.getOwnPropertyDescriptor(agent, 'hash')?.get).toBeTypeOf('function');
    expect(passwordMatches(agent, 'Kefu@2026')).toBe(true);
    const first = agent.hash;
    expect(passwordMatches(agent, 'wrong')).toBe(false);
    expect(agent.hash).toBe(first);
    expect(agent.salt).toMatch(/^[0-9a-f]{32}$/);
  });
});
