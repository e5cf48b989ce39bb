/**
 * The smallest environment with which the server starts in production: real
 * adapters pointed at closed local ports, secrets of the required length. Tests
 * that check production behaviour start from it and override what they probe.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(32),
  SMS_ADAPTER: 'http',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  MAIL_ADAPTER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PAYMENT_GATEWAY: 'http',
  PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9/pay',
  PAYMENT_NOTIFY_SECRET: 'p'.repeat(32),
  APP_LOGIN_SECRET: 'a'.repeat(32),
  PUBLIC_ORIGIN: 'https://m.example.com',
};
