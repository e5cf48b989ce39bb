import { expect, type Page, type Request, test } from '@playwright/test';
import { CATALOGUE } from '../src/shared/result-codes';
import { envelope, moveTo, openRoute, slowAndCounted, tapTwiceAtOnce } from './helpers';
import { askSmsCode, newestTo } from './outbox';

/** The red-envelope form's mobile and its SMS code, typed as the customer does; the code, for a later look. */
async function proveMobile(page: Page, mobile: string): Promise<string> {
  await page.getByLabel('手机号码').fill(mobile);
  const code = await askSmsCode(page, mobile, 'activity');
  await page.getByLabel('短信验证码').fill(code);
  return code;
}

test('a customer claims one red-envelope coupon and sees it listed', async ({ page }) => {
  const mobile = `138${String(Date.now()).slice(-8)}`;
  await openRoute(page, '/redEnvelope-coupon');
  const left = Number((await page.getByTestId('coupons-left').textContent())?.match(/剩余 (\d+)/)?.[1]);
  await proveMobile(page, mobile);
  await page.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText(`领取成功！红包券已存入手机号${mobile}`)).toBeVisible();
  const coupon = page.getByTestId('coupon');
  await expect(coupon).toHaveCount(1);
  // Money reads with two decimals, as the server writes it. The threshold is on premium, as the order
  // page applies it: a car order's vehicle tax does not count towards it.
  await expect(page.locator('.pm-banner')).toContainText('¥20.00 红包券 · 保费满200.00元可用');
  await expect(coupon.locator('.pm-coupon-amount')).toHaveText('¥20.00');
  await expect(coupon).toContainText('保费满200.00元可用');
  await expect(coupon).toContainText('未使用');
  // Where it can be spent, said where it is shown: orders whose applicant has this mobile (no 卡包 to look in).
  await expect(page.getByText(`支付投保人手机号为 ${mobile} 的投保订单时，可选用红包券抵扣保费。`)).toBeVisible();
  await expect(page.getByText('卡包')).toHaveCount(0);
  await expect(page.getByTestId('coupons-left')).toContainText(`剩余 ${left - 1} 张`);
  // The SMS says where the coupon can be spent, as the card does.
  const couponNo = ((await coupon.textContent()) ?? '').match(/券号 (RE[0-9A-F]+)/)?.[1];
  expect((await newestTo(page, mobile, '红包券'))?.body).toContain(`券号${couponNo}，保费满200.00元可用`);
});

test('a red-envelope campaign still to start says when it starts, not that it has ended', async ({ page }) => {
  // The campaign as the server answers it the day before it starts (10:00 Beijing time on 1 May 2027).
  await page.route('**/redEnvelope/campaign', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    Object.assign(json.body, { open: false, state: 'notStarted', startsAt: '2027-05-01T02:00:00.000Z' });
    await route.fulfill({ response, json });
  });
  await openRoute(page, '/redEnvelope-coupon');
  await expect(page.getByTestId('coupons-left')).toHaveText('活动尚未开始，2027/5/1 10:00 开始领取');
  await expect(page.getByText(/已结束|已领完/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '立即领取' })).toBeDisabled();
});

test('a second shared link opened in the same tab credits its own sharer', async ({ page }) => {
  await openRoute(page, '/buy-car?sharePhone=13700001111');
  await page.getByRole('region', { name: '北京新能源购车团购节' }).getByRole('button', { name: '选择此活动' }).click();
  await expect(page.getByLabel('分享人手机号（选填）')).toHaveValue('13700001111');
  await moveTo(page, '/buy-car?sharePhone=13700002222');
  // The activity chosen is kept (a reload brings it back); the sharer is the new link's.
  await expect(
    page.getByRole('region', { name: '北京新能源购车团购节' }).getByRole('button', { name: '已选择' }),
  ).toBeVisible();
  await expect(page.getByLabel('分享人手机号（选填）')).toHaveValue('13700002222');
});

