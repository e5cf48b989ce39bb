import { expect, type Page, test } from '@playwright/test';
import { carSummary } from '../src/web/features/policy/testing/summaries';
import {
  answerShownImageCode,
  appUrl,
  chooseIdType,
  openRoute,
  queryPolicyByNumber,
  seedStoredSlice,
  slowAndCounted,
  tapTwiceAtOnce,
} from './helpers';
import { askSmsCode, newestTo } from './outbox';

/** The demo records the policy domain lists at /dev/demo: the same a tester reads in the README. */
type Demo = Record<string, Record<string, string>>;
async function demoRecords(page: Page): Promise<Demo> {
  const res = await page.request.get('/dev/demo');
  const body = (await res.json()) as { domains: Array<{ title: string; records: Demo }> };
  const section = body.domains.find((d) => d.title.startsWith('保单查询'));
  if (!section) throw new Error('policy demo section missing');
  return section.records;
}

/** A text field of the form on show (the other tab's form stays mounted, hidden). */
const field = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' }).filter({ visible: true });
/** One of the pill choices (query way, policy type, person) on show. */
const choose = (page: Page, text: string) =>
  page
    .locator('.pl-seg-item')
    .filter({ visible: true })
    .filter({ hasText: new RegExp(`^${text}$`) })
    .click();

const idOf = (who: string) => who.split(' / ')[1];
const nameOf = (who: string) => who.split(' / ')[0];

/** Asks the non-car tab for a policy by its insured (policy number, name, ID number). */
async function queryNonCarByInsured(page: Page, p: Record<string, string>) {
  await openRoute(page, '/policy-query');
  await page.getByRole('tab', { name: '非车险保单' }).click();
  await choose(page, '被保险人');
  await field(page, '保单号').fill(p.policyNo);
  await field(page, '被保险人姓名').fill(nameOf(p.insured));
  await field(page, '证件号码').fill(idOf(p.insured));
  await page.getByRole('button', { name: '查询' }).click();
}

