import { Button, Input, Space, Typography } from 'antd';
import { useCallback, useId, useMemo, useState } from 'react';
import { convertCoords, type Geocoder, type GeoPoint, type MapView } from '../../engine/index.ts';
import { Modal, useFeedback } from '../ui/index.ts';
import { LeafletView } from './leaflet-view.tsx';
import { coordinateText, MAP_DEFAULTS, useMapPicker } from './use-map-picker.ts';

// The map dialog of address-coordinate fields (获取坐标). This module is loaded lazily by the
// widget, and brings leaflet with it.

export interface MapDialogProps {
  open: boolean;
  /** Where the marker starts: the field's value, or 北京市 (MAP_DEFAULTS). */
  initial: GeoPoint;
  geocoder: Geocoder;
  tileUrl: string;
  /** The provider's subdomains, attribution and coordinate systems; absent: no conversion. */
  view?: MapView | undefined;
  /** Whether 确定 needs an address (false for a field that stores only coordinates). */
  requireAddress?: boolean;
  onOk: (point: GeoPoint) => void;
  onCancel: () => void;
}

/** Moves a point between the API's system (initial, onOk) and the tiles' (the picker's). */
function useConversion(view: MapView | undefined) {
  return useMemo(() => {
    const convert = (point: GeoPoint, from: MapView['apiCoords'], to: MapView['apiCoords']): GeoPoint => ({ ...point, ...convertCoords(point, from, to) });
    if (!view || view.apiCoords === view.tileCoords) return { toTiles: (point: GeoPoint) => point, toApi: (point: GeoPoint) => point };
    return { toTiles: (point: GeoPoint) => convert(point, view.apiCoords, view.tileCoords), toApi: (point: GeoPoint) => convert(point, view.tileCoords, view.apiCoords) };
  }, [view]);
}

function Picker({ initial, geocoder, tileUrl, view, requireAddress = true, onOk, onCancel }: Omit<MapDialogProps, 'open'>) {
  const message = useFeedback();
  const notify = useCallback((text: string) => void message.error(text), [message]);
  const { toTiles, toApi } = useConversion(view);
  const [start] = useState(() => toTiles(initial));
  const picker = useMapPicker({ geocoder, initial: start, notify });
  const { point } = picker;
  const stored = toApi(point);
  const addressId = useId();
  const [tried, setTried] = useState(false);
  // 确定 needs a point and an address (issue 28 item 3): a failed lookup leaves it to the user.
  const missingAddress = requireAddress && !point.address.trim() && !picker.reversing;
  const addressHint = picker.reverseFailed ? '根据经纬度查询地址失败，请填写地址' : '请填写地址';
  const confirm = () => {
    if (missingAddress) return setTried(true);
    onOk(stored);
  };

  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input.Search
          aria-label="搜索地址"
          placeholder="输入地址搜索位置"
          allowClear
          value={picker.keyword}
          loading={picker.searching}
          onChange={(event) => picker.setKeyword(event.target.value)}
          onSearch={(text) => void picker.search(text)}
        />
        <Button loading={picker.locating} disabled={picker.locating} onClick={picker.locate}>
          当前位置
        </Button>
      </Space.Compact>
      {picker.results.length > 1 && (
        <Space wrap size={4} aria-label="搜索结果">
          {picker.results.map((place) => (
            <Button key={`${place.lng},${place.lat}`} size="small" type={place === point ? 'primary' : 'default'} onClick={() => picker.choose(place)}>
              {place.address}
            </Button>
          ))}
        </Space>
      )}
      <LeafletView point={point} zoom={MAP_DEFAULTS.zoom} tileUrl={tileUrl} view={view} onPick={(lng, lat) => void picker.pick(lng, lat)} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <label htmlFor={addressId} style={{ flex: 'none' }}>
          地址
        </label>
        <Input
          id={addressId}
          value={point.address}
          status={missingAddress && (tried || picker.reverseFailed) ? 'error' : ''}
          aria-describedby={missingAddress && (tried || picker.reverseFailed) ? `${addressId}-hint` : undefined}
          placeholder={picker.reversing ? '正在查询地址…' : '点击地图选择位置，或在此填写'}
          onChange={(event) => picker.setAddress(event.target.value)}
        />
      </div>
      {missingAddress && (tried || picker.reverseFailed) && (
        <Typography.Text type="danger" id={`${addressId}-hint`}>
          {addressHint}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" aria-label="坐标">
        经度：{coordinateText(stored.lng)}{'\u3000'}纬度：{coordinateText(stored.lat)}
      </Typography.Text>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onCancel}>
          取消
        </Button>
        <Button size="small" type="primary" disabled={picker.reversing} onClick={confirm}>
          确定
        </Button>
      </Space>
    </Space>
  );
}

/** Pick a point on the map (or by address, or the current position); 确定 gives lng, lat and address. */
export function MapDialog({ open, ...rest }: MapDialogProps) {
  return (
    <Modal title="获取坐标" open={open} width={760} footer={null} destroyOnHidden onCancel={rest.onCancel}>
      {open && <Picker {...rest} />}
    </Modal>
  );
}

export default MapDialog;