test('a customer joins the Beijing car-purchase activity and sees the discounts', async ({ page }) => {
  const mobile = `137${String(Date.now()).slice(-8)}`;
  await openRoute(page, '/buy-car?sharePhone=13700009999');
  await expect(page.locator('[data-field="cityCode"]')).toHaveText('北京市');
  await page.getByRole('region', { name: '北京新能源购车团购节' }).getByRole('button', { name: '选择此活动' }).click();
  await page.getByLabel('报名人姓名').fill('钱七');
  // Pasted as a contact card writes it: taken whole (maxlength 11 cut it to 137 xxxx xx), the code and the
  // entry go to the cleaned number.
  const pasted = `${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`;
  await page.getByLabel('手机号码').fill(pasted);
  await expect(page.getByLabel('手机号码')).toHaveValue(pasted);
  await expect(page.getByLabel('分享人手机号（选填）')).toHaveValue('13700009999');
  await page.getByLabel('短信验证码').fill(await askSmsCode(page, mobile, 'activity'));
  await page.getByRole('button', { name: '立即报名' }).click();
  const result = page.getByTestId('car-result');
  await expect(result).toContainText('报名成功');
  await expect(result).toContainText('商业险团购折扣');
  await expect(result).toContainText(/GC\d{14}/);
});

test('a red-envelope campaign that could not be read offers to load again', async ({ page }) => {
  await page.route('**/redEnvelope/campaign', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await openRoute(page, '/redEnvelope-coupon');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(CATALOGUE.http502);
  await dialog.getByRole('button', { name: '确定' }).click();
  // Not a claim button greyed out without a word.
  await expect(page.getByText('红包活动加载失败，请稍后重试。')).toBeVisible();
  await page.unroute('**/redEnvelope/campaign');
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByTestId('coupons-left')).toContainText('剩余');
  await expect(page.getByRole('button', { name: '立即领取' })).toBeEnabled();
});

test('car-purchase activities that could not be read are not shown as none, and load again', async ({ page }) => {
  await page.route('**/CarDiscount/getHotGroupActivity', (route) =>
    route.fulfill({ status: 503, body: 'unavailable' }),
  );
  await openRoute(page, '/buy-car');
  const dialog = page.getByRole('dialog').first();
  await expect(dialog).toContainText(CATALOGUE.http502);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('该城市暂无购车优惠活动。')).toHaveCount(0);
  await expect(page.getByText('优惠活动加载失败，请稍后重试。')).toBeVisible();
  await page.unroute('**/CarDiscount/getHotGroupActivity');
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('region', { name: '北京新能源购车团购节' })).toBeVisible();
});

test('activities asked for again and then for another city show that city’s, not the first city’s late answer', async ({
  page,
}) => {
  // The first read fails; the read of 重新加载 (Beijing) is held until the customer has chosen Tianjin.
  let calls = 0;
  let beijing: Request | undefined;
  let beijingOver = false;
  let releaseBeijing = () => {};
  const beijingHeld = new Promise<void>((resolve) => {
    releaseBeijing = resolve;
  });
  const over = (r: Request) => {
    if (r === beijing) beijingOver = true;
  };
  page.on('requestfinished', over);
  page.on('requestfailed', over);
  await page.route('**/CarDiscount/getHotGroupActivity', async (route) => {
    calls += 1;
    if (calls === 1) return route.fulfill({ status: 503, body: 'unavailable' });
    if (calls === 2) {
      beijing = route.request();
      await beijingHeld;
    }
    // A request the page has cancelled meanwhile cannot be continued.
    await route.continue().catch(() => undefined);
  });
  await openRoute(page, '/buy-car');
  await page.getByRole('dialog').first().getByRole('button', { name: '确定' }).click();
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect.poll(() => calls).toBe(2);

  await page.locator('[data-field="cityCode"]').click();
  const picker = page.locator('.adm-picker:visible');
  await picker.locator('.adm-picker-view-column-item', { hasText: '天津' }).tap();
  await picker.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(page.locator('[data-field="cityCode"]')).toHaveText('天津市');
  await expect(page.getByRole('region', { name: '全国新车投保礼' })).toBeVisible();

  releaseBeijing();
  // Beijing's answer arrives (or its request was cancelled); the page is given time to show it, were it to.
  await expect.poll(() => beijingOver).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByRole('region', { name: '北京新能源购车团购节' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '全国新车投保礼' })).toBeVisible();
});

test('a claimed coupon is shown even when the list of the mobile’s coupons cannot be read after it', async ({
  page,
}) => {
  const mobile = `137${String(Date.now()).slice(-8)}`;
  await page.route('**/redEnvelope/myCoupons', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await openRoute(page, '/redEnvelope-coupon');
  await proveMobile(page, mobile);
  await page.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByRole('dialog')).toContainText(CATALOGUE.http502);
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // The claim went through: it is told so, with its coupon, not left to a retry's 您已领取过本期红包.
  await expect(page.getByText(`领取成功！红包券已存入手机号${mobile}`)).toBeVisible();
  await expect(page.getByTestId('coupon')).toHaveCount(1);
  await expect(page.getByTestId('coupon')).toContainText('未使用');
});

