import type { ChannelType } from '../../shared/codes/channel-types';
import type { AppParams } from './app-params';

export interface ChannelPatch {
  channelType?: ChannelType;
  showHeadFlag?: boolean;
  allowGoHome?: boolean;
}

/**
 * The three channel rules of spec section 2, in the spec's order; a later rule
 * that also matches decides the channel type. Parameters that match no rule
 * change nothing, so a session keeps the channel it was entered with.
 */
export function channelRules(params: AppParams): ChannelPatch {
  const patch: ChannelPatch = {};
  if (params.from === 'vmeng') {
    patch.allowGoHome = false;
    patch.channelType = 'vmeng';
  }
  if (params.channelNo === '1' || params.msappFlag === '1') {
    // The host app draws its own navigation bar.
    patch.showHeadFlag = false;
    patch.channelType = 'app';
  }
  if (params.channelNo === '4' && params.from === 'gwcx') {
    patch.showHeadFlag = false;
    patch.channelType = 'gwcx';
  }
  return patch;
}
