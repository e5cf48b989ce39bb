import { expect, type Page, test } from '@playwright/test';
import { chooseIdType, offerRenewalWindow, openRoute, slowAndCounted, tapTwiceAtOnce } from './helpers';
import { demo, payAtCashier } from './money-helpers';
import { expectPageResult } from './result-checks';

/** Renewal and traffic violations (issue 8): not yet open, renew and pay, violations. */

/** The server's real renewal answer, changed by `change` before the page reads it (state, dates, numbers). */
async function changeRenewalAnswer(page: Page, change: (body: Record<string, unknown>) => void) {
  await page.route('**/kej/whome/api/renewal/queryRenewal', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    change(json.body);
    await route.fulfill({ response, json });
  });
}

test('a customer renews a policy near expiry and pays the renewal order', async ({ page }) => {
  const { renewableNow, notYetOpen } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; identifyNumber: string }>
  >;
  await openRoute(page, '/renewal-hint');
  await page.getByLabel('车牌号码').fill(notYetOpen[0].licenseNo);
  await page.getByLabel('证件号码').fill(notYetOpen[0].identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page).toHaveURL(/renewal-time/);
  await expectPageResult(page, 'waiting', '还未到续保时间');
  // The reminder SMS goes 30 days before the end (the reminder job), not when the window opens 90 days before.
  const status = page.getByRole('status');
  await expect(status).toContainText(/续保将于\d{4}-\d{2}-\d{2}开放（到期前90天）/);
  await expect(status).toContainText(/\d{4}-\d{2}-\d{2}（到期前30天）我们会短信提醒投保人/);
  await expect(status).not.toContainText('届时');
  await page.getByRole('button', { name: '查询其他保单' }).click();
  await page.getByLabel('车牌号码').fill(renewableNow[0].licenseNo);
  await page.getByLabel('证件号码').fill(renewableNow[0].identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page.getByText('续保报价')).toBeVisible();
  // The total quoted is the total the order asks, vehicle tax and all.
  const quoted = (await page.getByText(/^合计/).locator('strong').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: '立即续保' }).click();
  await expect(page).toHaveURL(/order-detail/);
  await expect(page.locator('.pay-amount').first()).toHaveText(quoted);
  await payAtCashier(page);
  // What the renewal pages then show: the journey after this one.
});

test('a company renews its car by its unified social credit code, checked by that rule', async ({ page }) => {
  const { companyCar } = (await demo(page, '续保与违章查询')) as Record<
    string,
    { licenseNo: string; identifyType: string; identifyNumber: string }
  >;
  expect(companyCar.identifyType).toBe('统一社会信用代码');
  const code = companyCar.identifyNumber;
  await openRoute(page, '/renewal-hint');
  await page.getByLabel('车牌号码').fill(companyCar.licenseNo);
  await expect(page.getByLabel('证件号码')).toHaveAttribute('placeholder', '请输入被保险人身份证号');
  await chooseIdType(page, '被保险人证件类型', '统一社会信用代码');
  await expect(page.getByLabel('证件号码')).toHaveAttribute('placeholder', '请输入统一社会信用代码');
  // One check character off: refused by the credit code's rule, before any query.
  await page.getByLabel('证件号码').fill(code.slice(0, 17) + (code[17] === '0' ? '1' : '0'));
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page.getByText('请输入正确的统一社会信用代码')).toBeVisible();
  // Typed lower case, in two groups: cleaned as the server cleans it, and found.
  await page.getByLabel('证件号码').fill(`${code.slice(0, 8).toLowerCase()} ${code.slice(8).toLowerCase()}`);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page.getByText('续保报价')).toBeVisible();
  // The chosen type is kept with the number: back on the form, it is still the credit code.
  await page.getByRole('button', { name: '查询其他保单' }).click();
  await expect(page.getByRole('button', { name: '被保险人证件类型', exact: true })).toHaveText('统一社会信用代码');
  await expect(page.getByLabel('证件号码')).toHaveValue(code);
  await page.getByRole('button', { name: '查询续保' }).click();
  const quoted = (await page.getByText(/^合计/).locator('strong').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: '立即续保' }).click();
  await expect(page).toHaveURL(/order-detail/);
  await expect(page.locator('.pay-amount').first()).toHaveText(quoted);
  await payAtCashier(page);
});