test.describe('policy journeys', () => {
  test('car query by policy number: both policies, detail, clauses in the PDF viewer, download and e-mail', async ({
    page,
  }) => {
    const demo = await demoRecords(page);
    const car = demo.carByPlate;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await openRoute(page, '/policy-query');
    await choose(page, '保单号');
    await field(page, '保单号').fill(car.policyNo);
    await field(page, '证件号码').fill(idOf(car.holder));
    await page.getByRole('button', { name: '查询' }).click();

    await expect(page).toHaveURL(/policy-queryResult/);
    const results = page.locator('.pl-policy-button:visible');
    await expect(results).toHaveCount(2);
    await expect(page.getByText('交强险').first()).toBeVisible();
    await expect(page.getByText('商业险').first()).toBeVisible();
    await results.filter({ hasText: car.policyNo }).click();

    await expect(page).toHaveURL(/policy-carQueryResult/);
    await expect(page.getByText(car.licenseNo).filter({ visible: true }).first()).toBeVisible();
    await page.locator('.pl-policy-button:visible').filter({ hasText: car.policyNo }).click();

    await expect(page).toHaveURL(/policy-detail/);
    await expect(page.getByText('第三者责任保险')).toBeVisible();
    await expect(page.getByText(idOf(car.holder)).first()).toBeVisible();

    await page.getByText('保险条款', { exact: true }).click();
    await expect(page).toHaveURL(/policy-detail-PDFList/);
    await page.locator('.adm-list-item').first().click();
    await expect(page).toHaveURL(/#\/pdf/);
    await expect(page.locator('canvas.pl-pdf-page').first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: '放大' }).click();
    await expect(page.getByText(/125%/)).toBeVisible();
    await page.goBack();
    await page.goBack();

    await expect(page).toHaveURL(/policy-detail\?/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载电子保单' }).click();
    expect((await download).suggestedFilename()).toBe(`电子保单_${car.policyNo}.pdf`);

    await page.getByRole('button', { name: '发送到邮箱' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('bad@');
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('请输入正确的电子邮箱')).toBeVisible();
    const email = `e2e-${Date.now()}@example.com`;
    await page.getByRole('dialog').getByRole('textbox').fill(email);
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/电子保单已发送至/)).toBeVisible();
    expect((await newestTo(page, email))?.attachments).toContain(`${car.policyNo}.pdf`);
    expect(errors).toEqual([]);
  });

  test('a company looks up its car by its unified social credit code, checked by that rule', async ({ page }) => {
    const car = (await demoRecords(page)).carOfCompany;
    expect(car.holderIdType).toBe('统一社会信用代码');
    const code = idOf(car.holder);
    await openRoute(page, '/policy-query');
    await choose(page, '保单号');
    await field(page, '保单号').fill(car.policyNo);
    await chooseIdType(page, '证件类型', '统一社会信用代码');
    await expect(field(page, '证件号码')).toHaveAttribute('placeholder', '请输入统一社会信用代码');
    // One check character off: refused by the credit code's rule, before any lookup.
    await field(page, '证件号码').fill(code.slice(0, 17) + (code[17] === '0' ? '1' : '0'));
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('请输入正确的统一社会信用代码')).toBeVisible();
    // Typed lower case, in two groups: cleaned as the server cleans it, and found.
    await field(page, '证件号码').fill(`${code.slice(0, 8).toLowerCase()} ${code.slice(8).toLowerCase()}`);
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/policy-queryResult/);
    const results = page.locator('.pl-policy-button:visible');
    await expect(results).toHaveCount(2);
    await results.filter({ hasText: car.policyNo }).click();
    await expect(page).toHaveURL(/policy-carQueryResult/);
    await expect(page.getByText(car.licenseNo).filter({ visible: true }).first()).toBeVisible();
    await page.locator('.pl-policy-button:visible').filter({ hasText: car.policyNo }).click();
    await expect(page).toHaveURL(/policy-detail/);
    await expect(page.getByText('统一社会信用代码').first()).toBeVisible();
    await expect(page.getByText(code).first()).toBeVisible();
  });

  test('non-car query by the insured opens the detail with special agreements and exclusions', async ({ page }) => {
    const p = (await demoRecords(page)).accident;
    await queryNonCarByInsured(page, p);
    await expect(page).toHaveURL(/policy-queryResult/);
    await page.locator('.pl-policy-button:visible').first().click();
    await expect(page).toHaveURL(/policy-detail/);
    await expect(page.getByText('意外身故、残疾保险金')).toBeVisible();
    await page.getByText('特别约定', { exact: true }).click();
    await expect(page.getByText('特别约定1')).toBeVisible();
    await page.goBack();
    await page.getByText('责任免除', { exact: true }).click();
    await expect(page.getByText('故意行为', { exact: true })).toBeVisible();
  });

  test('a mismatched person is told only that no policy was found', async ({ page }) => {
    const p = (await demoRecords(page)).accident;
    await openRoute(page, '/policy-query');
    await page.getByRole('tab', { name: '非车险保单' }).click();
    await field(page, '保单号').fill(p.policyNo);
    await field(page, /姓名/).fill('张三丰');
    await field(page, '证件号码').fill(idOf(p.insured));
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('未查询到保单信息，请核对输入信息后重试')).toBeVisible();
    await expect(page).toHaveURL(/policy-query$/);
  });

  test('car query by plate, ID number and image code finds both policies of the car', async ({ page }) => {
    const car = (await demoRecords(page)).carByPlate;
    await openRoute(page, '/policy-query');
    await choose(page, '车牌号');
    await field(page, '车牌号').fill(car.licenseNo);
    await field(page, '证件号码').fill(idOf(car.holder));
    // A person reads the case-sensitive code off the picture; the e2e server's hook sets the answer of the image shown.
    await field(page, '图形验证码').fill(await answerShownImageCode(page, 'Qx7k'));
    await page.getByRole('button', { name: '查询' }).click();

    await expect(page).toHaveURL(/policy-queryResult/);
    const results = page.locator('.pl-policy-button:visible');
    await expect(results).toHaveCount(2);
    await expect(results.filter({ hasText: '交强险' })).toContainText(car.licenseNo);
    await expect(results.filter({ hasText: '商业险' })).toContainText(car.policyNo);
  });

  test('an e-policy’s QR link opens the verification with its number; a forged or cut link is told apart', async ({
    page,
  }) => {
    const car = (await demoRecords(page)).carByPlate;
    await page.goto(car.verifyLink);
    await expect(page.getByText(`您扫描的是保单号 ${car.policyNo} 的电子保单`)).toBeVisible();
    await expect(field(page, '保单号')).toHaveValue(car.policyNo);
    // The scanned policy opened its tab; the other tab still opens when tapped, and back again.
    await page.getByRole('tab', { name: '非车险保单' }).click();
    await expect(page.getByRole('tab', { name: '非车险保单' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: '车险保单', exact: true }).click();
    await expect(page.getByRole('tab', { name: '车险保单', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(field(page, '保单号')).toHaveValue(car.policyNo);

    // The same number with a sign we did not make: the page does not vouch for it, and says why.
    await page.goto('about:blank');
    await page.goto(car.verifyLink.replace(/sign=[0-9a-f]+/, 'sign=0123456789'));
    await expect(page.getByRole('alert')).toContainText('二维码校验未通过');
    await expect(page.getByText(/您扫描的是保单号/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '查询', exact: true })).toBeVisible();

    // A link cut before its sign.
    await page.goto('about:blank');
    await page.goto(car.verifyLink.replace(/&sign=[0-9a-f]+/, ''));
    await expect(page.getByRole('alert')).toContainText('二维码链接不完整');
    await expect(page.getByText(/您扫描的是保单号/)).toHaveCount(0);
  });

  test('a scanned non-car policy opens on 保单号 with its number, even where 单证流水号 was chosen before', async ({
    page,
  }) => {
    const p = (await demoRecords(page)).homeProperty;
    await seedStoredSlice(page, 'policy', { otherForm: { policyType: 'normal', numberKind: 'visaserialNo' } });
    await page.goto(p.verifyLink);
    await expect(page.getByText(`您扫描的是保单号 ${p.policyNo} 的电子保单`)).toBeVisible();
    await expect(page.getByRole('tab', { name: '非车险保单' })).toHaveAttribute('aria-selected', 'true');
    await expect(field(page, '保单号')).toHaveValue(p.policyNo);
    await expect(field(page, '单证流水号')).toHaveCount(0);
  });

  test('the plate query needs the image code and the server checks it', async ({ page }) => {
    const car = (await demoRecords(page)).carByPlate;
    await openRoute(page, '/policy-query');
    await choose(page, '车牌号');
    await field(page, '车牌号').fill(car.licenseNo);
    await field(page, '证件号码').fill(idOf(car.holder));
    await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('请输入图形验证码')).toBeVisible();
    await field(page, '图形验证码').fill('zzzz');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText(/图形验证码错误|图形验证码已失效/)).toBeVisible();
  });

  test('back on the car tab after the non-car tab took an image code, the car tab shows a new one that passes', async ({
    page,
  }) => {
    const { carByPlate: car, accident: p } = await demoRecords(page);
    await openRoute(page, '/policy-query');
    await choose(page, '车牌号');
    await field(page, '车牌号').fill(car.licenseNo);
    await field(page, '证件号码').fill(idOf(car.holder));
    await field(page, '图形验证码').fill('Ab3d');
    const image = page.getByRole('img', { name: '图形验证码' });
    await expect.poll(() => image.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const carImage = await image.getAttribute('src');

    // Three people not found on the non-car tab: the fourth query asks for its own image code.
    await page.getByRole('tab', { name: '非车险保单' }).click();
    await field(page, '保单号').fill(p.policyNo);
    await field(page, /姓名/).fill('张三丰');
    await field(page, '证件号码').fill(idOf(p.insured));
    for (let i = 0; i < 4 && !(await image.isVisible()); i += 1) {
      await page.getByRole('button', { name: '查询' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    }
    await expect.poll(() => image.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // The server holds only the newest image's answer: the car tab's old picture could never pass.
    await page.getByRole('tab', { name: '车险保单', exact: true }).click();
    await expect(image).not.toHaveAttribute('src', carImage ?? '');
    await expect(field(page, '图形验证码')).toHaveValue('');
    await field(page, '图形验证码').fill(await answerShownImageCode(page, 'Qx7k'));
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/policy-queryResult/);
  });

  test('the PDF viewer that cannot show a document points back to the query of what was opened: invoice or policy', async ({
    page,
  }) => {
    const car = (await demoRecords(page)).carByPlate;
    // An invoice the server cannot show: the way on is the invoice query, not the policy query.
    await page.route('**/queryElectronicInvoice*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: 'not a pdf at all' }),
    );
    await page.goto(appUrl('/pdf?billnumber=12345678&title=电子发票'));
    await expect(page.getByText('文件加载失败，请稍后再试')).toBeVisible();
    await expect(page.getByRole('button', { name: '去查询保单' })).toHaveCount(0);
    await page.getByRole('button', { name: '去查询发票' }).click();
    await expect(page).toHaveURL(/invoice-query/);
    // An invoice address whose number is malformed: the same way on.
    await page.goto('about:blank');
    await page.goto(appUrl('/pdf?billnumber=12'));
    await expect(page.getByRole('button', { name: '去查询发票' })).toBeVisible();
    await expect(page.getByText('没有要查看的发票，请从发票查询进入')).toBeVisible();
    await expect(page.getByRole('heading', { name: '电子发票' })).toBeVisible();
    // A policy document keeps the policy query.
    await page.route('**/kej/whome/api/downLodElectronicPolicyInput', (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: 'not a pdf at all' }),
    );
    await page.goto('about:blank');
    await page.goto(appUrl(`/pdf?policyNo=${car.policyNo}&docId=epolicy&title=电子保单`));
    await expect(page.getByText('文件加载失败，请稍后再试')).toBeVisible();
    await expect(page.getByRole('button', { name: '去查询保单' })).toBeVisible();
  });

  test('the PDF viewer says in Chinese why a document cannot be shown, never in pdf.js English', async ({ page }) => {
    const car = (await demoRecords(page)).carByPlate;
    // The server answers bytes that are not a PDF: pdf.js rejects them with "Invalid PDF structure."
    await page.route('**/kej/whome/api/downLodElectronicPolicyInput', (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: 'not a pdf at all' }),
    );
    await page.goto(appUrl(`/pdf?policyNo=${car.policyNo}&docId=epolicy&title=电子保单`));
    await expect(page.getByText('文件加载失败，请稍后再试')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/Invalid|PDF structure/);
  });

  test('after an answer the image code field is empty again, and the 30-refresh cap holds across new images', async ({
    page,
  }) => {
    const p = (await demoRecords(page)).accident;
    await openRoute(page, '/warranty-query');
    const code = field(page, '图形验证码');
    // Spec section 5: the placeholder asks to tell upper and lower case apart.
    await expect(code).toHaveAttribute('placeholder', /区分大小写/);
    await field(page, '被保险人姓名').fill(nameOf(p.insured));
    await field(page, '证件号码').fill(idOf(p.insured));
    await code.fill('zzzz');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('图形验证码错误，请重新输入')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    // The answer used the image up: a new one shows, and the code typed for the old one is gone.
    await expect(code).toHaveValue('');

    // Thirty taps reach the cap (spec section 9)…
    const image = page.getByRole('button', { name: /^图形验证码/ });
    for (let i = 0; i < 30; i += 1) await image.click();
    await expect(page.getByText('验证码刷新次数已达上限')).toBeVisible();
    await expect(image).toBeDisabled();
    // …and a new image after another answer does not lift it.
    await code.fill('yyyy');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText(/图形验证码错误|图形验证码已失效/)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(code).toHaveValue('');
    await expect(page.getByText('验证码刷新次数已达上限')).toBeVisible();
    await expect(image).toBeDisabled();
  });

  test('the student and loan queries check the school and the loan contract number as the server does', async ({
    page,
  }) => {
    const demo = await demoRecords(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/policyQueryRelegation2')) asked.push(r.url());
    });
    await openRoute(page, '/policy-query');
    await page.getByRole('tab', { name: '非车险保单' }).click();
    await choose(page, '学平险');
    await field(page, '保单号').fill(demo.student.policyNo);
    await field(page, '学校名称').fill('北');
    await field(page, '学生姓名').fill(nameOf(demo.student.insured));
    await field(page, '证件号码').fill(idOf(demo.student.insured));
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('请输入学校名称')).toBeVisible();

    await choose(page, '借款人保险');
    await field(page, '借款合同号').fill('AB#12');
    await field(page, '借款人姓名').fill(nameOf(demo.loan.insured));
    await field(page, '证件号码').fill(idOf(demo.loan.insured));
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('请输入正确的借款合同号')).toBeVisible();
    expect(asked).toEqual([]);

    // As the server reads it: lower case is upper-cased, not refused.
    await field(page, '借款合同号').fill(demo.loan.loanContractNo.toLowerCase());
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/policy-queryResult/);
  });

  test('the query by mobile and SMS code goes once however often 查询 is tapped while it is on its way', async ({
    page,
  }) => {
    const car = (await demoRecords(page)).carByPlate;
    // The answer takes a moment, as on a slow network: time enough for a second tap.
    const asked = await slowAndCounted(page, '/policyQuery/queryEyoungInfo');
    await openRoute(page, '/policy-query');
    await choose(page, '手机验证');
    await field(page, '车牌号').fill(car.licenseNo);
    await field(page, '手机号码').fill(car.mobile);
    await field(page, '短信验证码').fill(await askSmsCode(page, car.mobile, 'policyQuery'));
    // Two taps in a row, the second before the page has even redrawn after the first.
    await tapTwiceAtOnce(page.getByRole('button', { name: '查询', exact: true }));
    await expect(page).toHaveURL(/policy-queryResult/);
    await expect(page.locator('.pl-policy-button:visible').first()).toBeVisible();
    expect(asked).toHaveLength(1);
    await expect(page.getByText(/验证码已失效/)).toHaveCount(0);
  });

  const ROUTES = [
    '/policy-query',
    '/policy-query-wdf',
    '/policy-queryResult',
    '/policy-carQueryResult',
    '/policy-carDetail',
    '/policy-detail',
    '/policy-detail-PDFList',
    '/policy-detail-WDFList',
    '/policy-detail-correctInfos',
    '/appoint-special',
    '/avoid-term',
    '/pdf',
    '/warranty-query',
    '/warranty-query-list',
  ];
  for (const route of ROUTES)
    test(`${route} opened directly with no prior state shows a sensible page`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(appUrl(route));
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /查询|去查询保单|去保障查询/ }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
});

