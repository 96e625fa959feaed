// Money is shown one way everywhere (the screens, the list's money column, the payment dialog):
// thousands separators and two decimals, after ¥ unless the place already says it is money.

const FORMAT = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface MoneyFormat {
  /**
   * false: the bare amount (a table column headed 金额 or 学费): an empty value is '' and a text
   * that is not a number is shown as sent.
   */
  symbol?: boolean;
}

/**
 * formatMoney(12860) -> '¥12,860.00'; formatMoney('36.5') -> '¥36.50'; formatMoney(undefined) -> '¥0.00';
 * a value that is not a number shows as '¥—' rather than '¥NaN'.
 * formatMoney(3200, {symbol: false}) -> '3,200.00'; formatMoney('', {symbol: false}) -> ''.
 */
export function formatMoney(value: unknown, { symbol = true }: MoneyFormat = {}): string {
  const empty = value === null || value === undefined || value === '';
  if (empty) return symbol ? `¥${FORMAT.format(0)}` : '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return symbol ? '¥—' : String(value);
  return `${amount < 0 ? '-' : ''}${symbol ? '¥' : ''}${FORMAT.format(Math.abs(amount))}`;
}
