import { expect, type Page, test } from '@playwright/test';
import {
  answerShownImageCode,
  openRoute,
  queryPolicyByNumber,
  seedStoredSlice,
  slowAndCounted,
  tapTwiceAtOnce,
} from './helpers';
import { expectPageResult } from './result-checks';

interface NewCar {
  policyNo: string;
  insuredName: string;
  insuredIdentifyNo: string;
  vin: string;
}

async function demoNewcar(page: Page): Promise<{ newCars: NewCar[]; plateInUse: string }> {
  const res = await page.request.get('/dev/demo', { headers: { accept: 'application/json' } });
  const body = (await res.json()) as { domains: Array<{ title: string; records: never }> };
  const section = body.domains.find((d) => d.title === '新车补录车牌');
  if (!section) throw new Error('newcar demo section missing');
  return section.records;
}

/**
 * Fills the lookup form. The image code is read off a picture by a person; the
 * e2e server (NODE_ENV=test) has a hook that sets the answer of the image shown.
 */
async function findPolicy(page: Page, car: NewCar, code = 'Ab3d') {
  await openRoute(page, '/newcar-license');
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await page.getByRole('textbox', { name: '保单号' }).fill(car.policyNo);
  await page.getByRole('textbox', { name: '被保险人证件号码' }).fill(car.insuredIdentifyNo);
  await page.getByRole('textbox', { name: '图形验证码' }).fill(code);
  await answerShownImageCode(page, 'Ab3d');
  await page.getByRole('button', { name: '下一步' }).click();
}

async function enterPlate(page: Page, rest: string) {
  await expect(page).toHaveURL(/newcar-addInfo/);
  await page.getByRole('textbox', { name: '车牌号码' }).fill(rest);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/cpwriting-endorse/);
  await page.getByText('本人已阅读并确认以上声明').click();
  await page.getByRole('button', { name: '确认并提交' }).click();
}