test('the e-policy goes only to the address typed: one over 60 characters is refused, never cut to another', async ({
  page,
}) => {
  const p = (await demoRecords(page)).accident;
  await queryNonCarByInsured(page, p);
  await page.locator('.pl-policy-button:visible').first().click();
  await expect(page).toHaveURL(/policy-detail/);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/sendPolicy/sendPolicyEmail')) sent.push(r.postData() ?? '');
  });
  // 63 characters: cut to 60, they would read …@example.com, another company's domain.
  const email = `${'a'.repeat(48)}@example.com.cn`;
  await page.getByRole('button', { name: '发送到邮箱' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill(email);
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog')).toContainText('电子邮箱不能超过60个字符');
  await expect(page.getByRole('dialog').getByRole('textbox')).toHaveValue(email);
  expect(sent).toEqual([]);
});

test('the warranty query goes once however often 查询 is tapped while it is on its way', async ({ page }) => {
  const p = (await demoRecords(page)).accident;
  // The answer takes a moment, as on a slow network: time enough for a second tap.
  const asked = await slowAndCounted(page, '/api/sunPolicy');
  await openRoute(page, '/warranty-query');
  await field(page, '被保险人姓名').fill(nameOf(p.insured));
  await field(page, '证件号码').fill(idOf(p.insured));
  await field(page, '图形验证码').fill(await answerShownImageCode(page, 'Qx7k'));
  // Two taps in a row, the second before the page has even redrawn after the first.
  await tapTwiceAtOnce(page.getByRole('button', { name: '查询', exact: true }));
  await expect(page).toHaveURL(/warranty-query-list/);
  await expect(page.locator('.pl-policy').first()).toBeVisible();
  expect(asked).toHaveLength(1);
  // The second request would have met the used-up image code, and its dialog covered the list.
  await expect(page.getByText(/验证码/)).toHaveCount(0);
});

