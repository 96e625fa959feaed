import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Geocoder } from '../../../../engine/index.ts';
import { AddressCoordinate } from '../../../../adapters/form/widgets/address-coordinate.tsx';
import { renderField } from './harness.tsx';

// Leaflet does not draw in jsdom: the map is replaced by a button that "clicks" a point.
vi.mock('../../../../adapters/map/leaflet-view.tsx', () => ({
  LeafletView: ({ point, onPick }: { point: { lng: number; lat: number }; onPick: (lng: number, lat: number) => void }) => (
    <div data-testid="map" data-lng={point.lng} data-lat={point.lat}>
      <button type="button" onClick={() => onPick(116.3268361, 40.0036602)}>
        点击地图
      </button>
    </div>
  ),
}));

const paths = { longitude: 'info.longitude', latitude: 'info.latitude', address: 'info.address' };

function geocoderOf(overrides: Partial<Geocoder> = {}): Geocoder {
  return {
    search: vi.fn(async () => [{ lng: 121.473701, lat: 31.230416, address: '上海市黄浦区' }]),
    reverse: vi.fn(async () => '北京市海淀区清华大学'),
    ...overrides,
  };
}

async function openMap(user: ReturnType<typeof renderField>['user']) {
  await user.click(screen.getByRole('button', { name: '获取坐标' }));
  // The dialog is a lazy chunk: a loading dialog comes first.
  const map = await screen.findByTestId('map', {}, { timeout: 5000 });
  return map.closest('[role="dialog"]') as HTMLElement;
}

afterEach(() => vi.unstubAllGlobals());

