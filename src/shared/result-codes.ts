import { HOTLINE } from './constants';

/**
 * Result codes the server emits and what the client must do with each
 * (spec section 8). Short codes are ordinary business outcomes shown as an
 * alert; 8-character codes carry their dialog kind in the 7th character from
 * the end.
 */
export const RESULT = {
  OK: '1',
  /** Nothing matches what the customer entered. */
  NOT_FOUND: '0',
  /** Input failed validation; the message names the field. */
  INVALID_INPUT: '2',
  /** A verification code (SMS or image) was wrong, expired or used. */
  WRONG_CODE: '3',
  /** Too many attempts or sends; try again later. */
  TOO_MANY: '4',
  /** The request is understood but the rules refuse it. */
  REFUSED: '5',
  /** The switch for this service is off. */
  SERVICE_OFF: '6',
  /**
   * A chat's or the staff console's own credentials (signid and token, agent token) are unknown or
   * expired. Not the portal session: the page signs in again without the portal session being renewed.
   */
  SIGNED_OUT: '7',
  /** Unexpected server fault: system dialog (7th from end = 1). */
  SYSTEM_ERROR: 'E1000500',
  /** An upstream host did not answer: network dialog (7th from end = 2). */
  UPSTREAM_DOWN: 'E2000503',
  /** The session uuid is unknown or expired: business dialog, back home (7th from end = 3). */
  SESSION_EXPIRED: 'E3000401',
  /** The check string does not match the body: business dialog, back home. */
  CHECK_MISMATCH: 'E3000400',
} as const;
export type ResultCode = (typeof RESULT)[keyof typeof RESULT];

/** Default Chinese message for each code the server can emit. */
export const RESULT_MESSAGES: Record<ResultCode, string> = {
  '1': '成功',
  '0': '未查询到相关信息，请核对后重试',
  '2': '输入信息有误，请核对后重试',
  '3': '验证码错误或已失效，请重新获取',
  '4': '操作过于频繁，请稍后再试',
  '5': '暂不支持该操作',
  '6': '该服务暂未开放',
  '7': '登录已失效，请重新进入',
  E1000500: '系统繁忙，请稍后再试',
  E2000503: '服务暂时不可用，请稍后再试',
  E3000401: '页面停留时间过长，请返回首页重新进入',
  E3000400: '请求校验失败，请返回首页重新进入',
};

export const CATALOGUE = {
  http404: '网络崩溃了，别着急，刷新页面试试',
  http500: `数据获取失败...您可以返回首页重新投保`,
  http502: '抱歉，服务暂时不可用，请稍后再试',
  httpOther: '系统繁忙，请稍后再试',
  system: '数据获取失败...您可以返回首页重新投保',
  network: '网络崩溃了，刷新页面试试',
  pageLoadTimeout: '页面加载超时，请检查网络后刷新重试',
} as const;

export type Button = 'home' | 'contact' | 'reload' | 'ok';

/** What the client shows for one answer. `none` means the caller handles it. */
export type Reaction =
  | { kind: 'none' }
  | { kind: 'alert'; message: string }
  | { kind: 'dialog'; code?: string; message: string; buttons: Button[] };

export interface InterpretOptions {
  /** The endpoint is silent: the page decides, no business dialog. */
  silent?: boolean;
  /** The car-policy-query flag cookie is set and this is the e-policy download. */
  suppressAlert?: boolean;
}

/** Interpret body.common of a 2xx answer (spec section 8, business result codes). */
export function interpretResult(
  common: { resultCode: string; resultMsg: string },
  options: InterpretOptions = {},
): Reaction {
  const { resultCode: code, resultMsg: message } = common;
  if (code === RESULT.OK || options.silent) return { kind: 'none' };
  if (code.length >= 8) {
    const selector = code.charAt(code.length - 7);
    if (selector === '1') return { kind: 'dialog', code, message: CATALOGUE.system, buttons: ['home', 'contact'] };
    if (selector === '2') return { kind: 'dialog', code, message: CATALOGUE.network, buttons: ['reload'] };
    if (selector === '3' || selector === '9') return { kind: 'dialog', code, message, buttons: ['home'] };
    return { kind: 'alert', message };
  }
  if (options.suppressAlert) return { kind: 'none' };
  return { kind: 'alert', message };
}

/** Interpret an HTTP failure (no usable answer) (spec section 8, HTTP failures). */
export function interpretHttpFailure(status: number | undefined): Reaction {
  if (status === 404) return { kind: 'dialog', message: CATALOGUE.http404, buttons: ['reload'] };
  if (status === 500) return { kind: 'dialog', message: CATALOGUE.http500, buttons: ['home', 'contact'] };
  if (status === 502 || status === 503) return { kind: 'dialog', message: CATALOGUE.http502, buttons: ['ok'] };
  return { kind: 'dialog', message: CATALOGUE.httpOther, buttons: ['ok'] };
}

export const BUTTON_TEXT: Record<Button, string> = {
  home: '返回首页',
  contact: '联系我们',
  reload: '刷新',
  ok: '确定',
};

export const CONTACT_HREF = `tel:${HOTLINE}`;