test('the warranty query takes an insured name as long as the server does, a company branch among them', async ({
  page,
}) => {
  const p = (await demoRecords(page)).accident;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/sunPolicy')) sent.push(r.postData() ?? '');
  });
  await openRoute(page, '/warranty-query');
  // 36 characters: past the 30 the page once allowed, within the server's 50.
  const branch = '中国人民财产保险股份有限公司北京市朝阳区支公司（第一营业部客户服务中心）';
  expect([...branch]).toHaveLength(36);
  await field(page, '被保险人姓名').fill(branch);
  await field(page, '证件号码').fill(idOf(p.insured));
  await field(page, '图形验证码').fill(await answerShownImageCode(page, 'Qx7k'));
  await page.getByRole('button', { name: '查询', exact: true }).click();
  // The server is asked, and answers for the name: no branch of that name is insured in the demo.
  await expect(page.getByRole('dialog').getByText('未查询到保单信息，请核对输入信息后重试')).toBeVisible();
  await expect(page.getByText('请输入正确的姓名或单位名称')).toHaveCount(0);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain(`"insuredName":"${branch}"`);
});

/** The last new car of the demo without a plate: the new-car journeys add plates to the first ones. */
async function lastNewCar(page: Page): Promise<{ policyNo: string; vin: string }> {
  const res = await page.request.get('/dev/demo', { headers: { accept: 'application/json' } });
  const body = (await res.json()) as {
    domains: Array<{ title: string; records: { newCars?: Array<{ policyNo: string; vin: string }> } }>;
  };
  const car = body.domains.find((d) => d.title === '新车补录车牌')?.records.newCars?.at(-1);
  if (!car) throw new Error('newcar demo section has no car without a plate');
  return car;
}

