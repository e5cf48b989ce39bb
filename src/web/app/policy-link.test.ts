import { describe, expect, it } from 'vitest';
import { policyNoInLink } from './policy-link';

const link = (query: string) => policyNoInLink(new URLSearchParams(query));

describe('policyNoInLink', () => {
  it('reads a policy number as the server would: spaces gone, capitals', () => {
    expect(link('policyNo=pdaa202611010000000001')).toBe('PDAA202611010000000001');
    expect(link('policyNo=%20PDAA2026%2011010000000001%20')).toBe('PDAA202611010000000001');
  });

  it('names nothing when the link has no policy number or a malformed one', () => {
    expect(link('')).toBe('');
    expect(link('policyNo=')).toBe('');
    expect(link('policyNo=123')).toBe('');
    expect(link('policyNo=<script>')).toBe('');
  });
});