test('换个手机号 tapped while the claimed mobile’s coupon list is still on its way keeps the empty form', async ({
  page,
}) => {
  const mobile = `135${String(Date.now()).slice(-8)}`;
  await openRoute(page, '/redEnvelope-coupon');
  await proveMobile(page, mobile);
  // The claim's follow-up (the mobile's whole list) held for a second, as on a slow network.
  const lists = await slowAndCounted(page, '/redEnvelope/myCoupons');
  await page.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByTestId('coupon')).toHaveCount(1);
  await page.getByRole('button', { name: '换个手机号' }).click();
  await expect.poll(() => lists.length).toBe(1);
  // Past the held list's answer: it belongs to the mobile before and must not come back over the form.
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('coupon')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '立即领取' })).toBeVisible();
  await expect(page.getByLabel('手机号码')).toHaveValue('');
});

test('after the coupons show, the customer can go on to pay an order or back to the form for another mobile', async ({
  page,
}) => {
  const mobile = `136${String(Date.now()).slice(-8)}`;
  await openRoute(page, '/redEnvelope-coupon');
  const code = await proveMobile(page, mobile);
  await page.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByTestId('coupon')).toHaveCount(1);

  // Back to the form, empty, for another mobile: no reload needed.
  await page.getByRole('button', { name: '换个手机号' }).click();
  await expect(page.getByTestId('coupon')).toHaveCount(0);
  await expect(page.getByLabel('手机号码')).toHaveValue('');
  await expect(page.getByLabel('短信验证码')).toHaveValue('');
  await expect(page.getByRole('button', { name: '立即领取' })).toBeVisible();

  // The coupon again (this session proved the mobile, so the code is not spent twice), then on to where
  // it is used.
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('短信验证码').fill(code);
  await page.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('您已领取过本期红包，以下是您的红包券')).toBeVisible();
  await expect(page.getByTestId('coupon')).toHaveCount(1);
  const toPay = page.getByRole('link', { name: '去支付订单' });
  expect((await toPay.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await toPay.click();
  await expect(page).toHaveURL(/#\/order-pay$/);
});

/** The Beijing activity chosen and its form filled but for the SMS code. */
async function fillBuyCar(page: Page, mobile: string) {
  await page.getByRole('region', { name: '北京新能源购车团购节' }).getByRole('button', { name: '选择此活动' }).click();
  await page.getByLabel('报名人姓名').fill('钱七');
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('分享人手机号（选填）').fill('13700009999');
}

test('a double tap on 立即报名 joins once, and says 报名成功', async ({ page }) => {
  const mobile = `135${String(Date.now()).slice(-8)}`;
  const sent = await slowAndCounted(page, '/kej/waround/api/carDiscount/carDiscount');
  await openRoute(page, '/buy-car');
  await fillBuyCar(page, mobile);
  await page.getByLabel('短信验证码').fill(await askSmsCode(page, mobile, 'activity'));
  await tapTwiceAtOnce(page.getByRole('button', { name: '立即报名' }));
  // Not the second entry's 您已报名该活动 over the first's success.
  await expect(page.getByTestId('car-result')).toContainText('报名成功');
  await page.waitForTimeout(1_500);
  expect(sent).toHaveLength(1);
  await expect(page.getByTestId('car-result')).toContainText('报名成功');
});

test('a double tap on 立即领取 claims once, and says 领取成功', async ({ page }) => {
  const mobile = `134${String(Date.now()).slice(-8)}`;
  const sent = await slowAndCounted(page, '/kej/waround/api/redEnvelope/claim');
  await openRoute(page, '/redEnvelope-coupon');
  await proveMobile(page, mobile);
  await tapTwiceAtOnce(page.getByRole('button', { name: '立即领取' }));
  await expect(page.getByText(`领取成功！红包券已存入手机号${mobile}`)).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(sent).toHaveLength(1);
  await expect(page.getByText(`领取成功！红包券已存入手机号${mobile}`)).toBeVisible();
});

test('the car-purchase sign-up keeps what was typed and the activity chosen through a reload, not the SMS code', async ({
  page,
}) => {
  await openRoute(page, '/buy-car');
  await fillBuyCar(page, '13512345678');
  await page.getByLabel('短信验证码').fill('123456');
  await page.reload();
  await expect(page.getByRole('region', { name: '北京新能源购车团购节' }).getByRole('button')).toHaveText('已选择');
  await expect(page.getByLabel('报名人姓名')).toHaveValue('钱七');
  await expect(page.getByLabel('手机号码')).toHaveValue('13512345678');
  await expect(page.getByLabel('分享人手机号（选填）')).toHaveValue('13700009999');
  await expect(page.getByLabel('短信验证码')).toHaveValue('');
});

test('the red-envelope page keeps the mobile typed through a reload, not the SMS code', async ({ page }) => {
  await openRoute(page, '/redEnvelope-coupon');
  await page.getByLabel('手机号码').fill('13412345678');
  await page.getByLabel('短信验证码').fill('123456');
  await page.reload();
  await expect(page.getByLabel('手机号码')).toHaveValue('13412345678');
  await expect(page.getByLabel('短信验证码')).toHaveValue('');
});

test('with no red-envelope campaign the page says there is none, not that it failed to load', async ({ page }) => {
  await page.route('**/redEnvelope/campaign', (route) => route.fulfill({ json: envelope('0', '暂无红包活动') }));
  await openRoute(page, '/redEnvelope-coupon');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('暂无红包活动，敬请关注。')).toBeVisible();
  // Loading again would find none again.
  await expect(page.getByText('红包活动加载失败，请稍后重试。')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '重新加载' })).toHaveCount(0);
  // The coupons already held can still be looked at.
  await expect(page.getByRole('button', { name: '查看已领取的红包券' })).toBeEnabled();
});