test('a car that has its plate is no longer 新车: 初次登记日期 is 以行驶证为准 when its date is not recorded', async ({
  page,
}) => {
  const car = (await demoRecords(page)).carByPlate;
  await queryPolicyByNumber(page, car.policyNo, idOf(car.holder));
  // The vehicle as a new car reads once its plate was added by endorsement: a plate, no registration date.
  await page.route('**/kej/waround/api/policyQuery/selectShieJCO', async (route) => {
    const json = await (await route.fetch()).json();
    json.body.car_Info = { ...json.body.car_Info, isNewCar: true, registerDate: null };
    await route.fulfill({ json });
  });
  await openRoute(page, `/policy-carDetail?policyNo=${car.policyNo}`);
  const row = page.locator('main').getByText('初次登记日期').locator('..');
  await expect(row).toContainText('以行驶证为准');
  await expect(row).not.toContainText('新车');
});

test('a new car without a plate is found by its frame number, its VIN ending on both of its policies', async ({
  page,
}) => {
  const car = await lastNewCar(page);
  await openRoute(page, '/policy-query');
  await choose(page, '新车未上牌');
  await field(page, '保单号').fill(car.policyNo);
  await field(page, '车架号后6位').fill(car.vin.slice(-6));
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/policy-queryResult/);
  // Compulsory and commercial together, as one vehicle; the frame number proves no person, so the VIN shows two.
  const vehicle = page.getByRole('region', { name: '同一车辆的保单' }).filter({ visible: true });
  await expect(vehicle).toHaveCount(1);
  await expect(vehicle.locator('.pl-policy-button')).toHaveCount(2);
  const vin = `车架号：${car.vin.slice(0, 3)}${'*'.repeat(12)}${car.vin.slice(-2)}`;
  await expect(vehicle.getByText(vin, { exact: true })).toHaveCount(2);
  await expect(vehicle.getByText('新车未上牌').first()).toBeVisible();
});

