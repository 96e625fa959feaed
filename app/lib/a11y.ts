/**
 * For antd's Radio.Group (a bare div): a radiogroup named `label`, so that a screen reader says
 * the question when Tab enters the choices (a Form.Item's <label for> cannot name a div, and an
 * aria-label on a div without a role is read by none); inside a required Form.Item antd also sets
 * aria-required on it, which only a radiogroup may carry. Spread it: the group's props type does
 * not list role.
 */
export const radioGroup = (label: string): Record<string, unknown> => ({ role: 'radiogroup', 'aria-label': label });