test('查看已领取的红包券 shows the coupon just claimed after a reload, with no new code and with the spent one', async ({
  page,
}) => {
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await openRoute(page, '/redEnvelope-coupon');
  const code = await proveMobile(page, mobile);
  await page.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByTestId('coupon')).toHaveCount(1);
  // Back from paying elsewhere: the page is loaded again, the mobile kept, the code field empty. This
  // session proved the mobile with its claim: no new SMS is needed to look.
  await page.reload();
  await expect(page.getByLabel('手机号码')).toHaveValue(mobile);
  await page.getByRole('button', { name: '查看已领取的红包券' }).click();
  await expect(page.getByText('以下是您的红包券')).toBeVisible();
  await expect(page.getByTestId('coupon')).toHaveCount(1);
  // The claim's code typed again (spent by the claim) is not refused 验证码已失效 either.
  await page.getByRole('button', { name: '换个手机号' }).click();
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('短信验证码').fill(code);
  await page.getByRole('button', { name: '查看已领取的红包券' }).click();
  await expect(page.getByTestId('coupon')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('查看已领取的红包券 for a mobile this session has not proven asks for the SMS code', async ({ page }) => {
  await openRoute(page, '/redEnvelope-coupon');
  await page.getByLabel('手机号码').fill(`133${String(Date.now()).slice(-8)}`);
  await page.getByRole('button', { name: '查看已领取的红包券' }).click();
  await expect(page.getByRole('dialog')).toContainText('请先获取并输入短信验证码，验证手机号后查看红包券');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('coupon')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '立即领取' })).toBeVisible();
});

test('报名其他活动 after joining shows the activities afresh: the one joined counted, and not still chosen', async ({
  page,
}) => {
  const mobile = `138${String(Date.now()).slice(-8)}`;
  await openRoute(page, '/buy-car');
  const beijing = page.getByRole('region', { name: '北京新能源购车团购节' });
  const joined = async () => Number((await beijing.locator('.pm-meta').textContent())?.match(/已有(\d+)人报名/)?.[1]);
  await expect(beijing.locator('.pm-meta')).toContainText('人报名');
  const before = await joined();
  await fillBuyCar(page, mobile);
  await page.getByLabel('短信验证码').fill(await askSmsCode(page, mobile, 'activity'));
  await page.getByRole('button', { name: '立即报名' }).click();
  await expect(page.getByTestId('car-result')).toContainText('报名成功');
  await page.getByRole('button', { name: '报名其他活动' }).click();
  await expect(beijing.getByRole('button')).toHaveText('选择此活动');
  await expect(page.getByRole('button', { name: '立即报名' })).toHaveCount(0);
  // Other journeys may join meanwhile: at least this one entry more than before.
  await expect.poll(joined).toBeGreaterThanOrEqual(before + 1);
});
