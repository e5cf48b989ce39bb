import type { CodeItem } from './code-table';

/**
 * Channel types set by the app-level query parameters (spec section 2):
 * from=vmeng → vmeng; channelNo 1 or msappFlag 1 → app; channelNo 4 with
 * from=gwcx → gwcx; otherwise the plain mobile web (h5). The Chinese names are
 * ours: the spec gives only the codes.
 */
export const CHANNEL_TYPES = [
  { code: 'h5', name: '移动网页' },
  { code: 'app', name: '客户端' },
  { code: 'vmeng', name: 'V盟' },
  { code: 'gwcx', name: '官微查询' },
] as const satisfies readonly CodeItem[];

export type ChannelType = (typeof CHANNEL_TYPES)[number]['code'];

export const DEFAULT_CHANNEL_TYPE: ChannelType = 'h5';
