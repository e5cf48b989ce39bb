import { expect, type Page, test } from '@playwright/test';
import { chooseIdType, heldAnswer, moveTo, openRoute, slowAndCounted, tapTwiceAtOnce } from './helpers';
import { smallTargets } from './layout-checks';

interface DemoClaim {
  status: string;
  policyNo: string;
  insuredName: string;
  identifyNumber: string;
  registNo: string;
}

async function demoClaims(page: Page): Promise<{ carClaims: DemoClaim[]; noCarClaims: DemoClaim[] }> {
  const res = await page.request.get('/dev/demo', { headers: { accept: 'application/json' } });
  const body = (await res.json()) as { domains: Array<{ title: string; records: never }> };
  const section = body.domains.find((d) => d.title === '理赔进度查询');
  if (!section) throw new Error('claims demo section missing');
  return section.records;
}

/** A text field of the form on show (the other tab's form stays mounted in the swiper). */
const form = (page: Page, name: string) => page.getByRole('form', { name, exact: true });

/** The car claims of a demo claim's policy, asked for on /claims-query by its insured's resident ID. */
async function queryCarClaims(page: Page, claim: DemoClaim) {
  await openRoute(page, '/claims-query');
  const car = form(page, '车险理赔查询');
  await car.getByRole('textbox', { name: '保单号' }).fill(claim.policyNo);
  await car.getByRole('textbox', { name: '证件号码' }).fill(claim.identifyNumber);
  await car.getByRole('button', { name: '查询' }).click();
}

/** The value of a label-and-value row (ui/rows) on the page. */
const rowValue = (page: Page, label: string) =>
  page
    .locator('.rows-row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** A finger pulling the page down from `from` by `distance` px, as on a phone (antd's pull to refresh reads touches). */
