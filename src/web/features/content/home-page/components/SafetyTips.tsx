import { HOTLINE } from '../../../../../shared/constants';

const TIPS = [
  '我们的工作人员不会向您索要短信验证码、银行卡密码。',
  '理赔款只会支付到被保险人或受益人本人的账户，不收取任何“手续费”“保证金”。',
  `接到自称客服要求转账、退保返现的电话，请挂断后拨打官方热线 ${HOTLINE} 核实。`,
];

/** Anti-fraud tips: insurance scams commonly impersonate the hotline. */
export function SafetyTips() {
  return (
    <section className="home-card home-tips" aria-labelledby="home-tips-title">
      <h2 id="home-tips-title" className="home-card-title">
        防骗提示
      </h2>
      <ul>
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
