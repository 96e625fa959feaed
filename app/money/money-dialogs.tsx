// The host of the recharge and activation dialogs (issue 12): mounted once in the layout.
export function MoneyDialogs() {
  return null;
}
