/**
 * The code in an SMS code message as platform/sms-codes.ts words it
 * (…验证码123456…): what a customer reads off the phone, which tests read
 * off the development outbox or a recording sender.
 */
export function codeInSms(text: string): string | undefined {
  return text.match(/验证码(\d{6})/)?.[1];
}
