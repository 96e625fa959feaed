/**
 * For antd's Radio.Group (a bare div) inside a required Form.Item: antd sets aria-required on
 * it, which only a radiogroup may carry. Spread it: the group's props type does not list role.
 */
export const RADIO_GROUP: Record<string, unknown> = { role: 'radiogroup' };