test.describe('adding a plate to a new-car policy', () => {
  test('find the policy, enter the plate, sign the statement: the endorsement takes effect once', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const car = (await demoNewcar(page)).newCars[0];
    await findPolicy(page, car);
    await expect(page.getByText('新车未上牌')).toBeVisible();
    // The default prefix is 京; the province picker offers the others.
    await expect(page.getByRole('button', { name: /省份简称：京/ })).toBeVisible();
    // The plate field fits the phone: it once ran past the card's right edge at 375 px.
    const field = await page.getByRole('textbox', { name: '车牌号码' }).boundingBox();
    const row = await page.locator('.nc-plate').boundingBox();
    if (!field || !row) throw new Error('plate field not laid out');
    expect(field.x + field.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
    await enterPlate(page, 'n2k8c6');

    await expect(page).toHaveURL(/newcar-success/);
    await expect(page.getByText('车牌号补录成功', { exact: true })).toBeVisible();
    await expectPageResult(page, 'success', '车牌号补录成功');
    await expect(page.getByText('新车未上牌 → 京N2K8C6')).toBeVisible();
    const endorsementNo = (await page.locator('.rows-row', { hasText: '批单号' }).locator('dd').textContent()) ?? '';
    expect(endorsementNo).toMatch(/^E(DAA|DZA)\d{18}$/);

    // Submitting the same plate again answers the same endorsement.
    await page.goto('/home/#/cpwriting-endorse');
    await page.getByText('本人已阅读并确认以上声明').click();
    await page.getByRole('button', { name: '确认并提交' }).click();
    await expect(page).toHaveURL(/newcar-success/);
    await expect(page.locator('.rows-row', { hasText: '批单号' }).locator('dd')).toHaveText(endorsementNo);

    // The policy now carries the endorsement: the success page opens its endorsement details, no second query.
    await page.getByRole('button', { name: '查看保单批改信息' }).click();
    await expect(page).toHaveURL(new RegExp(`policy-detail-correctInfos\\?policyNo=${car.policyNo}`));
    await expect(page.getByText(endorsementNo)).toBeVisible();
    await expect(page.getByText('新车未上牌 → 京N2K8C6')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('lists kept from earlier queries show the plate on both policies of the car once it is added', async ({
    page,
  }) => {
    const { newCars } = await demoNewcar(page);
    // The last car listed: the others take theirs from the front, and only the first journey's
    // (newCars[0]) is endorsed. The list drops a car once it has a plate, so an index from the front
    // read after that journey names another car (the first three entries then reached the last car).
    const car = newCars.at(-1) as NewCar;
    await queryPolicyByNumber(page, car.policyNo, car.insuredIdentifyNo);
    const cards = page.locator('.pl-policy-button:visible');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: '新车未上牌' })).toHaveCount(2);

    // The warranty query of the same insured lists the car masked.
    await openRoute(page, '/warranty-query');
    await page.getByRole('textbox', { name: '被保险人姓名' }).fill(car.insuredName);
    await page.getByRole('textbox', { name: '证件号码' }).fill(car.insuredIdentifyNo);
    await page.getByRole('textbox', { name: '图形验证码' }).fill('Ab3d');
    await answerShownImageCode(page, 'Ab3d');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/warranty-query-list/);
    const covered = page.locator('.pl-policy:visible').filter({ hasText: car.policyNo });
    await expect(covered).toContainText('新车未上牌');

    await findPolicy(page, car);
    await enterPlate(page, 'q7m3k5');
    await expect(page.getByText('车牌号补录成功', { exact: true })).toBeVisible();

    // Back to the kept lists, no new query: they show the plate, the warranty list masked as it shows every plate.
    const backTo = async (route: RegExp) => {
      for (let i = 0; i < 8 && !route.test(page.url()); i += 1) await page.goBack();
      await expect(page).toHaveURL(route);
    };
    await backTo(/warranty-query-list/);
    await expect(covered).toContainText('京Q***K5');
    await expect(covered).not.toContainText('新车未上牌');
    await backTo(/policy-queryResult/);
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: '京Q7M3K5' })).toHaveCount(2);
    await expect(page.getByText('新车未上牌')).toHaveCount(0);
  });

  test('a double tap on 下一步 looks the policy up once: no "image code spent" dialog over the plate form', async ({
    page,
  }) => {
    // Only looked up, never endorsed (as in the pasted-plate journey).
    const car = (await demoNewcar(page)).newCars[1];
    const asked = await slowAndCounted(page, '/licenseNoCorrect/queryCorrect');
    await openRoute(page, '/newcar-license');
    await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
    await page.getByRole('textbox', { name: '保单号' }).fill(car.policyNo);
    await page.getByRole('textbox', { name: '被保险人证件号码' }).fill(car.insuredIdentifyNo);
    await page.getByRole('textbox', { name: '图形验证码' }).fill('Ab3d');
    await answerShownImageCode(page, 'Ab3d');
    await tapTwiceAtOnce(page.getByRole('button', { name: '下一步' }));
    await expect(page).toHaveURL(/newcar-addInfo/);
    // A second look-up would be answered a second after the first: give it the time to come back.
    await page.waitForTimeout(1_500);
    expect(asked).toHaveLength(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a wrong image code is refused, a new image is shown, and the hotline is under the form', async ({ page }) => {
    const car = (await demoNewcar(page)).newCars[1];
    await findPolicy(page, car, 'zzzz');
    await expect(page.getByRole('dialog')).toContainText('图形验证码错误');
    await expect(page).toHaveURL(/newcar-license/);
    // Stuck on the lookup, the customer reaches a person from under the form, as on the other query pages.
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('link', { name: '需要帮助？拨打客服热线 95518' })).toHaveAttribute('href', 'tel:95518');
  });

  test('the 30-refresh cap of the image holds across the new image an answer brings', async ({ page }) => {
    const car = (await demoNewcar(page)).newCars[1];
    await findPolicy(page, car, 'zzzz');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    const code = page.getByRole('textbox', { name: '图形验证码' });
    await expect(code).toHaveValue('');
    // Spec section 9: thirty refreshes reach the cap…
    const image = page.getByRole('button', { name: /^图形验证码/ });
    for (let i = 0; i < 30; i += 1) await image.click();
    await expect(image).toBeDisabled();
    // …and the new image after another answer does not lift it (the field was once remounted, counting from 0).
    await code.fill('yyyy');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('dialog')).toContainText(/图形验证码错误|图形验证码已失效/);
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(code).toHaveValue('');
    await expect(page.getByText('验证码刷新次数已达上限')).toBeVisible();
    await expect(image).toBeDisabled();
  });

  test('a plate already on another vehicle in force is refused with a clear message', async ({ page }) => {
    const demo = await demoNewcar(page);
    await findPolicy(page, demo.newCars[2]);
    await expect(page).toHaveURL(/newcar-addInfo/);
    await page.getByRole('button', { name: /省份简称/ }).click();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByRole('textbox', { name: '车牌号码' }).fill(demo.plateInUse.slice(1));
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('本人已阅读并确认以上声明').click();
    await page.getByRole('button', { name: '确认并提交' }).click();
    await expect(page.getByRole('dialog')).toContainText('其他有效保单');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/newcar-fail/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('其他有效保单');
    await expectPageResult(page, 'warning', '车牌号补录未成功');
  });

  test('the statement goes once per tap and stays as sent while it is on its way', async ({ page }) => {
    // A plate in use elsewhere: the server refuses it, so no car of the demo is endorsed by this journey.
    const demo = await demoNewcar(page);
    await findPolicy(page, demo.newCars[2]);
    await expect(page).toHaveURL(/newcar-addInfo/);
    await page.getByRole('textbox', { name: '车牌号码' }).fill(demo.plateInUse.slice(1));
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(/cpwriting-endorse/);
    const sent = await slowAndCounted(page, '/licenseNoCorrect/updateCorrect');
    // antd-mobile's checkbox input is not drawn; its state is the input's.
    const sign = page.locator('.nc-sign input[type="checkbox"]');
    await page.getByText('本人已阅读并确认以上声明').click();
    await tapTwiceAtOnce(page.getByRole('button', { name: '确认并提交' }));
    // While the submission is on its way the confirmation it carried cannot be taken back.
    await expect(sign).toBeDisabled();
    await page.getByText('本人已阅读并确认以上声明').click({ force: true });
    await expect(sign).toBeChecked();
    await expect(page.getByRole('dialog')).toContainText('其他有效保单');
    expect(sent).toHaveLength(1);
  });

  test('a plate pasted with its dot is taken whole, an embassy plate too, and one too long is refused', async ({
    page,
  }) => {
    // Only looked up, never endorsed: the wrong-code journey never gets past the lookup of this car.
    await findPolicy(page, (await demoNewcar(page)).newCars[1]);
    await expect(page).toHaveURL(/newcar-addInfo/);
    const rest = page.getByRole('textbox', { name: '车牌号码' });
    // Once cut at 7 characters with the dot: A·D1234, the ordinary plate 京AD1234 of someone else.
    await rest.fill('A·D12345');
    await expect(rest).toHaveValue('AD12345');
    // A whole plate pasted keeps its own province.
    await rest.fill('沪A·D12345');
    await expect(page.getByRole('button', { name: /省份简称：沪/ })).toBeVisible();
    await expect(rest).toHaveValue('AD12345');
    // An embassy car's plate, 使 and six digits: once refused, as 京 went before whatever was typed.
    await page.getByRole('button', { name: /省份简称/ }).click();
    await expect(page.getByText('使（使馆）')).toBeAttached();
    await page.getByRole('button', { name: '取消' }).click();
    await rest.fill('使014·578');
    await expect(page.getByRole('button', { name: /使馆车牌/ })).toBeVisible();
    await expect(rest).toHaveValue('014578');
    await expect(rest).toHaveAttribute('placeholder', '如 014578');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(/cpwriting-endorse/);
    await expect(page.locator('strong', { hasText: '使014578' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/newcar-addInfo/);
    await rest.fill('沪A·D123456');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请输入正确的车牌号码')).toBeVisible();
    await expect(page).toHaveURL(/newcar-addInfo/);
    await rest.fill('A·D12345');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(/cpwriting-endorse/);
    await expect(page.locator('strong', { hasText: '沪AD12345' })).toBeVisible();
  });

  for (const route of ['/newcar-addInfo', '/cpwriting-endorse', '/newcar-success']) {
    test(`${route} opened directly offers the lookup`, async ({ page }) => {
      await openRoute(page, route);
      await expect(page.getByRole('button', { name: '去查询保单' })).toBeVisible();
    });
  }

  test('/newcar-fail opened directly explains and offers a new lookup', async ({ page }) => {
    await openRoute(page, '/newcar-fail');
    await expect(page.getByRole('button', { name: '重新查询保单' })).toBeVisible();
  });
});