test('two new cars of one model, neither with a plate yet, are listed as two vehicles, each with its VIN', async ({
  page,
}) => {
  // A list as the query keeps it; by plate or model and year the two cars were once shown as one vehicle.
  const summary = (policyNo: string, vin: string) => carSummary(policyNo, { vin });
  await seedStoredSlice(page, 'policy', {
    results: {
      policy_Info_List: [
        summary('PDZA202611010000000001', 'LSV********123456'),
        summary('PDAA202611010000000002', 'LSV********123456'),
        summary('PDZA202611010000000003', 'LSV********654321'),
        summary('PDAA202611010000000004', 'LSV********654321'),
      ],
    },
  });
  await openRoute(page, '/policy-queryResult');
  const vehicles = page.getByRole('region', { name: '同一车辆的保单' }).filter({ visible: true });
  await expect(vehicles).toHaveCount(2);
  await expect(vehicles.nth(0).getByText('车架号：LSV********123456')).toHaveCount(2);
  await expect(vehicles.nth(1).getByText('车架号：LSV********654321')).toHaveCount(2);
  await expect(vehicles.nth(1)).toContainText('PDAA202611010000000004');
});

test('a policy on the warranty list opens the policy query filled in, one tap from its detail', async ({ page }) => {
  const p = (await demoRecords(page)).accident;
  await openRoute(page, '/warranty-query');
  await field(page, '被保险人姓名').fill(nameOf(p.insured));
  await field(page, '证件号码').fill(idOf(p.insured));
  await field(page, '图形验证码').fill(await answerShownImageCode(page, 'Wq4n'));
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/warranty-query-list/);
  // The list is masked and proves nothing: the policy opens in the policy query, its number and the insured filled in.
  await page.locator('.pl-policy-button').filter({ hasText: p.policyNo }).click();
  await expect(page).toHaveURL(/#\/policy-query$/);
  await expect(page.getByRole('tab', { name: '非车险保单' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, '保单号')).toHaveValue(p.policyNo);
  await expect(field(page, '被保险人姓名')).toHaveValue(nameOf(p.insured));
  await expect(field(page, '证件号码')).toHaveValue(idOf(p.insured));
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/policy-queryResult/);
  await page.locator('.pl-policy-button:visible').filter({ hasText: p.policyNo }).click();
  await expect(page).toHaveURL(/policy-detail/);
  await expect(page.getByText(p.policyNo).filter({ visible: true }).first()).toBeVisible();
});

