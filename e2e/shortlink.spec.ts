import { expect, type Page, test } from '@playwright/test';
import { envelope, openRoute, seedStoredSlice, slowAndCounted } from './helpers';
import { confirmPicker, demo } from './money-helpers';
import { askSmsCode } from './outbox';
import { expectPageResult } from './result-checks';

/** The flight-delay short link (issue 8). */

test('a traveller files a flight-delay claim from the short link', async ({ page }) => {
  const p = await flightPolicy(page, 0);
  await fillIdentity(page, p);
  await page.getByRole('button', { name: '下一步' }).click();
  // Each pick list opens on its first entry (工商银行, 北京市, …); confirming takes it.
  await fillClaim(page, p, 'CA1234');
  await page.getByLabel('银行卡号').fill('6222021234567890128');
  await page.getByRole('button', { name: '提交理赔申请' }).click();
  await expect(page.getByText('理赔申请已受理')).toBeVisible();
  await expect(page.getByText(/报案号：FD\d{14}/)).toBeVisible();
  await expectPageResult(page, 'success', '理赔申请已受理');
});

interface FlightPolicy {
  policyNo: string;
  mobile: string;
  insuredName: string;
}

/** The n-th demo flight-delay policy: each journey its own, so codes sent in parallel do not cross. */
async function flightPolicy(page: Page, n: number): Promise<FlightPolicy> {
  const { flightPolicies } = (await demo(page, '航班延误短链与自动登录')) as { flightPolicies: FlightPolicy[] };
  return flightPolicies[n] as FlightPolicy;
}

/** The identity check answers for `policyNo` whatever is typed (a 2026 policy of `insuredName`). */
async function answerCheck(page: Page, policyNo: string, insuredName: string) {
  await page.route('**/LinkQuery/checkInfo', (route) =>
    route.fulfill({
      json: envelope('1', '成功', {
        policyNo,
        riskName: '航班延误保险',
        insuredName,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      }),
    }),
  );
}

/** Fills the identity check with a real SMS code; the caller presses 下一步. */
async function fillIdentity(page: Page, p: FlightPolicy) {
  await openRoute(page, '/short-smsVerification', `?policyNo=${p.policyNo}`);
  await page.getByLabel('手机号码').fill(p.mobile);
  await page.getByLabel('保单号').fill(p.policyNo);
  await page.getByLabel('短信验证码').fill(await askSmsCode(page, p.mobile, 'shortLink'));
}

/** Fills the claim, all but the card number; the caller fills that and submits. */
async function fillClaim(page: Page, p: FlightPolicy, flightNo: string) {
  await expect(page).toHaveURL(/short-writeInfo/);
  await page.getByLabel('航班号').fill(flightNo);
  await page.getByRole('button', { name: /航班日期/ }).click();
  await confirmPicker(page);
  await page.getByLabel('被保险人').fill(p.insuredName);
  for (const label of ['开户银行', '开户省份', '开户城市', '开户网点']) {
    await page.getByRole('button', { name: new RegExp(label) }).click();
    await confirmPicker(page);
    await expect(page.getByRole('button', { name: new RegExp(`${label}：(?!请选择)`) })).toBeVisible();
  }
}

test('a double tap while the check and the claim are in flight sends each once, with no dialog', async ({ page }) => {
  const p = await flightPolicy(page, 1);
  const checks = await slowAndCounted(page, '/LinkQuery/checkInfo');
  await fillIdentity(page, p);
  await page.getByRole('button', { name: '下一步' }).dblclick();
  await expect(page).toHaveURL(/short-writeInfo/);
  // A second request would be answered after the first: give it the time to come back.
  await page.waitForTimeout(1_500);
  expect(checks).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await fillClaim(page, p, 'MU5678');
  await page.getByLabel('银行卡号').fill('6222021234567890128');
  const claims = await slowAndCounted(page, '/LinkQuery/xcInfo');
  await page.getByRole('button', { name: '提交理赔申请' }).dblclick();
  await expect(page.getByText('理赔申请已受理')).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(claims).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a card number pasted in groups of four is taken whole, and one too long is refused', async ({ page }) => {
  const p = await flightPolicy(page, 2);
  await fillIdentity(page, p);
  await page.getByRole('button', { name: '下一步' }).click();
  await fillClaim(page, p, 'CZ3101');
  const sent: string[] = [];
  await page.route('**/LinkQuery/xcInfo', async (route) => {
    sent.push(route.request().postData() ?? '');
    await route.continue();
  });
  const card = page.getByLabel('银行卡号');
  // 20 digits: refused with a message, never cut to 19.
  await card.fill('6217 0000 1000 2345 6789');
  await expect(card).toHaveValue('6217 0000 1000 2345 6789');
  await page.getByRole('button', { name: '提交理赔申请' }).click();
  await expect(page.getByText('请输入正确的银行卡号')).toBeVisible();
  expect(sent).toHaveLength(0);
  // 19 digits with spaces: once cut to the first 16, a different card that passed.
  await card.fill('6217 0000 1000 2345 678');
  await expect(card).toHaveValue('6217 0000 1000 2345 678');
  await page.getByRole('button', { name: '提交理赔申请' }).click();
  await expect(page.getByText('理赔申请已受理')).toBeVisible();
  expect(sent.join('')).toContain('"bankcardno":"6217000010002345678"');
  await expect(page.getByText(/6217 \*{4} \*{4} 5678/)).toBeVisible();
});

