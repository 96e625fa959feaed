import { toFormPath } from '../../paths.ts';
import { asText } from '../value-readers.ts';
import { defineFieldType } from './entry.ts';
import type { AnyFormField } from './shape.ts';

/** The address-coordinate mapping: the form paths (dotted) each part is written to. */
export interface CoordinatePaths {
  longitude: string;
  latitude: string;
  address?: string | undefined;
}

/** AddressCoordinate: the address read-only, and 获取坐标 (the map dialog) writing the three paths. */
export interface AddressCoordinateProps {
  paths: CoordinatePaths;
}

export function coordinatePaths(field: AnyFormField): CoordinatePaths {
  const mapping = Array.isArray(field.field) ? field.field : [];
  const find = (role: string) => mapping.find((entry) => entry.name === role)?.value;
  const address = find('address');
  return {
    longitude: toFormPath(find('longitude') ?? 'longitude'),
    latitude: toFormPath(find('latitude') ?? 'latitude'),
    address: address === undefined ? undefined : toFormPath(address),
  };
}

/**
 * address-coordinate: writes the longitude and latitude (as text) and the address, each to the
 * key its `field` list names. The widget sits on the address (or the longitude); the value
 * checked is the longitude; it is filled once longitude and latitude both are.
 */
export const addressCoordinate = defineFieldType('address-coordinate', {
  title: '地址坐标',
  description: '只读的地址和「获取坐标」：在地图上选点，写入经度、纬度和地址三个字段',
  widget: 'AddressCoordinate',
  list: () => false,
  read: asText,
  requiredMessage: () => '请选择坐标',
  props: (field): AddressCoordinateProps => ({ paths: coordinatePaths(field) }),
  mapping: { message: 'address-coordinate 字段的 field 应为 [{name: "longitude", value: "info|longitude"}, …] 列表' },
  paths: (field) => {
    const paths = coordinatePaths(field);
    return { bound: paths.address ?? paths.longitude, filled: [paths.longitude, paths.latitude] };
  },
  valueKey: (field) => coordinatePaths(field).longitude,
  example: {
    label: '学校地址',
    key: [
      { name: 'longitude', value: 'info|longitude' },
      { name: 'latitude', value: 'info|latitude' },
      { name: 'address', value: 'info|address' },
    ],
    config: { mark: '点击“获取坐标”在地图上选择', rules: { required: 1 }, component: { type: 'address-coordinate' } },
    values: { info: { longitude: '116.407526', latitude: '39.90403', address: '北京市东城区东长安街' } },
  },
});
