import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormServicesProvider, ZhProvider } from '../../../../adapters/ui/index.ts';
import { RawConfigForm } from '../../../../adapters/form/index.ts';
import { createFakeServices } from '../../../../stories/fixtures/fake-services.ts';

// The heavy widgets inside the lead's <ConfigForm>: required messages, then filled through the
// UI and submitted, with nested pipe paths and coordinates as strings.

vi.mock('../../../../adapters/map/leaflet-view.tsx', () => ({
  LeafletView: ({ onPick }: { onPick: (lng: number, lat: number) => void }) => (
    <button type="button" data-testid="map" onClick={() => onPick(116.3268361, 40.0036602)}>
      点击地图
    </button>
  ),
}));

const config = {
  component: { name: 'school', title: '学校信息' },
  fields: [
    {
      name: '学校地址',
      field: [
        { name: 'longitude', value: 'info|longitude' },
        { name: 'latitude', value: 'info|latitude' },
        { name: 'address', value: 'info|address' },
      ],
      rules: { required: 1 },
      component: { type: 'address-coordinate' },
    },
    { name: '学校标志', field: 'logo', rules: { required: 1 }, component: { type: 'image' } },
    { name: '校园照片', field: 'info|photos', rules: { required: 1, max: 3 }, component: { type: 'image-arr', min: 1 } },
    { name: '附件', field: 'attachment', component: { type: 'file' } },
  ],
};

describe('heavy widgets in <ConfigForm>', () => {
  // 6 to 10 s alone; 21 s beside a second suite (a fresh-clone CI pair, 11-29), so the cap is a minute
  it('shows the required messages, then submits what was filled through the UI', { timeout: 60_000 }, async () => {
    const services = createFakeServices({ latencyMs: 0, uploadMs: 0 });
    services.geocoder.reverse = async () => '北京市海淀区清华大学';
    const onSubmit = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(
      <ZhProvider>
        <FormServicesProvider value={services}>
          <RawConfigForm config={config} onSubmit={onSubmit} />
        </FormServicesProvider>
      </ZhProvider>,
    );

    await user.click(screen.getByRole('button', { name: /提\s*交/  }));
    expect(await screen.findByText('请选择坐标')).toBeTruthy();
    expect(screen.getByText('请选择学校标志')).toBeTruthy();
    expect(screen.getByText('请选择1-3张图片')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '获取坐标' }));
    // the map dialog's code loads when first opened
    const map = await screen.findByTestId('map', {}, { timeout: 20_000 });
    const dialog = map.closest('[role="dialog"]') as HTMLElement;
    await user.click(map);
    await waitFor(() => expect((within(dialog).getByLabelText('地址') as HTMLInputElement).value).toBe('北京市海淀区清华大学'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('请选择坐标')).toBeNull());

    const inputs = container.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(inputs[0]!, new File(['x'], 'logo.png'));
    await user.upload(inputs[1]!, [new File(['x'], '1.png'), new File(['x'], '2.png')]);
    await user.upload(inputs[2]!, new File(['x'], '简章.pdf'));
    await waitFor(() => expect(services.uploads).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: /提\s*交/  }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(values).toMatchObject({
      info: { longitude: '116.326836', latitude: '40.00366', address: '北京市海淀区清华大学', photos: [expect.any(String), expect.any(String)] },
      logo: expect.any(String),
      attachment: 'uploads/file/%E7%AE%80%E7%AB%A0.pdf',
    });
    expect(services.uploads.map((one) => one.kind)).toEqual(['image', 'image', 'image', 'file']);
  });

  it('shows everything as text and images in detail mode', () => {
    render(
      <ZhProvider>
        <FormServicesProvider value={createFakeServices({ latencyMs: 0 })}>
          <RawConfigForm
            config={config}
            readOnly
            initialValues={{ info: { longitude: '116.407526', latitude: '39.90403', address: '北京市东城区', photos: ['p/1.png'] }, logo: 'p/logo.png', attachment: 'files/简章.pdf' }}
          />
        </FormServicesProvider>
      </ZhProvider>,
    );
    expect(screen.getByText('北京市东城区')).toBeTruthy();
    expect(screen.getByLabelText('当前坐标').textContent).toBe('经度：116.407526　纬度：39.90403');
    expect(screen.getByRole('link', { name: '简章.pdf' })).toBeTruthy();
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: /获取坐标|上传|删除/ })).toBeNull();
  });
});