test('a second car opens with its own plate to fill, not the plate typed for the first', async ({ page }) => {
  // An earlier car of the session, its plate typed (not submitted): as the store keeps it.
  const earlier = {
    policyNo: 'PDAA202611019999999999',
    riskName: '机动车商业保险',
    insuredName: '张*',
    vin: 'LSV********123456',
    brandModel: '大众汽车SVW7141',
    startDate: '2026-03-01',
    endDate: '2027-02-28',
  };
  await seedStoredSlice(page, 'newcar', {
    policy: earlier,
    form: { policyNo: earlier.policyNo, insuredIdentifyNo: '', licenseNo: '京N2K8C7' },
  });
  // Only looked up, never endorsed (as in the pasted-plate journey).
  const car = (await demoNewcar(page)).newCars[1];
  await findPolicy(page, car);
  await expect(page).toHaveURL(/newcar-addInfo/);
  await expect(page.getByText(car.policyNo)).toBeVisible();
  const plate = page.getByRole('textbox', { name: '车牌号码' });
  await expect(plate).toHaveValue('');
  await expect(page.getByRole('button', { name: /省份简称：京/ })).toBeVisible();

  // The same policy looked up again (its query had run out, say): what was typed for it stays.
  await plate.fill('N2K8C8');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/cpwriting-endorse/);
  await findPolicy(page, car);
  await expect(page).toHaveURL(/newcar-addInfo/);
  await expect(plate).toHaveValue('N2K8C8');
});

test('an image code shown under an ended session loads once the session is renewed', async ({ page }) => {
  // A tab opened again after its session ended: the stored uuid is one the server no longer knows.
  const ended = 'ended0session0uuid0000000000000a';
  await page.addInitScript((uuid) => {
    if (sessionStorage.getItem('e2e-ended-session')) return;
    sessionStorage.setItem('e2e-ended-session', '1');
    sessionStorage.setItem('uuid', uuid);
  }, ended);
  await openRoute(page, '/newcar-license');
  const image = page.getByRole('img', { name: '图形验证码' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('uuid'))).not.toBe(ended);
});
