import { describe, expect, it } from 'vitest';
import { channelRules } from './channel-rules';

describe('channelRules', () => {
  it('from=vmeng disables going home', () => {
    expect(channelRules({ from: 'vmeng' })).toEqual({ allowGoHome: false, channelType: 'vmeng' });
  });

  it('channelNo 1 or msappFlag 1 hides the header (app)', () => {
    expect(channelRules({ channelNo: '1' })).toEqual({ showHeadFlag: false, channelType: 'app' });
    expect(channelRules({ msappFlag: '1' })).toEqual({ showHeadFlag: false, channelType: 'app' });
  });

  it('channelNo 4 with from=gwcx hides the header (gwcx)', () => {
    expect(channelRules({ channelNo: '4', from: 'gwcx' })).toEqual({ showHeadFlag: false, channelType: 'gwcx' });
  });

  it('channelNo 4 alone, or gwcx alone, is no rule', () => {
    expect(channelRules({ channelNo: '4' })).toEqual({});
    expect(channelRules({ from: 'gwcx' })).toEqual({});
    expect(channelRules({})).toEqual({});
  });

  it('a later matching rule decides the channel type', () => {
    expect(channelRules({ from: 'vmeng', msappFlag: '1' })).toEqual({
      allowGoHome: false,
      showHeadFlag: false,
      channelType: 'app',
    });
  });
});