test('a card number that fails its check digit is only warned about: the claim still goes', async ({ page }) => {
  const p = await flightPolicy(page, 3);
  await fillIdentity(page, p);
  await page.getByRole('button', { name: '下一步' }).click();
  await fillClaim(page, p, 'HU7001');
  const card = page.getByLabel('银行卡号');
  await card.fill('6222021234567890128');
  await expect(page.getByText(/校验未通过/)).toHaveCount(0);
  // One digit off the right check digit (…679 passes).
  await card.fill('6217000010002345678');
  await expect(page.getByText('银行卡号校验未通过，请核对是否输错；确认无误可继续提交')).toBeVisible();
  await page.getByRole('button', { name: '提交理赔申请' }).click();
  await expect(page.getByText('理赔申请已受理')).toBeVisible();
});

test("a new province empties the city list until its own cities arrive: none of the last province's is offered", async ({
  page,
}) => {
  // A session past the identity check (the pick lists need no proof).
  const policy = { insuredName: '张*', startDate: '2026-01-01', endDate: '2026-12-31' };
  await seedStoredSlice(page, 'shortlink', { policyNo: 'PZFD202611000000000001', policy });
  await openRoute(page, '/short-writeInfo');
  // The first province and its first city.
  for (const label of ['开户省份', '开户城市']) {
    await page.getByRole('button', { name: new RegExp(label) }).click();
    await confirmPicker(page);
    await expect(page.getByRole('button', { name: new RegExp(`${label}：(?!请选择)`) })).toBeVisible();
  }
  const firstCity = ((await page.getByRole('button', { name: /开户城市/ }).getAttribute('aria-label')) ?? '').replace(
    '开户城市：',
    '',
  );
  // The next province's cities are slow to come.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/kej/whome/api/linkQueryInfo', async (route) => {
    if (route.request().postData()?.includes('"type":"city"')) await held;
    return route.continue();
  });
  await page.getByRole('button', { name: /开户省份/ }).click();
  const provinces = page.locator('.adm-picker:visible');
  await provinces.locator('.adm-picker-view-column-item').nth(1).tap();
  await provinces.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.locator('.adm-mask:visible')).toHaveCount(0);

  await page.getByRole('button', { name: /开户城市/ }).click();
  const cities = page.locator('.adm-picker:visible .adm-picker-view-column-item');
  await page.waitForTimeout(800);
  await expect(cities.filter({ hasText: firstCity })).toHaveCount(0);
  release();
  await expect(cities.first()).toBeVisible();
  await expect(cities.filter({ hasText: firstCity })).toHaveCount(0);
});

test('the mobile and policy typed on the verification are still there after a reload, the SMS code is not', async ({
  page,
}) => {
  await openRoute(page, '/short-smsVerification');
  await page.getByLabel('手机号码').fill('13800138000');
  await page.getByLabel('保单号').fill('PZFD202611000000000001');
  await page.getByLabel('短信验证码').fill('123456');
  // The customer left for the SMS, and the phone's browser reloaded the tab meanwhile.
  await page.reload();
  await expect(page.getByLabel('手机号码')).toHaveValue(/^138\s?0013\s?8000$/);
  await expect(page.getByLabel('保单号')).toHaveValue('PZFD202611000000000001');
  await expect(page.getByLabel('短信验证码')).toHaveValue('');
});