async function pullDown(page: Page, from: { x: number; y: number }, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 10; step += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x, y: from.y + (distance * step) / 10 }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('claims progress', () => {
  test('car claim: query, list, detail with the vehicles involved, full progress timeline', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const claim = (await demoClaims(page)).carClaims.find((c) => c.status === '已支付') as DemoClaim;
    await openRoute(page, '/claims-query');
    const car = form(page, '车险理赔查询');
    await car.getByRole('textbox', { name: '保单号' }).fill(claim.policyNo);
    await car.getByRole('textbox', { name: '证件号码' }).fill(claim.identifyNumber);
    await car.getByRole('button', { name: '查询' }).click();

    await expect(page).toHaveURL(/claims-mine-car/);
    const card = page.locator('.cl-claim').filter({ hasText: claim.registNo });
    await expect(card).toContainText('已支付');
    await card.click();

    await expect(page).toHaveURL(/claims-detail-car/);
    await expect(page.getByText('涉案车辆及三者')).toBeVisible();
    await expect(page.getByText('标的车')).toBeVisible();
    await expect(page.getByRole('link', { name: /客服热线 95518/ })).toHaveAttribute('href', 'tel:95518');
    // Masked: the insured's full name never shows.
    await expect(page.getByText(claim.insuredName, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: '查看理赔进度' }).click();

    await expect(page).toHaveURL(/claims-progress-car/);
    const steps = page.getByRole('list', { name: '理赔进度' }).locator('.cl-step-name');
    await expect(steps).toHaveText(['已支付', '已结案', '已核赔', '已理算', '已核损', '已定损', '已查勘', '已报案']);
    await expect(page.getByText(/赔款[\d,.]+元已支付至您尾号\d{4}的银行账户/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('non-car claim: narrowed by claim number straight to its progress, with the stages still to come', async ({
    page,
  }) => {
    const claim = (await demoClaims(page)).noCarClaims.find((c) => c.status === '已定损') as DemoClaim;
    await openRoute(page, '/claims-query');
    await page.getByRole('tab', { name: '非车险理赔' }).click();
    const noCar = form(page, '非车险理赔查询');
    await noCar.getByRole('textbox', { name: '保单号' }).fill(claim.policyNo);
    await noCar.getByRole('textbox', { name: '被保险人' }).fill(claim.insuredName);
    await noCar.getByRole('textbox', { name: '证件号码' }).fill(claim.identifyNumber);
    await noCar.getByRole('textbox', { name: '报案号' }).fill(claim.registNo);
    await noCar.getByRole('button', { name: '查询' }).click();

    await expect(page).toHaveURL(/claims-schedle-nocar/);
    await expect(page.getByText(claim.registNo)).toBeVisible();
    // The policy the claim is on, as the car claim's detail shows it.
    await expect(rowValue(page, '保单号')).toHaveText(claim.policyNo);
    await expect(page.locator('.cl-step-current .cl-step-name')).toHaveText('已定损');
    await expect(page.locator('.cl-step-todo')).toHaveCount(5);
    // A stage still to come is named as a stage, not as done: 已支付（待处理） said paid and not paid at once.
    await expect(page.locator('.cl-step-todo .cl-step-name')).toHaveText([
      '赔款支付（待处理）',
      '结案（待处理）',
      '核赔（待处理）',
      '理算（待处理）',
      '核损（待处理）',
    ]);
  });

  test('a wrong ID number ends on the no-claim page with a way back', async ({ page }) => {
    const claim = (await demoClaims(page)).carClaims[0];
    await openRoute(page, '/claims-query');
    const car = form(page, '车险理赔查询');
    await car.getByRole('textbox', { name: '保单号' }).fill(claim.policyNo);
    await car.getByRole('textbox', { name: '证件号码' }).fill('11010519491231002X');
    await car.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/claims-queryResult/);
    await expect(page.getByText(/未查询到相关保单信息/)).toBeVisible();
    await page.getByRole('button', { name: '重新查询' }).click();
    await expect(page).toHaveURL(/claims-query$/);
  });

  test('the form refuses a malformed policy number before asking the server', async ({ page }) => {
    await openRoute(page, '/claims-query');
    const car = form(page, '车险理赔查询');
    await car.getByRole('textbox', { name: '保单号' }).fill('PDAA123');
    await car.getByRole('button', { name: '查询' }).click();
    await expect(car.getByText('请输入正确的保单号')).toBeVisible();
  });

  for (const route of [
    '/claims-mine-car',
    '/claims-detail-car',
    '/claims-progress-car',
    '/claims-info-nocar',
    '/claims-schedle-nocar',
    '/claims-queryResult',
  ]) {
    test(`${route} opened directly offers the query`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await openRoute(page, route);
      await expect(page.getByRole('button', { name: /去查询理赔|重新查询/ })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test('the non-car claim form refuses a malformed claim number as the server would, without asking it', async ({
  page,
}) => {
  const claim = (await demoClaims(page)).noCarClaims[0];
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/policyClaim/queryNoCarClaim')) asked.push(r.url());
  });
  await openRoute(page, '/claims-query');
  await page.getByRole('tab', { name: '非车险理赔' }).click();
  const noCar = form(page, '非车险理赔查询');
  await noCar.getByRole('textbox', { name: '保单号' }).fill(claim.policyNo);
  await noCar.getByRole('textbox', { name: '被保险人' }).fill(claim.insuredName);
  await noCar.getByRole('textbox', { name: '证件号码' }).fill(claim.identifyNumber);
  await noCar.getByRole('textbox', { name: '报案号' }).fill('R123456');
  await noCar.getByRole('button', { name: '查询' }).click();
  await expect(noCar.getByText('请输入正确的报案号')).toBeVisible();
  expect(asked).toEqual([]);
  // Corrected (typed in lower case, as the server accepts), it goes.
  await noCar.getByRole('textbox', { name: '报案号' }).fill(claim.registNo.toLowerCase());
  await expect(noCar.getByText('请输入正确的报案号')).toHaveCount(0);
  await noCar.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/claims-schedle-nocar/);
});

test('a claims query goes once however often 查询 is tapped while it is on its way', async ({ page }) => {
  const claim = (await demoClaims(page)).carClaims[0];
  // The answer takes a moment, as on a slow network: time enough for a second tap.
  const asked = await slowAndCounted(page, '/policyClaim/queryCarClaim');
  await openRoute(page, '/claims-query');
  const car = form(page, '车险理赔查询');
  await car.getByRole('textbox', { name: '保单号' }).fill(claim.policyNo);
  // A mistyped ID number: each request sent counts a miss towards the hour's lockout.
  await car.getByRole('textbox', { name: '证件号码' }).fill('11010519491231002X');
  await tapTwiceAtOnce(car.getByRole('button', { name: '查询' }));
  await expect(page).toHaveURL(/claims-queryResult/);
  expect(asked).toHaveLength(1);
});

test('another claim in the address reads as loading, not as the claim before it, until its answer comes', async ({
  page,
}) => {
  const claim = (await demoClaims(page)).carClaims.find((c) => c.status === '已支付') as DemoClaim;
  await queryCarClaims(page, claim);
  await page.locator('.cl-claim').filter({ hasText: claim.registNo }).click();
  await expect(page).toHaveURL(/claims-detail-car/);
  await expect(page.getByText('涉案车辆及三者')).toBeVisible();
  const { held, release } = heldAnswer();
  await page.route('**/policyClaim/queryClaimSchedleInfo', async (route) => {
    await held;
    await route.continue();
  });
  const other = `RDAA${'2'.repeat(8)}${'0'.repeat(10)}`;
  await moveTo(page, `/claims-detail-car?registNo=${other}`);
  await expect(page.getByText('涉案车辆及三者')).toHaveCount(0);
  await expect(page.getByText(claim.registNo)).toHaveCount(0);
  release();
  // Not this session's claim: the page offers the query.
  await expect(page.getByRole('button', { name: /查询/ }).first()).toBeVisible();
});

test('a claim that moved on since the list was found shows its new status in the list after its page', async ({
  page,
}) => {
  const claim = (await demoClaims(page)).carClaims.find(
    (c) => c.status === '已核赔' && c.policyNo.startsWith('PDAA'),
  ) as DemoClaim;
  await queryCarClaims(page, claim);
  const card = page.locator('.cl-claim').filter({ hasText: claim.registNo });
  await expect(card).toContainText('已核赔');
  // Paid since the list was found (the claims system moved it on): the claim's own page reads it so.
  await page.route('**/policyClaim/queryClaimSchedleInfo', async (route) => {
    const json = await (await route.fetch()).json();
    Object.assign(json.body, { status: 'paid', statusName: '已支付', paidAmount: '3600.00' });
    await route.fulfill({ json });
  });
  await card.click();
  await expect(rowValue(page, '案件状态')).toHaveText('已支付');
  await page.goBack();
  await expect(page).toHaveURL(/claims-mine-car/);
  // Before, the list still said 已核赔 and 已赔付 nothing, under the page that had just said 已支付.
  await expect(card).toContainText('已支付');
  await expect(card).toContainText('已赔付：¥3,600.00');
});

test('a claim page whose read failed on the way offers to load it again, not to query again', async ({ page }) => {
  const claim = (await demoClaims(page)).carClaims.find((c) => c.status === '已支付') as DemoClaim;
  await queryCarClaims(page, claim);
  await expect(page.locator('.cl-claim').filter({ hasText: claim.registNo })).toBeVisible();
  // No network for a moment: the session's proof is still good.
  let failed = false;
  await page.route('**/policyClaim/queryClaimSchedleInfo', (route) => {
    if (failed) return route.fallback();
    failed = true;
    return route.abort();
  });
  await page.locator('.cl-claim').filter({ hasText: claim.registNo }).click();
  await expect(page.getByRole('alert')).toContainText('理赔信息加载失败');
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByText('涉案车辆及三者')).toBeVisible();
});

test('a withdrawn or refused claim reads 无 for what it never paid, not 待确定', async ({ page }) => {
  const { noCarClaims } = await demoClaims(page);
  for (const status of ['已撤案', '已拒赔']) {
    const claim = noCarClaims.find((c) => c.status === status) as DemoClaim;
    await openRoute(page, '/claims-query');
    await page.getByRole('tab', { name: '非车险理赔' }).click();
    const noCar = form(page, '非车险理赔查询');
    await noCar.getByRole('textbox', { name: '保单号' }).fill(claim.policyNo);
    await noCar.getByRole('textbox', { name: '被保险人' }).fill(claim.insuredName);
    await noCar.getByRole('textbox', { name: '证件号码' }).fill(claim.identifyNumber);
    await noCar.getByRole('textbox', { name: '报案号' }).fill(claim.registNo);
    await noCar.getByRole('button', { name: '查询' }).click();

    await expect(page).toHaveURL(/claims-schedle-nocar/);
    await expect(page.locator('.cl-step-current .cl-step-name')).toHaveText(status);
    const paid = page.locator('.cl-amounts > div').filter({ hasText: '已赔付' }).locator('dd');
    await expect(paid).toHaveText('无');
    await expect(page.locator('.cl-amounts')).not.toContainText('待确定');
  }
});

test('what was typed on /claims-query and not yet sent is still there when the page is opened again', async ({
  page,
}) => {
  await openRoute(page, '/claims-query');
  const car = form(page, '车险理赔查询');
  await car.getByRole('textbox', { name: '保单号' }).fill('PDAA202611010000000002');
  await car.getByRole('textbox', { name: '证件号码' }).fill('640302198303153798');
  await page.getByRole('tab', { name: '非车险理赔' }).click();
  const noCar = form(page, '非车险理赔查询');
  await noCar.getByRole('textbox', { name: '保单号' }).fill('PEAK202611010000000003');
  await noCar.getByRole('textbox', { name: '被保险人' }).fill('刘艳晨');
  // Off to the home page (to find the ID card, say) and back; then a reload, as a phone does to a tab left behind.
  await page.evaluate(() => {
    location.hash = '#/';
  });
  await expect(page.getByRole('form', { name: '车险理赔查询' })).toHaveCount(0);
  await page.goBack();
  await expect(noCar.getByRole('textbox', { name: '保单号' })).toHaveValue('PEAK202611010000000003');
  await expect(noCar.getByRole('textbox', { name: '被保险人' })).toHaveValue('刘艳晨');
  await page.reload();
  await expect(car.getByRole('textbox', { name: '保单号' })).toHaveValue('PDAA202611010000000002');
  await expect(car.getByRole('textbox', { name: '证件号码' })).toHaveValue('640302198303153798');
  await expect(noCar.getByRole('textbox', { name: '被保险人' })).toHaveValue('刘艳晨');
});

test('every tap target of the car claims list, detail and progress is at least 44×44 px', async ({ page }) => {
  const claim = (await demoClaims(page)).carClaims.find((c) => c.status === '已支付') as DemoClaim;
  await queryCarClaims(page, claim);
  await expect(page.locator('.cl-claim').first()).toBeVisible();
  expect({ list: await smallTargets(page, 44) }).toEqual({ list: [] });
  await page.locator('.cl-claim').filter({ hasText: claim.registNo }).click();
  await expect(page.getByText('涉案车辆及三者')).toBeVisible();
  expect({ detail: await smallTargets(page, 44) }).toEqual({ detail: [] });
  await page.getByRole('button', { name: '查看理赔进度' }).click();
  await expect(page.getByRole('list', { name: '理赔进度' })).toBeVisible();
  expect({ progress: await smallTargets(page, 44) }).toEqual({ progress: [] });
});

test('a non-car insured with a 港澳居民来往内地通行证 chooses the ID type and finds the claim', async ({ page }) => {
  // The claims demo's one insured without a resident ID: a Hong Kong resident's permit, H and 8 digits.
  const claim = (await demoClaims(page)).noCarClaims.find((c) => c.identifyNumber.startsWith('H')) as DemoClaim;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/policyClaim/queryNoCarClaim')) sent.push(r.postData() ?? '');
  });
  await openRoute(page, '/claims-query');
  await page.getByRole('tab', { name: '非车险理赔' }).click();
  const noCar = form(page, '非车险理赔查询');
  await noCar.getByRole('textbox', { name: '保单号' }).fill(claim.policyNo);
  await noCar.getByRole('textbox', { name: '被保险人' }).fill(claim.insuredName);
  await noCar.getByRole('textbox', { name: '证件号码' }).fill(claim.identifyNumber.toLowerCase());
  // Read as a resident ID (the default), the permit number is refused before the server is asked.
  await noCar.getByRole('button', { name: '查询' }).click();
  await expect(noCar.getByText('请输入正确的身份证号码')).toBeVisible();
  expect(sent).toEqual([]);

  await chooseIdType(page, '被保险人证件类型', '港澳居民来往内地通行证', noCar);
  await noCar.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/claims-schedle-nocar/);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('"identifyType":"25"');
  await expect(page.getByText(claim.registNo)).toBeVisible();
  await expect(rowValue(page, '保单号')).toHaveText(claim.policyNo);
  // Masked: the insured's full name never shows.
  await expect(page.getByText(claim.insuredName, { exact: true })).toHaveCount(0);
});

