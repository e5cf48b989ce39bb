import { expect, type Page, type Route, test } from '@playwright/test';
import { appUrl, openRoute, seedStoredSlice } from './helpers';

const TIANANMEN = { latitude: 39.9087, longitude: 116.3975 };

/** Tiles come from a public server that is unreachable here; make that certain and quick. */
async function noTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org|\{z\}/, (route) => route.abort());
}

test.use({ geolocation: TIANANMEN, permissions: ['geolocation'] });

/** Guangdong, Guangzhou in the city picker. */
async function chooseGuangzhou(page: Page) {
  await page.getByTestId('city-picker').click();
  // A finger taps the wheel (the wheel ignores a mouse click on a touch screen, as a phone never sends one).
  const columns = page.locator('.adm-picker-view-column');
  await columns.nth(0).getByText('广东省', { exact: true }).tap();
  await columns.nth(1).getByText('广州市', { exact: true }).tap();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByTestId('city-picker')).toContainText('广州市');
}
test('a new visitor finds the nearest claims site in Beijing on the list and on the map', async ({ page }) => {
  await noTiles(page);
  await openRoute(page, '/network-query');
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  await page.getByRole('option', { name: '理赔网点', exact: true }).click();
  await page.getByRole('switch', { name: '按距离排序' }).click();
  await expect(page.getByText(/按距离由近到远排列/)).toBeVisible();
  const first = page.locator('.site-card').first();
  await expect(first.locator('.site-tag')).toContainText(['理赔网点']);
  await expect(first.locator('.site-card-distance')).toHaveText(/(米|公里)$/);
  const distances = await page.locator('.site-card-distance').allTextContents();
  const km = distances.map((d) => (d.endsWith('公里') ? Number.parseFloat(d) : Number.parseFloat(d) / 1000));
  expect(km).toEqual([...km].sort((a, b) => a - b));
  const name = (await first.locator('.site-card-name').textContent()) ?? '';
  await expect(first.getByRole('link', { name: /电话/ })).toHaveAttribute('href', /^tel:\d+/);
  // The number shows in full, not cut off with an ellipsis.
  const phone = first.getByRole('link', { name: /电话/ });
  expect(await phone.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await first.getByRole('button', { name: '地图' }).click();
  await expect(page).toHaveURL(/#\/network-map/);
  await expect(page.getByRole('status')).toContainText('地图底图暂时无法加载');
  await expect(page.locator('path.site-marker').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '选中的网点' })).toContainText(name);

  // Tapping another marker shows that site's card.
  const marker = page.locator('path.site-marker').nth(3);
  const id = ((await marker.getAttribute('class')) ?? '').match(/site-marker-(S\d+)/)?.[1];
  // Markers may overlap at this zoom, so the click goes to this marker itself rather than to a screen point.
  await marker.dispatchEvent('click');
  await expect(page.getByRole('region', { name: '选中的网点' }).locator('.site-card')).toHaveAttribute(
    'data-site-id',
    id ?? '',
  );
});

test('filters by city, county and service item', async ({ page }) => {
  await openRoute(page, '/network-query');
  await chooseGuangzhou(page);
  await expect(page.locator('.site-card').first()).toBeVisible();

  // One county: every site listed is in it (its address starts with the county's name).
  await page.getByTestId('county-picker').click();
  const countyWheel = page.locator('.adm-picker', { hasText: '选择区县' }).locator('.adm-picker-view-column-item');
  const county = ((await countyWheel.nth(1).textContent()) ?? '').trim();
  await countyWheel.nth(1).tap();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByTestId('county-picker')).toContainText(county);
  const addresses = page.locator('.site-card-line', { hasText: '地址' });
  await expect
    .poll(async () => {
      const all = await addresses.allTextContents();
      return all.length > 0 && all.every((a) => a.startsWith(`地址：${county}`));
    })
    .toBe(true);
  await page.getByTestId('county-picker').click();
  await countyWheel.nth(0).tap();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByTestId('county-picker')).toContainText('全部区县');

  await page.getByRole('option', { name: '4S店', exact: true }).click();
  await page.getByTestId('item-picker').click();
  await page.locator('.adm-picker-view-column').getByText('车辆维修', { exact: true }).tap();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByTestId('item-picker')).toContainText('车辆维修');
  const cards = page.locator('.site-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) {
    expect(text).toContain('4S店');
    expect(text).toContain('车辆维修');
  }
});

test('searches sites by name or address', async ({ page }) => {
  await openRoute(page, '/network-querySearch');
  await page.getByRole('searchbox').fill('人民路');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/“人民路”共找到 \d+ 个网点/)).toBeVisible();
  for (const address of await page.locator('.site-card-line', { hasText: '地址' }).allTextContents())
    expect(address).toContain('人民路');
  await page.getByRole('searchbox').fill('不存在的网点名称');
  await page.keyboard.press('Enter');
  await expect(page.getByText('没有找到相关网点，换个关键词试试')).toBeVisible();
});

const SITE_QUERY = '/kej/waround/api/siteQuery/siteQuery';

/** The site-list requests the page makes, their bodies in order. */
function siteQueries(page: Page) {
  const bodies: { cityCode?: string; page?: number }[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SITE_QUERY)) bodies.push(request.postDataJSON().body);
  });
  return bodies;
}

test('a first visit asks for its site list once, from index.html before the scripts, and a new city asks again', async ({
  page,
}) => {
  const asked = siteQueries(page);
  // Hold the app's scripts: the first list is asked for before any of them has run (build/early-call.ts).
  const held: Route[] = [];
  let released = false;
  await page.route('**/home/assets/*.js', (route) => (released ? route.continue() : held.push(route)));
  await page.goto(appUrl('/network-query'), { waitUntil: 'commit' });
  await expect.poll(() => asked.length).toBe(1);
  // The prerendered copy already names the city the page will ask for: nothing flips when React takes over.
  await expect(page.locator('#app > [inert] [data-testid="city-picker"]')).toContainText('北京市');
  released = true;
  await Promise.all(held.splice(0).map((route) => route.continue()));

  await expect(page.locator('#app > [inert]')).toHaveCount(0);
  await expect(page.locator('.site-card').first()).toBeVisible();
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  await expect(page.getByTestId('city-picker')).toContainText('北京市');
  // The page adopted that answer: no second request for the same list.
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([{ cityCode: '11010000', websitetype: '00000', serviceitems: '00', page: 1, pageSize: 20 }]);

  await chooseGuangzhou(page);
  await expect.poll(() => asked.map((body) => body.cityCode)).toEqual(['11010000', '44010000']);
  await expect(page.locator('.site-card').first()).toBeVisible();
});

test('a visit with a stored city asks for that city itself, once', async ({ page }) => {
  const asked = siteQueries(page);
  await seedStoredSlice(page, 'networkQuery', { cityCode: '44010000', cityName: '广州市' });
  await openRoute(page, '/network-query');
  await expect(page.locator('.site-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.map((body) => body.cityCode)).toEqual(['44010000']);
});