test('a bank list that failed to load says so and loads again on a tap, instead of an empty wheel for good', async ({
  page,
}) => {
  const policy = { insuredName: '张*', startDate: '2026-01-01', endDate: '2026-12-31' };
  await seedStoredSlice(page, 'shortlink', { policyNo: 'PZFD202611000000000001', policy });
  // No network for a moment as the form opens: the banks' list does not come.
  let failed = false;
  await page.route('**/kej/whome/api/linkQueryInfo', (route) => {
    if (failed || !route.request().postData()?.includes('"type":"bank"')) return route.fallback();
    failed = true;
    return route.abort();
  });
  await openRoute(page, '/short-writeInfo');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  const bank = page.getByRole('button', { name: /开户银行/ });
  await expect(bank).toHaveAttribute('aria-label', '开户银行：加载失败，点击重试');
  await bank.click();
  await expect(bank).toHaveAttribute('aria-label', '开户银行：请选择');
  await bank.click();
  await confirmPicker(page);
  await expect(page.getByRole('button', { name: /开户银行：(?!请选择)/ })).toBeVisible();
});

test('a claim typed and not yet sent is still there after a reload; another policy starts from an empty form', async ({
  page,
}) => {
  // A session past the identity check of policy …001 (nothing is submitted here).
  const policy = { insuredName: '张*', startDate: '2026-01-01', endDate: '2026-12-31' };
  await seedStoredSlice(page, 'shortlink', { mobile: '13800138000', policyNo: 'PZFD202611000000000001', policy });
  await openRoute(page, '/short-writeInfo');
  await page.getByLabel('航班号').fill('CA1234');
  await page.getByRole('button', { name: /航班日期/ }).click();
  await confirmPicker(page);
  await page.getByLabel('被保险人').fill('张三');
  await page.getByRole('button', { name: /开户银行/ }).click();
  await confirmPicker(page);
  await page.getByLabel('银行卡号').fill('6222021234567890128');
  const date = await page.getByRole('button', { name: /航班日期/ }).getAttribute('aria-label');
  const bank = await page.getByRole('button', { name: /开户银行/ }).getAttribute('aria-label');
  expect(date).toMatch(/^航班日期：\d{4}-\d{2}-\d{2}$/);
  expect(bank).not.toContain('请选择');

  // A browser reloading the page on the way back from the bank's app.
  await page.reload();
  await expect(page.getByLabel('航班号')).toHaveValue('CA1234');
  await expect(page.getByLabel('被保险人')).toHaveValue('张三');
  await expect(page.getByLabel('银行卡号')).toHaveValue('6222021234567890128');
  await expect(page.getByRole('button', { name: /航班日期/ })).toHaveAttribute('aria-label', date ?? '');
  await expect(page.getByRole('button', { name: /开户银行/ })).toHaveAttribute('aria-label', bank ?? '');

  // The same tab verifies another policy: its form is not the first one's flight, name and card.
  await answerCheck(page, 'PZFD202611000000000002', '李*');
  await openRoute(page, '/short-smsVerification', '?policyNo=PZFD202611000000000002');
  await page.getByLabel('保单号').fill('PZFD202611000000000002');
  await page.getByLabel('短信验证码').fill('123456');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/short-writeInfo/);
  await expect(page.getByText('PZFD202611000000000002')).toBeVisible();
  await expect(page.getByLabel('航班号')).toHaveValue('');
  await expect(page.getByLabel('被保险人')).toHaveValue('');
  await expect(page.getByLabel('银行卡号')).toHaveValue('');
  await expect(page.getByRole('button', { name: /开户银行/ })).toHaveAttribute('aria-label', /请选择/);
});