test('a failed pull to refresh on the car claims list says it failed and keeps the list', async ({ page }) => {
  const claim = (await demoClaims(page)).carClaims.find((c) => c.status === '已支付') as DemoClaim;
  await queryCarClaims(page, claim);
  const card = page.locator('.cl-claim').filter({ hasText: claim.registNo });
  await expect(card).toBeVisible();

  // The network gives out while the customer pulls to refresh.
  await page.route('**/policyClaim/queryCarClaim', (route) => route.fulfill({ status: 503, body: '' }));
  const meta = await page.locator('.cl-meta').boundingBox();
  if (!meta) throw new Error('the list has no heading line');
  await pullDown(page, { x: meta.x + meta.width / 2, y: meta.y + 4 }, 320);
  await expect(page.getByText('刷新失败，请稍后重试').first()).toBeVisible();
  await expect(page.getByText('刷新完成')).toHaveCount(0);
  await expect(card).toBeVisible();
  await expect(card).toContainText('已支付');
});

test('a pull to refresh after a failed query asks again for the list on show, not the query that failed', async ({
  page,
}) => {
  const { carClaims } = await demoClaims(page);
  const claim = carClaims.find((c) => c.status === '已支付') as DemoClaim;
  const stranger = carClaims.find((c) => c.identifyNumber !== claim.identifyNumber) as DemoClaim;
  await queryCarClaims(page, claim);
  const card = page.locator('.cl-claim').filter({ hasText: claim.registNo });
  await expect(card).toBeVisible();

  // Back on the form, another ID number is sent and the network gives out: the dialog says so in place.
  await page.goBack();
  const car = form(page, '车险理赔查询');
  await page.route('**/policyClaim/queryCarClaim', (route) => route.fulfill({ status: 503, body: '' }));
  await car.getByRole('textbox', { name: '证件号码' }).fill(stranger.identifyNumber);
  await car.getByRole('button', { name: '查询' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await page.unroute('**/policyClaim/queryCarClaim');

  // Forward to the list still on show, and pull: it asks about that list's policy and insured.
  await page.goForward();
  await expect(card).toBeVisible();
  const asked = page.waitForRequest('**/policyClaim/queryCarClaim');
  const meta = await page.locator('.cl-meta').boundingBox();
  if (!meta) throw new Error('the list has no heading line');
  await pullDown(page, { x: meta.x + meta.width / 2, y: meta.y + 4 }, 320);
  const body = (await asked).postDataJSON() as { body: { policyNo: string; identifyNumber: string } };
  expect(body.body).toMatchObject({ policyNo: claim.policyNo, identifyNumber: claim.identifyNumber });
  await expect(page.getByText('刷新完成').first()).toBeVisible();
});
