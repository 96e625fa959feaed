// Money is shown one way everywhere: ¥, thousands separators, two decimals.

const FORMAT = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * formatMoney(12860) -> '¥12,860.00'; formatMoney('36.5') -> '¥36.50'; formatMoney(undefined) -> '¥0.00'.
 * A value that is not a number shows as '¥—' rather than '¥NaN'.
 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return `¥${FORMAT.format(0)}`;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '¥—';
  return `${amount < 0 ? '-' : ''}¥${FORMAT.format(Math.abs(amount))}`;
}