test('a claim whose verification has lapsed goes back to it, with the mobile and policy filled in and the claim kept', async ({
  page,
}) => {
  const p = await flightPolicy(page, 0);
  // A tab verified earlier: its verification has lapsed (this session never made one; the server holds it 30 minutes).
  const policy = { insuredName: '张*', startDate: '2026-01-01', endDate: '2026-12-31' };
  await seedStoredSlice(page, 'shortlink', { mobile: p.mobile, policyNo: p.policyNo, policy });
  await openRoute(page, '/short-writeInfo');
  await fillClaim(page, p, 'HU7181');
  await page.getByLabel('银行卡号').fill('6222021234567890128');
  await page.getByRole('button', { name: '提交理赔申请' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('身份验证已失效，请重新获取短信验证码完成验证');
  await dialog.getByRole('button', { name: '确定' }).click();
  // Back at the start of the claim, told why, ready for a new code.
  await expect(page).toHaveURL(/short-smsVerification/);
  await expect(page.getByRole('status').filter({ hasText: '已填写的理赔信息已为您保留' })).toBeVisible();
  await expect(page.getByLabel('手机号码')).toHaveValue(p.mobile);
  await expect(page.getByLabel('保单号')).toHaveValue(p.policyNo);
  await expect(page.getByRole('button', { name: /获取验证码/ })).toBeEnabled();
  // The claim as typed waits for after the verification.
  await page.goBack();
  await expect(page.getByLabel('航班号')).toHaveValue('HU7181');
  await expect(page.getByLabel('银行卡号')).toHaveValue('6222021234567890128');
});

test('the claim form opened before any verification goes to it, says why, and comes back once verified', async ({
  page,
}) => {
  // A tab that never verified (a typed or shared address): no policy to claim on.
  await openRoute(page, '/short-writeInfo');
  // Before: a bare card, 请先完成手机号验证, with a button.
  await expect(page).toHaveURL(/short-smsVerification/);
  await expect(
    page.getByRole('status').filter({ hasText: '填写理赔信息前，请先用投保时预留的手机号完成身份验证' }),
  ).toBeVisible();
  await expect(page.getByLabel('航班号')).toHaveCount(0);
  await expect(page.getByLabel('银行卡号')).toHaveCount(0);

  await answerCheck(page, 'PZFD202611000000000003', '王*');
  await page.getByLabel('手机号码').fill('13800138000');
  await page.getByLabel('保单号').fill('PZFD202611000000000003');
  await page.getByLabel('短信验证码').fill('123456');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/short-writeInfo/);
  await expect(page.getByText('PZFD202611000000000003')).toBeVisible();
  await expect(page.getByLabel('航班号')).toBeVisible();
  // The empty page it was opened on was replaced: 返回 is the verification, not a page that sends there again.
  await page.goBack();
  await expect(page).toHaveURL(/short-smsVerification/);
});

test('the claim form says at the first 提交 every choice still to make, and each reason goes once it is made', async ({
  page,
}) => {
  // A session past the identity check; nothing is sent while the form lacks anything.
  const policy = { insuredName: '张*', startDate: '2026-01-01', endDate: '2026-12-31' };
  await seedStoredSlice(page, 'shortlink', { policyNo: 'PZFD202611000000000001', policy });
  await openRoute(page, '/short-writeInfo');
  await page.getByRole('button', { name: '提交理赔申请' }).click();
  // With the text fields' reasons, not only once those are put right.
  await expect(page.getByText('请输入航班号')).toBeVisible();
  for (const reason of ['请选择航班日期', '请选择开户银行', '请选择开户省份', '请选择开户城市', '请选择开户网点'])
    await expect(page.locator('.field-error', { hasText: reason })).toBeVisible();
  await page.getByRole('button', { name: /航班日期/ }).click();
  await confirmPicker(page);
  await expect(page.locator('.field-error', { hasText: '请选择航班日期' })).toHaveCount(0);
  await page.getByRole('button', { name: /开户银行/ }).click();
  await confirmPicker(page);
  await expect(page.getByRole('button', { name: /开户银行：(?!请选择)/ })).toBeVisible();
  await expect(page.locator('.field-error', { hasText: '请选择开户银行' })).toHaveCount(0);
  await expect(page.locator('.field-error', { hasText: '请选择开户省份' })).toBeVisible();
  // A flight number of the wrong shape is said at 提交 and goes once it is typed right.
  await page.getByLabel('航班号').fill('C1');
  await page.getByLabel('被保险人').fill('张三');
  await page.getByLabel('银行卡号').fill('6222021234567890128');
  await page.getByRole('button', { name: '提交理赔申请' }).click();
  await expect(page.getByText('请输入正确的航班号，如CA1234')).toBeVisible();
  await page.getByLabel('航班号').fill('CA1234');
  await expect(page.getByText('请输入正确的航班号，如CA1234')).toHaveCount(0);
});
