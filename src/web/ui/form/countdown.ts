import { IMAGE_CODE_MAX_REFRESHES } from '../../../shared/constants';

/** Seconds before another SMS code may be asked for (norm: no sooner than 60 s). */
export const SMS_RESEND_SECONDS = 60;

/** The SMS button's text: 获取验证码, or the seconds left while it waits. */
export function smsButtonText(secondsLeft: number): string {
  return secondsLeft > 0 ? `${secondsLeft}秒后重发` : '获取验证码';
}

/** Whether another image may be fetched after `refreshes` taps (spec: it stops after 30). */
export function canRefreshImage(refreshes: number): boolean {
  return refreshes < IMAGE_CODE_MAX_REFRESHES;
}

/** The image code's URL: a random id `a` the server remembers in the `tag` cookie, and the session. */
export function imageCodeUrl(path: string, uuid: string, random: string): string {
  return `${path}?${new URLSearchParams({ a: random, uuid }).toString()}`;
}
