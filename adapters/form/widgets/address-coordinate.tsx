import { connect, mapReadPretty, observer, useForm } from '@formily/react';
import { Button, Input, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import type { CoordinatePaths, GeoPoint, WidgetProps } from '../../../engine/index.ts';
import { coordinateText, DEFAULT_POINT } from '../../map/index.ts';
import { Modal, useFormServices } from '../../ui/index.ts';
import { ReadText } from './read-text.tsx';

// address-coordinate (spec sections 3 and 5): the field is bound to paths.address (or to
// paths.longitude without an address); 获取坐标 opens the map dialog, whose answer is written to
// the longitude, latitude (as strings) and address paths of the form. The dialog, and leaflet
// with it, is loaded the first time it opens.

// a chunk of its own: the lazy import names the file, not the room's door (eslint.config.js)
const MapDialog = lazy(() => import('../../map/map-dialog.tsx'));

type Props = Partial<WidgetProps['AddressCoordinate']> & { value?: unknown; onChange?: (value: string) => void; disabled?: boolean; readOnly?: boolean };

const NO_PATHS: CoordinatePaths = { longitude: 'longitude', latitude: 'latitude' };

const STACK: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2, width: '100%' };
const FULL_WIDTH: CSSProperties = { width: '100%' };

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The coordinates and address now in the form (strings as stored). */
function useStored(paths: CoordinatePaths) {
  const form = useForm();
  const longitude = text(form.getValuesIn(paths.longitude));
  const latitude = text(form.getValuesIn(paths.latitude));
  const address = paths.address ? text(form.getValuesIn(paths.address)) : '';
  return { form, longitude, latitude, address };
}

function Coordinates({ longitude, latitude }: { longitude: string; latitude: string }) {
  if (!longitude && !latitude) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-label="当前坐标">
      经度：{longitude || '—'}{'\u3000'}纬度：{latitude || '—'}
    </Typography.Text>
  );
}

const AddressCoordinateBase = observer(function AddressCoordinateBase({ paths = NO_PATHS, onChange, disabled, readOnly }: Props) {
  const { geocoder, mapTileUrl, map } = useFormServices();
  const { form, longitude, latitude, address } = useStored(paths);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const locked = Boolean(disabled || readOnly);

  const lng = Number.parseFloat(longitude);
  const lat = Number.parseFloat(latitude);
  const initial: GeoPoint = Number.isFinite(lng) && Number.isFinite(lat) ? { lng, lat, address } : DEFAULT_POINT;

  const confirm = (point: GeoPoint) => {
    setOpen(false);
    const lngText = coordinateText(point.lng);
    const latText = coordinateText(point.lat);
    // The other paths first, then the bound field through onChange, so that its validation
    // (请选择坐标) sees the new coordinates.
    if (paths.address) form.setValuesIn(paths.longitude, lngText);
    form.setValuesIn(paths.latitude, latText);
    onChange?.(paths.address ? point.address : lngText);
  };

  // A plain flex box rather than antd's Space, and the dialog only once asked for: 50 of these
  // may mount at once when a condition shows them.
  return (
    <div style={STACK}>
      <Space.Compact style={FULL_WIDTH}>
        <Input readOnly disabled={disabled} value={paths.address ? address : longitude && `${longitude}, ${latitude}`} placeholder="请点击“获取坐标”选择地址" aria-label="地址" />
        {!locked && (
          <Button
            type="primary"
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            获取坐标
          </Button>
        )}
      </Space.Compact>
      <Coordinates longitude={longitude} latitude={latitude} />
      {opened && (
        <Suspense
          fallback={
            <Modal title="获取坐标" open footer={null} onCancel={() => setOpen(false)}>
              <Spin tip="地图加载中…">
                <div style={{ height: 120 }} />
              </Spin>
            </Modal>
          }
        >
          <MapDialog open={open} initial={initial} geocoder={geocoder} tileUrl={mapTileUrl} view={map} requireAddress={Boolean(paths.address)} onOk={confirm} onCancel={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
});

const AddressCoordinateRead = observer(function AddressCoordinateRead({ paths = NO_PATHS }: Props) {
  const { longitude, latitude, address } = useStored(paths);
  if (!address && !longitude && !latitude) return <ReadText text="" />;
  return (
    <Space direction="vertical" size={0}>
      {address && <Typography.Text>{address}</Typography.Text>}
      <Coordinates longitude={longitude} latitude={latitude} />
    </Space>
  );
});

/** address-coordinate: an address and its coordinates, chosen on a map. */
export const AddressCoordinate = connect(AddressCoordinateBase, mapReadPretty(AddressCoordinateRead));