test('a driver checks traffic violations', async ({ page }) => {
  const { withViolations } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; frameNo: string }>
  >;
  await openRoute(page, '/violation-query');
  await page.getByLabel('车牌号码').fill(withViolations[0].licenseNo);
  await page.getByLabel('车架号后6位').fill(withViolations[0].frameNo);
  await page.getByRole('button', { name: '查询违章' }).click();
  await expect(page.getByRole('heading', { name: /违章记录/ })).toBeVisible();
  await expect(page.locator('.rn-violation').first()).toContainText('未处理');
});

test('a violation query goes once however often 查询违章 is tapped, and a new query starts without the last answer', async ({
  page,
}) => {
  const { withViolations } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; frameNo: string }>
  >;
  const car = withViolations[0];
  // The answer takes a moment, as on a slow network: time enough for a second tap.
  const asked = await slowAndCounted(page, '/violation/queryViolation');
  await openRoute(page, '/violation-query');
  await page.getByLabel('车牌号码').fill(car.licenseNo);
  await page.getByLabel('车架号后6位').fill(car.frameNo);
  await page.getByRole('button', { name: '查询违章' }).click();
  await expect(page.getByRole('heading', { name: /违章记录/ })).toBeVisible();
  expect(asked).toHaveLength(1);

  // Another car, mistyped: a miss counts towards the hour's lockout, so a double tap must count one.
  await page.getByLabel('车牌号码').fill(withViolations[1].licenseNo);
  await page.getByLabel('车架号后6位').fill('ZZZ999');
  await tapTwiceAtOnce(page.getByRole('button', { name: '查询违章' }));
  await expect(page.getByRole('dialog')).toContainText('不匹配');
  expect(asked).toHaveLength(2);
  // The first car's violations are not left on screen under the second car's plate.
  await expect(page.getByRole('heading', { name: /违章记录/ })).toHaveCount(0);
});

test('the renewal result page opened directly claims no renewal', async ({ page }) => {
  await openRoute(page, '/renewal-win');
  await expectPageResult(page, 'warning', '暂无续保结果');
  await expect(page.getByText('续保成功', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '去查询续保' }).click();
  await expect(page).toHaveURL(/renewal-hint/);
});

test('the cannot-renew page opened without a lapsed policy says nothing of one, and asks for the policy', async ({
  page,
}) => {
  await openRoute(page, '/renewal-error');
  await expectPageResult(page, 'warning', '暂无续保信息');
  await expect(page.getByText('暂时无法在线续保')).toHaveCount(0);
  await page.getByRole('button', { name: '去查询续保' }).click();
  await expect(page).toHaveURL(/renewal-hint/);
});

test('the renewal tip names the configured window, not a fixed 90 days', async ({ page }) => {
  const { renewableNow } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; identifyNumber: string }>
  >;
  // The window is configurable (RENEWAL_WINDOW_DAYS): here the server answers a 60-day window.
  await changeRenewalAnswer(page, (body) => {
    body.windowDays = 60;
  });
  await openRoute(page, '/renewal-hint');
  await expect(page.locator('.rn-tip')).not.toContainText('90天');
  await page.getByLabel('车牌号码').fill(renewableNow[1].licenseNo);
  await page.getByLabel('证件号码').fill(renewableNow[1].identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page.getByText('续保报价')).toBeVisible();
  await expect(page.locator('.rn-tip')).toContainText('保单到期前60天内可在线续保');
});

