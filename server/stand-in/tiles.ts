// The stand-in tiles: a plain grid with each tile's z/x/y and the longitude and latitude of its
// north-west corner, so that a map without internet still shows where it is and how it moves.

const lngOf = (x: number, n: number) => (x / n) * 360 - 180;
const latOf = (y: number, n: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;

/** The SVG of tile z/x/y (y counted from the south when `tms`), or undefined when there is none. */
export function standInTile(z: number, x: number, y: number, tms: boolean): string | undefined {
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > 20) return undefined;
  const n = 2 ** z;
  if (x < 0 || x >= n || y < 0 || y >= n) return undefined;
  const row = tms ? n - 1 - y : y;
  const shade = (x + row) % 2 === 0 ? '#f4f1e8' : '#eef2ea';
  const lines = [64, 128, 192].map((at) => `<path d="M${at} 0V256M0 ${at}H256" stroke="#d9d4c3" stroke-width="1"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${shade}"/>${lines}<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#a9a28c"/>
<text x="8" y="20" font-family="sans-serif" font-size="12" fill="#6b6552">${z}/${x}/${row}</text>
<text x="8" y="36" font-family="sans-serif" font-size="11" fill="#8a846f">${lngOf(x, n).toFixed(4)}, ${latOf(row, n).toFixed(4)}</text>
<text x="128" y="136" text-anchor="middle" font-family="sans-serif" font-size="13" fill="#b8b19b">离线示意图块</text>
</svg>`;
}