describe('AddressCoordinate', () => {
  it('opens at 北京市 and writes longitude and latitude as strings and the address into nested paths', async () => {
    const geocoder = geocoderOf();
    const { user, form } = renderField(AddressCoordinate, { name: 'info.address', props: { paths }, services: { geocoder } });
    const dialog = await openMap(user);
    const map = await within(dialog).findByTestId('map');
    expect(map.dataset.lng).toBe('116.407526');
    expect(map.dataset.lat).toBe('39.90403');
    expect((within(dialog).getByLabelText('地址') as HTMLInputElement).value).toBe('北京市');

    await user.click(within(dialog).getByRole('button', { name: '点击地图' }));
    expect(geocoder.reverse).toHaveBeenCalledWith(116.3268361, 40.0036602, expect.anything());
    await waitFor(() => expect((within(dialog).getByLabelText('地址') as HTMLInputElement).value).toBe('北京市海淀区清华大学'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(form.values).toEqual({ info: { longitude: '116.326836', latitude: '40.00366', address: '北京市海淀区清华大学' } });
    expect(screen.getByLabelText('当前坐标').textContent).toBe('经度：116.326836　纬度：40.00366');
    expect((screen.getAllByLabelText('地址')[0] as HTMLInputElement).value).toBe('北京市海淀区清华大学');
  });

  it('binds to the longitude path when there is no address path', async () => {
    const { user, form } = renderField(AddressCoordinate, {
      name: 'lng',
      props: { paths: { longitude: 'lng', latitude: 'lat' } },
      services: { geocoder: geocoderOf() },
    });
    const dialog = await openMap(user);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(form.values).toEqual({ lng: '116.407526', lat: '39.90403' });
  });

  it('starts from the stored point and searches 1000 ms after typing stops', async () => {
    const geocoder = geocoderOf();
    const { user, form } = renderField(AddressCoordinate, {
      name: 'info.address',
      props: { paths },
      initialValues: { info: { longitude: '104.066541', latitude: '30.572269', address: '成都市' } },
      services: { geocoder },
    });
    const dialog = await openMap(user);
    expect((await within(dialog).findByTestId('map')).dataset.lng).toBe('104.066541');
    await user.type(within(dialog).getByLabelText('搜索地址'), '上海');
    expect(geocoder.search).not.toHaveBeenCalled();
    await waitFor(() => expect(geocoder.search).toHaveBeenCalledTimes(1), { timeout: 2500 });
    expect(geocoder.search).toHaveBeenCalledWith('上海', expect.anything());
    await waitFor(() => expect(within(dialog).getByTestId('map').dataset.lng).toBe('121.473701'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(form.values.info).toEqual({ longitude: '121.473701', latitude: '31.230416', address: '上海市黄浦区' });
  });

  it('a click on the map after typing wins: no search comes after it to move the marker away (map-providers.e2e under load)', async () => {
    const geocoder = geocoderOf();
    const { user, form } = renderField(AddressCoordinate, { name: 'info.address', props: { paths }, services: { geocoder } });
    const dialog = await openMap(user);
    // searched with Enter, then the map clicked within the typing pause: the pause searches nothing again
    await user.type(within(dialog).getByLabelText('搜索地址'), '上海{Enter}');
    await waitFor(() => expect(within(dialog).getByTestId('map').dataset.lng).toBe('121.473701'));
    await user.click(within(dialog).getByRole('button', { name: '点击地图' }));
    // typed again, and the map clicked before the pause ends: the click is the choice
    await user.type(within(dialog).getByLabelText('搜索地址'), '浦东');
    await user.click(within(dialog).getByRole('button', { name: '点击地图' }));
    await waitFor(() => expect(within(dialog).getByLabelText('地址')).toHaveProperty('value', '北京市海淀区清华大学'));
    // longer than the pause (1000 ms)
    await act(() => new Promise((done) => setTimeout(done, 1300)));
    expect(geocoder.search).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByTestId('map').dataset.lng).toBe('116.3268361');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(form.values.info).toEqual({ longitude: '116.326836', latitude: '40.00366', address: '北京市海淀区清华大学' });
  });

  it.each([
    ['search rejects', { search: async () => Promise.reject(new Error('x')) }, '根据地址查询位置失败'],
    ['search finds nothing', { search: async () => [] }, '根据地址查询位置失败'],
  ])('%s: 根据地址查询位置失败', async (_, overrides, message) => {
    const { user } = renderField(AddressCoordinate, { name: 'info.address', props: { paths }, services: { geocoder: geocoderOf(overrides) } });
    const dialog = await openMap(user);
    await user.type(within(dialog).getByLabelText('搜索地址'), '火星{Enter}');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('reverse failure: 根据经纬度查询地址失败, the point is kept and 确定 waits for a typed address (issue 28 item 3)', async () => {
    const geocoder = geocoderOf({ reverse: async () => Promise.reject(new Error('x')) });
    const { user, form } = renderField(AddressCoordinate, { name: 'info.address', props: { paths }, services: { geocoder } });
    const dialog = await openMap(user);
    await user.click(await within(dialog).findByRole('button', { name: '点击地图' }));
    expect(await screen.findByText('根据经纬度查询地址失败')).toBeTruthy();
    const address = within(dialog).getByLabelText('地址');
    expect(address.getAttribute('aria-describedby') && document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe('根据经纬度查询地址失败，请填写地址');
    expect(within(dialog).getByLabelText('坐标').textContent).toBe('经度：116.326836　纬度：40.00366');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('dialog', { name: '获取坐标' })).toBeTruthy();
    expect(form.values).toEqual({});
    await user.type(address, '   ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(form.values).toEqual({});
    await user.clear(address);
    await user.type(address, '清华园');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(form.values.info).toEqual({ longitude: '116.326836', latitude: '40.00366', address: '清华园' });
  });

  it('draws on tiles in their own system and stores in the API’s: WGS-84 tiles, a GCJ-02 API', async () => {
    const geocoder = geocoderOf({ reverse: vi.fn(async () => '北京市海淀区清华大学') });
    const map = { subdomains: 'abc', attribution: 'OSM', labelUrl: '', tileCoords: 'wgs84', apiCoords: 'gcj02' } as const;
    const { user, form } = renderField(AddressCoordinate, {
      name: 'info.address',
      props: { paths },
      initialValues: { info: { longitude: '116.41024449916938', latitude: '39.91640428150164', address: '天安门' } },
      services: { geocoder, map },
    });
    const dialog = await openMap(user);
    // the published pair: WGS-84 (116.404, 39.915) is GCJ-02 (116.410244…, 39.916404…)
    const drawn = within(dialog).getByTestId('map');
    expect(Number(drawn.dataset.lng)).toBeCloseTo(116.404, 5);
    expect(Number(drawn.dataset.lat)).toBeCloseTo(39.915, 5);
    expect(within(dialog).getByLabelText('坐标').textContent).toBe('经度：116.410244　纬度：39.916404');
    await user.click(within(dialog).getByRole('button', { name: '点击地图' }));
    expect(geocoder.reverse).toHaveBeenCalledWith(116.3268361, 40.0036602, expect.anything());
    await waitFor(() => expect((within(dialog).getByLabelText('地址') as HTMLInputElement).value).toBe('北京市海淀区清华大学'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const stored = form.values.info as { longitude: string; latitude: string };
    // the click, moved to GCJ-02: some 600 m east-north-east
    expect(Number(stored.longitude)).toBeCloseTo(116.332979, 5);
    expect(Number(stored.latitude)).toBeCloseTo(40.004973, 5);
  });

  it('当前位置: geolocation with a 10000 ms timeout, then the address; failure 获取当前地址失败', async () => {
    let options: PositionOptions | undefined;
    let fail = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, error: PositionErrorCallback, given: PositionOptions) => {
          options = given;
          if (fail) error({ code: 3, message: 'timeout' } as GeolocationPositionError);
          else ok({ coords: { longitude: 113.264385, latitude: 23.129112 } } as GeolocationPosition);
        },
      },
    });
    const geocoder = geocoderOf({ reverse: vi.fn(async () => '广东省广州市') });
    const { user } = renderField(AddressCoordinate, { name: 'info.address', props: { paths }, services: { geocoder } });
    const dialog = await openMap(user);
    await user.click(await within(dialog).findByRole('button', { name: '当前位置' }));
    expect(options?.timeout).toBe(10000);
    await waitFor(() => expect((within(dialog).getByLabelText('地址') as HTMLInputElement).value).toBe('广东省广州市'));
    expect(geocoder.reverse).toHaveBeenCalledWith(113.264385, 23.129112, expect.anything());

    fail = true;
    await user.click(within(dialog).getByRole('button', { name: '当前位置' }));
    expect(await screen.findByText('获取当前地址失败')).toBeTruthy();
  });

  it('shows the address and coordinates as text when read-only', () => {
    renderField(AddressCoordinate, {
      name: 'info.address',
      props: { paths },
      pattern: 'readPretty',
      initialValues: { info: { longitude: '116.407526', latitude: '39.90403', address: '北京市东城区' } },
    });
    expect(screen.getByText('北京市东城区')).toBeTruthy();
    expect(screen.getByLabelText('当前坐标').textContent).toBe('经度：116.407526　纬度：39.90403');
    expect(screen.queryByRole('button', { name: '获取坐标' })).toBeNull();
  });

  it('cancel leaves the form as it was', async () => {
    const { user, form } = renderField(AddressCoordinate, { name: 'info.address', props: { paths }, services: { geocoder: geocoderOf() } });
    const dialog = await openMap(user);
    await user.click(within(dialog).getByRole('button', { name: '点击地图' }));
    await act(async () => {});
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(form.values).toEqual({});
  });
});
