import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { keepValues } from './kept-values';

type Payer = { identifyname: string; identifymobile: string; smsValidCode: string };
const start: Payer = { identifyname: '', identifymobile: '', smsValidCode: '' };

// The form is react-hook-form's own form control, without React: setValue is what a
// field's onChange does, and the cleanup is what React runs when the form unmounts.
describe('keepValues', () => {
  it('saves every change with all the fields but those left out', () => {
    const form = createFormControl<Payer>({ defaultValues: start });
    const saved: unknown[] = [];
    keepValues(form.watch, (v) => saved.push(v), ['smsValidCode']);
    form.setValue('identifyname', '张三');
    form.setValue('smsValidCode', '123456');
    form.setValue('identifymobile', '13800138000');
    expect(saved).toEqual([
      { identifyname: '张三', identifymobile: '' },
      { identifyname: '张三', identifymobile: '' },
      { identifyname: '张三', identifymobile: '13800138000' },
    ]);
  });

  it('keeps every field when none is left out', () => {
    const form = createFormControl<Payer>({ defaultValues: start });
    const saved: unknown[] = [];
    keepValues(form.watch, (v) => saved.push(v));
    form.setValue('smsValidCode', '123456');
    expect(saved).toEqual([{ identifyname: '', identifymobile: '', smsValidCode: '123456' }]);
  });

  it('saves nothing before a change, and nothing once the form has gone', () => {
    const form = createFormControl<Payer>({ defaultValues: { ...start, identifyname: '李四' } });
    const saved: unknown[] = [];
    const cleanup = keepValues(form.watch, (v) => saved.push(v), ['smsValidCode']);
    expect(saved).toEqual([]);
    cleanup();
    form.setValue('identifyname', '王五');
    expect(saved).toEqual([]);
  });
});