test('the e-policy is mailed from the query page by policy number and ID of any type, once per tap', async ({
  page,
}) => {
  const p = (await demoRecords(page)).hongKongResident;
  const sent = await slowAndCounted(page, '/kej/whome/api/sendPolicyEmail');
  await openRoute(page, '/policy-query');
  await page.getByRole('button', { name: '凭证件发送电子保单' }).click();
  // In the query's place: one image code on show, the session's.
  await expect(page).toHaveURL(/send=email/);
  await expect(page.getByRole('tab', { name: '车险保单', exact: true })).toHaveCount(0);
  const form = page.getByRole('form', { name: '凭证件发送电子保单' });
  await form.getByRole('textbox', { name: '保单号' }).fill(p.policyNo);
  await form.getByRole('textbox', { name: '证件号码' }).fill(idOf(p.insured));
  await form.getByRole('textbox', { name: '电子邮箱' }).fill('hk@');
  await form.getByRole('button', { name: '发送电子保单' }).click();
  // The shared rules, before anything is sent: the resident ID by default, and the address.
  await expect(form.getByText('请输入正确的身份证号码')).toBeVisible();
  await expect(form.getByText('请输入正确的电子邮箱')).toBeVisible();
  await chooseIdType(page, '被保险人或投保人证件类型', '港澳居民身份证');
  await form.getByRole('textbox', { name: '证件号码' }).fill(idOf(p.insured).replace(/[()]/g, ''));
  const email = `hk-${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: '电子邮箱' }).fill(email);
  await form.getByRole('textbox', { name: '图形验证码' }).fill(await answerShownImageCode(page, 'Em5k'));
  await tapTwiceAtOnce(form.getByRole('button', { name: '发送电子保单' }));
  await expect(form.getByRole('status')).toContainText('电子保单已发送至');
  expect(sent).toHaveLength(1);
  // A second send would have met the used-up image code: no dialog over the answer.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await newestTo(page, email))?.attachments).toContain(`${p.policyNo}.pdf`);
  await page.getByRole('button', { name: '返回保单查询' }).click();
  await expect(page).not.toHaveURL(/send=email/);
  await expect(page.getByRole('tab', { name: '车险保单', exact: true })).toBeVisible();
});

test('a Hong Kong resident finds their cover by the card number, typed without its brackets', async ({ page }) => {
  const p = (await demoRecords(page)).hongKongResident;
  expect(p.insuredIdType).toBe('港澳居民身份证');
  const card = idOf(p.insured);
  await openRoute(page, '/warranty-query');
  await field(page, '被保险人姓名').fill(nameOf(p.insured));
  // The resident ID stays the default, with its words: a Hong Kong card is not one.
  await expect(page.getByRole('button', { name: '被保险人证件类型', exact: true })).toHaveText('居民身份证');
  await field(page, '证件号码').fill(card);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByText('请输入正确的身份证号码')).toBeVisible();
  await chooseIdType(page, '被保险人证件类型', '港澳居民身份证');
  await expect(field(page, '证件号码')).toHaveAttribute('placeholder', '请输入港澳居民身份证号码');
  // The record keeps K391705(3); typed as K3917053 it is the same card.
  await field(page, '证件号码').fill(card.replace(/[()]/g, ''));
  await field(page, '图形验证码').fill(await answerShownImageCode(page, 'Hk7m'));
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/warranty-query-list/);
  await expect(page.locator('.pl-policy').filter({ hasText: p.policyNo })).toBeVisible();
  // Back on the form the type chosen is kept with the number, as the name is.
  await page.goBack();
  await expect(page).toHaveURL(/#\/warranty-query$/);
  await expect(page.getByRole('button', { name: '被保险人证件类型', exact: true })).toHaveText('港澳居民身份证');
  await expect(field(page, '证件号码')).toHaveValue('K3917053');
});

test('a Hong Kong resident finds their travel policy on the non-car tab, the card typed without its brackets', async ({
  page,
}) => {
  const p = (await demoRecords(page)).hongKongResident;
  const card = idOf(p.insured);
  await openRoute(page, '/policy-query');
  await page.getByRole('tab', { name: '非车险保单' }).click();
  await choose(page, '被保险人');
  await field(page, '保单号').fill(p.policyNo);
  // The resident ID stays the default, with its words: a Hong Kong card is not one. Every wrong
  // field is told at once, the number among them, though the name is missing too.
  await expect(page.getByRole('button', { name: '被保险人证件类型', exact: true })).toHaveText('居民身份证');
  await field(page, '证件号码').fill(card);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await expect(page.getByText('请输入正确的身份证号码')).toBeVisible();
  await field(page, '被保险人姓名').fill(nameOf(p.insured));
  await chooseIdType(page, '被保险人证件类型', '港澳居民身份证');
  await expect(field(page, '证件号码')).toHaveAttribute('placeholder', '请输入港澳居民身份证号码');
  // The record keeps K391705(3); typed as K3917053 it is the same card.
  await field(page, '证件号码').fill(card.replace(/[()]/g, ''));
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/policy-queryResult/);
  await page.locator('.pl-policy-button:visible').filter({ hasText: p.policyNo }).click();
  await expect(page).toHaveURL(/policy-detail/);
  await expect(page.getByText('港澳居民身份证').first()).toBeVisible();
  await expect(page.getByText(card).first()).toBeVisible();
  // Back on the form the type chosen is kept with the number, as the name is.
  await openRoute(page, '/policy-query');
  await expect(page.getByRole('button', { name: '被保险人证件类型', exact: true })).toHaveText('港澳居民身份证');
  await expect(field(page, '证件号码')).toHaveValue('K3917053');
});

test('what was typed on the policy and warranty query forms and not yet sent is still there after a reload', async ({
  page,
}) => {
  // A customer types the policy number, leaves to find the ID card (the phone drops the tab) and comes back.
  await openRoute(page, '/policy-query');
  await choose(page, '保单号');
  await field(page, '保单号').fill('PDAA202611010000000002');
  await field(page, '证件号码').fill('6403021983');
  await page.getByRole('tab', { name: '非车险保单' }).click();
  await field(page, '保单号').fill('PEAK202611010000000003');
  await field(page, '被保险人姓名').fill('刘艳晨');
  await page.reload();
  await expect(page.getByRole('tab', { name: '非车险保单' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, '保单号')).toHaveValue('PEAK202611010000000003');
  await expect(field(page, '被保险人姓名')).toHaveValue('刘艳晨');
  await page.getByRole('tab', { name: '车险保单', exact: true }).click();
  await expect(field(page, '保单号')).toHaveValue('PDAA202611010000000002');
  await expect(field(page, '证件号码')).toHaveValue('6403021983');

  await openRoute(page, '/warranty-query');
  await field(page, '被保险人姓名').fill('陈嘉欣');
  await field(page, '证件号码').fill('K391705');
  await page.reload();
  await expect(field(page, '被保险人姓名')).toHaveValue('陈嘉欣');
  await expect(field(page, '证件号码')).toHaveValue('K391705');
});

/** Opens the detail of the demo's accident policy through a query by its insured. */
async function openAccidentDetail(page: Page) {
  const p = (await demoRecords(page)).accident;
  await queryNonCarByInsured(page, p);
  await page.locator('.pl-policy-button:visible').first().click();
  await expect(page).toHaveURL(/policy-detail/);
  return p;
}

test('the e-policy saved from the viewer is named with its policy number, as from the detail page', async ({
  page,
}) => {
  const p = await openAccidentDetail(page);
  await openRoute(page, `/policy-detail-WDFList?policyNo=${p.policyNo}`);
  await page.locator('.adm-list-item').first().click();
  await expect(page).toHaveURL(/#\/pdf/);
  await expect(page.locator('canvas.pl-pdf-page').first()).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载', exact: true }).click();
  expect((await download).suggestedFilename()).toBe(`电子保单_${p.policyNo}.pdf`);
});

test('a page zoomed again while it is still being drawn ends drawn as at that zoom, not garbled', async ({ page }) => {
  const p = await openAccidentDetail(page);
  await openRoute(page, `/pdf?policyNo=${p.policyNo}&docId=epolicy`);
  const canvas = page.locator('canvas.pl-pdf-page').first();
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  /** The first page as drawn once drawing has stopped: its size on screen and its pixels. */
  const settled = async () => {
    let last = '';
    for (let i = 0; i < 40; i += 1) {
      await page.waitForTimeout(400);
      const now = await canvas.evaluate((c: HTMLCanvasElement) => `${c.style.width} ${c.toDataURL()}`);
      if (now === last) return now;
      last = now;
    }
    throw new Error('the page never stopped drawing');
  };
  await settled();
  // The second tap lands while the page is being drawn at 125%: on a phone that takes many frames,
  // here it is over within a frame or two, so the tap comes as soon as that drawing has begun
  // (the canvas took its new size).
  await page.getByRole('button', { name: '放大' }).evaluate(async (button: HTMLElement) => {
    const drawn = document.querySelector('canvas.pl-pdf-page') as HTMLCanvasElement;
    const before = drawn.width;
    button.click();
    for (let i = 0; i < 1_000 && drawn.width === before; i += 1) await Promise.resolve();
    button.click();
  });
  await expect(page.getByText(/150%/)).toBeVisible();
  const hurried = await settled();
  await page.getByRole('button', { name: '缩小' }).click();
  await expect(page.getByText(/125%/)).toBeVisible();
  await settled();
  await page.getByRole('button', { name: '放大' }).click();
  await expect(page.getByText(/150%/)).toBeVisible();
  const calm = await settled();
  expect(hurried === calm, 'the page drawn after two quick taps differs from the same zoom reached calmly').toBe(true);
});

test('the e-policy is fetched once however often 下载电子保单 is tapped while it is on its way', async ({ page }) => {
  await openAccidentDetail(page);
  const asked = await slowAndCounted(page, '/api/downLodElectronicPolicyInput');
  const saved: string[] = [];
  page.on('download', (d) => saved.push(d.suggestedFilename()));
  await tapTwiceAtOnce(page.getByRole('button', { name: '下载电子保单' }));
  await expect(page.getByText('下载已开始')).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(asked).toHaveLength(1);
  expect(saved).toHaveLength(1);
});

test('a double tap on 发送到邮箱 asks for one address, not two', async ({ page }) => {
  await openAccidentDetail(page);
  await tapTwiceAtOnce(page.getByRole('button', { name: '发送到邮箱' }));
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('an endorsement says whether it added premium or gave some back, not a bare amount', async ({ page }) => {
  const car = (await demoRecords(page)).carWithEndorsements;
  await queryPolicyByNumber(page, car.policyNo, idOf(car.holder));
  await openRoute(page, `/policy-detail-correctInfos?policyNo=${car.policyNo}`);
  const added = page.locator('section', { hasText: '增加附加险' });
  await expect(added).toContainText('加收保费 ¥35.00');
  await expect(page.locator('section', { hasText: '投保人联系方式变更' })).toContainText('保费变化无');
});

test('a policy type the customer picks is kept when the number typed before it is told apart later', async ({
  page,
}) => {
  const demo = await demoRecords(page);
  // The type of the number typed is told by the server: here it answers after the customer has chosen.
  await page.route('**/api/checkPolicyType', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await openRoute(page, '/policy-query');
  await page.getByRole('tab', { name: '非车险保单' }).click();
  await field(page, '保单号').fill(demo.student.policyNo);
  await choose(page, '借款人保险');
  await expect(field(page, '借款合同号')).toBeVisible();
  await page.waitForResponse('**/api/checkPolicyType');
  await page.waitForTimeout(300);
  await expect(field(page, '借款合同号')).toBeVisible();
  await expect(field(page, '学校名称')).toHaveCount(0);
});