test('a double tap on 查询续保 asks once, so a mistyped ID number counts one miss', async ({ page }) => {
  const { renewableNow } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; identifyNumber: string }>
  >;
  // The answer takes a moment, as on a slow network: time enough for a second tap.
  const asked = await slowAndCounted(page, '/renewal/queryRenewal');
  await openRoute(page, '/renewal-hint');
  await page.getByLabel('车牌号码').fill(renewableNow[0].licenseNo);
  // A valid ID number, not the insured's: a miss towards the hour's lockout.
  await page.getByLabel('证件号码').fill('11010519491231002X');
  await tapTwiceAtOnce(page.getByRole('button', { name: '查询续保' }));
  await expect(page.getByRole('dialog').first()).toContainText('未查询到可续保的保单');
  await page.waitForTimeout(1_500);
  expect(asked).toHaveLength(1);
});

test('what was typed on /renewal-hint and not yet sent is still there when the page is opened again', async ({
  page,
}) => {
  await openRoute(page, '/renewal-hint');
  await page.getByRole('button', { name: '按保单号' }).click();
  await page.getByLabel('保单号').fill('PDAA202611010000000001');
  await page.getByLabel('证件号码').fill('11010519491231002X');
  await page.evaluate(() => {
    location.hash = '#/';
  });
  await expect(page.getByRole('form', { name: '续保查询' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('button', { name: '按保单号' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('保单号')).toHaveValue('PDAA202611010000000001');
  await expect(page.getByLabel('证件号码')).toHaveValue('11010519491231002X');
});

test('一键续保 on the home page’s window opens the renewal form on that policy', async ({ page }) => {
  // The window's answer is given (its proof comes from the policy query, another domain's).
  const policyNo = 'PDAA20261101TEST000001';
  await offerRenewalWindow(page, policyNo);
  await openRoute(page, '/');
  await page.getByRole('dialog').getByRole('button', { name: '一键续保' }).click();
  await expect(page).toHaveURL(/renewal-hint/);
  // The customer types only what the window cannot know: the insured's ID number.
  await expect(page.getByRole('button', { name: '按保单号' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('保单号')).toHaveValue(policyNo);
});

test('a renewal paid at the cashier is not offered again: /renewal-hint asks afresh and shows it renewed', async ({
  page,
}) => {
  const { renewableNow } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; identifyNumber: string }>
  >;
  const car = renewableNow[2] ?? renewableNow[0];
  await openRoute(page, '/renewal-hint');
  await page.getByLabel('车牌号码').fill(car.licenseNo);
  await page.getByLabel('证件号码').fill(car.identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page.getByText('续保报价')).toBeVisible();
  await page.getByRole('button', { name: '立即续保' }).click();
  await expect(page).toHaveURL(/order-detail/);
  await payAtCashier(page);
  // Back to the renewal page, as from 更多服务: the quote kept from before the payment is out of date.
  await openRoute(page, '/renewal-hint');
  await expect(page).toHaveURL(/renewal-win/);
  await expect(page.getByText(/新保单号/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '立即续保' })).toHaveCount(0);
});

test('a car whose two policies end on different days: each is shown, and renewed, from the day after its own end', async ({
  page,
}) => {
  const { passportCar } = (await demo(page, '续保与违章查询')) as Record<
    string,
    {
      licenseNo: string;
      identifyType: string;
      identifyNumber: string;
      compulsoryEndDate: string;
      commercialEndDate: string;
    }
  >;
  const car = passportCar;
  expect(car.compulsoryEndDate < car.commercialEndDate).toBe(true);
  const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86400_000).toISOString().slice(0, 10);
  await openRoute(page, '/renewal-hint');
  await page.getByLabel('车牌号码').fill(car.licenseNo);
  await chooseIdType(page, '被保险人证件类型', car.identifyType);
  await page.getByLabel('证件号码').fill(car.identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page.getByText('续保报价')).toBeVisible();
  // Not one 到期日期 (the earlier one) for both: each policy's own.
  const info = page.getByRole('region', { name: '续保信息' });
  await expect(info).toContainText(`交强险到期${car.compulsoryEndDate}`);
  await expect(info).toContainText(`商业险到期${car.commercialEndDate}`);
  await page.getByRole('button', { name: '立即续保' }).click();
  await expect(page).toHaveURL(/order-detail/);
  await payAtCashier(page);
  await openRoute(page, '/renewal-hint');
  await expect(page).toHaveURL(/renewal-win/);
  // The portal's one result (ui/page-result), its success icon in the portal's green.
  await expectPageResult(page, 'success', '续保成功');
  const starts = page.getByRole('region', { name: '新保单生效日期' });
  await expect(starts).toContainText(`交强险${dayAfter(car.compulsoryEndDate)}零时起`);
  await expect(starts).toContainText(`商业险${dayAfter(car.commercialEndDate)}零时起`);
  await expect(page.getByText(/次日零时起生效/)).toHaveCount(0);
  await expect(page.getByText(/新保单号/)).toHaveCount(2);
});

test('/renewal-time says when each policy of a car ends, when they end on different days', async ({ page }) => {
  const { notYetOpen } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; identifyNumber: string }>
  >;
  const car = notYetOpen[1] ?? notYetOpen[0];
  // The car's compulsory part was bought a month before its commercial part: the server answers both ends.
  const ends: Record<string, string> = {};
  await changeRenewalAnswer(page, (body) => {
    const parts = body.parts as Array<{ riskCode: string; endDate: string; startDate: string }>;
    const dza = parts.find((p) => p.riskCode === 'DZA');
    const daa = parts.find((p) => p.riskCode === 'DAA');
    if (dza && daa) {
      const earlier = new Date(Date.parse(`${body.endDate}T00:00:00Z`) - 30 * 86400_000).toISOString().slice(0, 10);
      dza.endDate = earlier;
      body.endDate = earlier;
      ends.DZA = dza.endDate;
      ends.DAA = daa.endDate;
    }
  });
  await openRoute(page, '/renewal-hint');
  await page.getByLabel('车牌号码').fill(car.licenseNo);
  await page.getByLabel('证件号码').fill(car.identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page).toHaveURL(/renewal-time/);
  const status = page.getByRole('status');
  await expect(status).toContainText(`交强险将于${ends.DZA}到期`);
  await expect(status).toContainText(`商业险将于${ends.DAA}到期`);
});

test('a car whose compulsory part lapsed renews its commercial part alone, and the page says the compulsory part needs a new proposal', async ({
  page,
}) => {
  const { lapsedCompulsoryCar: car } = (await demo(page, '续保与违章查询')) as Record<
    string,
    { licenseNo: string; identifyNumber: string; compulsoryEndDate: string; commercialEndDate: string }
  >;
  await openRoute(page, '/renewal-hint');
  await page.getByLabel('车牌号码').fill(car.licenseNo);
  await page.getByLabel('证件号码').fill(car.identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  // Not /renewal-error: the commercial part still runs, and is renewable online.
  await expect(page.getByText('续保报价')).toBeVisible();
  const lapsed = page.getByRole('region', { name: '已到期的保单' });
  await expect(lapsed).toContainText(`交强险保单`);
  await expect(lapsed).toContainText(`已于${car.compulsoryEndDate}到期，不能在线续保，请尽快重新投保`);
  await expect(lapsed).toContainText('未投保交强险的车辆不得上道路行驶');
  const quote = page.getByRole('region', { name: '续保报价' });
  await expect(quote).toContainText('机动车商业保险');
  await expect(quote).not.toContainText('交通事故责任强制保险');
  // No compulsory part renewed, so no vehicle tax collected with it.
  await expect(quote).not.toContainText('代收车船税');
  await expect(page.getByRole('region', { name: '续保信息' })).toContainText(car.commercialEndDate);
  await page.getByRole('button', { name: '立即续保' }).click();
  await expect(page).toHaveURL(/order-detail/);
});

// The second renewable car: the first is renewed and paid by the first journey.
test('back from a renewal quote leaves the page it was asked on, in one step', async ({ page }) => {
  const { renewableNow } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; identifyNumber: string }>
  >;
  await openRoute(page, '/help-center');
  await page.evaluate(() => {
    window.location.hash = '#/renewal-hint';
  });
  await page.getByLabel('车牌号码').fill(renewableNow[1].licenseNo);
  await page.getByLabel('证件号码').fill(renewableNow[1].identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page.getByText('续保报价')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/help-center$/);
});

test('/renewal-time shows no renewal time for a policy that is not waiting for one', async ({ page }) => {
  const { renewableNow } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; identifyNumber: string }>
  >;
  // Open whatever earlier journeys did to this car (another may have ordered or paid it).
  await changeRenewalAnswer(page, (body) => {
    body.state = 'open';
    body.orderId = null;
    body.newPolicyNos = [];
  });
  await openRoute(page, '/renewal-hint');
  await page.getByLabel('车牌号码').fill(renewableNow[1].licenseNo);
  await page.getByLabel('证件号码').fill(renewableNow[1].identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page.getByText('续保报价')).toBeVisible();
  // The kept answer is open: /renewal-time, opened by its address, says so, not 还未到续保时间 and a date.
  await openRoute(page, '/renewal-time');
  await expectPageResult(page, 'warning', '已到续保时间');
  await expect(page.getByText('还未到续保时间')).toHaveCount(0);
  await expect(page.getByText(/续保将于.*开放/)).toHaveCount(0);
  await page.getByRole('button', { name: '去查询续保' }).click();
  await expect(page.getByText('续保报价')).toBeVisible();
  // The quote page asks afresh on arrival: that answer may still be on its way as the journey ends.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a double tap on 立即续保 makes one order request', async ({ page }) => {
  const { renewableNow } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; identifyNumber: string }>
  >;
  const car = renewableNow[3] ?? renewableNow[1];
  const asked = await slowAndCounted(page, '/renewal/createOrder');
  await openRoute(page, '/renewal-hint');
  await page.getByLabel('车牌号码').fill(car.licenseNo);
  await page.getByLabel('证件号码').fill(car.identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page.getByText('续保报价')).toBeVisible();
  await tapTwiceAtOnce(page.getByRole('button', { name: /立即续保|继续支付续保订单/ }));
  await expect(page).toHaveURL(/order-detail/);
  await page.waitForTimeout(1_500);
  expect(asked).toHaveLength(1);
});

test('/renewal-win says 已支付，正在出单 until the new policies exist, then 续保成功 with their numbers', async ({
  page,
}) => {
  const { renewableNow } = (await demo(page, '续保与违章查询')) as Record<
    string,
    Array<{ licenseNo: string; identifyNumber: string }>
  >;
  // The server answers the renewal paid; the new policies are written a moment later.
  let issued = false;
  await changeRenewalAnswer(page, (body) => {
    body.state = 'renewed';
    body.newPolicyNos = issued ? ['PDAA20260000000NEW1'] : [];
  });
  await openRoute(page, '/renewal-hint');
  await page.getByLabel('车牌号码').fill(renewableNow[0].licenseNo);
  await page.getByLabel('证件号码').fill(renewableNow[0].identifyNumber);
  await page.getByRole('button', { name: '查询续保' }).click();
  await expect(page).toHaveURL(/renewal-win/);
  await expectPageResult(page, 'waiting', '已支付，正在出单');
  await expect(page.getByRole('status')).toContainText('95518');
  await expect(page.getByText('续保成功', { exact: true })).toHaveCount(0);
  issued = true;
  await expectPageResult(page, 'success', '续保成功');
  await expect(page.getByText('PDAA20260000000NEW1')).toBeVisible();
});
