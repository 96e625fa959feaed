import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Cascader, Form, Input, Select, type SelectProps } from 'antd';
import type { CascaderAutoProps, DefaultOptionType as CascaderOption } from 'antd/es/cascader';
import { atom, useSetAtom, useStore } from 'jotai';
import { MobileCodeFields, type MobileCodeMemory, pinyinNamesOf, usePinyinMatch, zodRules } from '../../../adapters/form/index.ts';
import { contracts, SCHOOL_NAME_MAX } from '../../../engine/index.ts';
import { requestOnboarding } from '../../state/popups.ts';
import type { LoginSearch } from './login-search.ts';
import { PasswordFields } from './password-fields.tsx';
import { useAreas, useCategories } from './use-categories.ts';
import { useFinishLogin } from './finish-login.ts';
import { useDoorCalls, useDoorSubmit } from './use-door.ts';

/** The body's rules (registerInput), shown on the fields; the area field holds the path, the body its last id. */
const body = contracts.registerInput.shape;
const lastOf = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);

// antd's Form.Item gives a required control aria-required, which Select and Cascader put on their
// wrapper div, where it is not allowed (axe: aria-allowed-attr, critical); the label's asterisk
// and the error under the field say it is required.
type NoAriaRequired = { 'aria-required'?: unknown };
function ChoiceSelect({ 'aria-required': _, ...props }: SelectProps & NoAriaRequired) {
  return <Select {...props} />;
}
function ChoiceCascader({ 'aria-required': _, ...props }: CascaderAutoProps<CascaderOption> & NoAriaRequired) {
  return <Cascader {...props} />;
}

interface Values {
  user_name: string;
  password: string;
  password_confirmation: string;
  mobile: string;
  captcha: string;
  captcha_key: string;
  code: string;
  school_name: string;
  category_id?: number;
  area?: number[];
}

interface Draft {
  values: Partial<Values>;
  /** The captcha shown and the send button's countdown, so that the typed captcha and code stay good. */
  codes: MobileCodeMemory;
}

/** Values that are never kept beyond the trip to /category. */
const SECRETS = ['password', 'password_confirmation', 'captcha', 'captcha_key', 'code'] as const;
const withoutSecrets = ({ values, codes }: Draft): Draft => ({
  values: Object.fromEntries(Object.entries(values).filter(([key]) => !(SECRETS as readonly string[]).includes(key))),
  codes: { countdownEndsAt: codes.countdownEndsAt },
});

/**
 * What was typed, kept across 选择机构类别 -> /category -> back (issue 31 item 4): every field,
 * the passwords and codes too, in this tab's memory only (never in any storage); the passwords
 * and codes are dropped when the form is left any other way.
 */
const draftAtom = atom<Draft>({ values: {}, codes: {} });
const OPTION_NAMES = { label: 'name', value: 'id', children: 'children' } as const;

/** 注册 (spec section 7, register-school): a new organisation, logged in, then the default pop-up. */
export default function RegisterDoor() {
  const [form] = Form.useForm<Values>();
  const { doors, codeApi } = useDoorCalls();
  const { category_id: chosen }: LoginSearch = useSearch({ from: '/login' });
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const store = useStore();
  const [draft] = useState(() => store.get(draftAtom));
  const setDraft = useSetAtom(draftAtom);
  const toCategory = useRef(false);
  useEffect(
    () => () => {
      if (!toCategory.current) store.set(draftAtom, withoutSecrets);
    },
    [store],
  );
  const keepCodes = useCallback((codes: MobileCodeMemory) => setDraft((prev) => ({ ...prev, codes })), [setDraft]);
  const categories = useCategories();
  const areas = useAreas();
  // 所在地区 searched by characters and by pinyin (hd, haidian: 海淀区), as the form's address fields are
  const matchArea = usePinyinMatch(useMemo(() => pinyinNamesOf(areas.data ?? []), [areas.data]));
  const areaSearch = useMemo(() => ({ filter: (typed: string, path: CascaderOption[]) => path.some((node) => matchArea(String(node.name ?? ''), typed)) }), [matchArea]);

  // a category chosen on /category (or in another tab's link) wins over the draft
  useEffect(() => {
    if (chosen !== undefined) form.setFieldValue('category_id', chosen);
  }, [chosen, form]);

  const { busy, error, submit } = useDoorSubmit({
    form,
    call: ({ area, password_confirmation: _repeat, ...values }: Values) =>
      doors.registerSchool({ ...values, user_name: values.user_name.trim(), school_name: values.school_name.trim(), category_id: values.category_id ?? '', area_id: area?.at(-1) ?? '' }),
    done: async ({ token }) => {
      setDraft({ values: {}, codes: {} });
      // the default pop-up (0): registered, with the customer-service phone; its button leads to the base auth route
      requestOnboarding(store, 0);
      await finish(token, '/');
    },
    fallback: '注册失败，请检查网络后重试',
    aliases: { area_id: 'area' },
  });

  const chooseCategory = (id: number | undefined) =>
    void navigate({ to: '/login', search: (prev: LoginSearch) => ({ ...prev, category_id: id }), replace: true });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      disabled={busy}
      initialValues={{ ...draft.values, category_id: chosen ?? draft.values.category_id }}
      onValuesChange={(_, all: Values) => setDraft((prev) => ({ ...prev, values: all }))}
    >
      <Form.Item
        label="用户名"
        name="user_name"
        validateTrigger={['onBlur', 'onChange']}
        rules={zodRules(body.user_name)}
      >
        <Input autoFocus autoComplete="username" placeholder="4-20位字母、数字、下划线或减号" maxLength={20} />
      </Form.Item>
      <div className="login-grid">
        <PasswordFields />
      </div>
      <MobileCodeFields form={form} api={codeApi} memory={draft.codes} onMemory={keepCodes} />
      <Form.Item
        label="机构名称"
        name="school_name"
        rules={zodRules(body.school_name)}
      >
        <Input placeholder="请输入学校或机构的全称" maxLength={SCHOOL_NAME_MAX} />
      </Form.Item>
      <div className="login-grid">
        <Form.Item
          label="机构类别"
          name="category_id"
          rules={zodRules(body.category_id)}
          extra={
            <Link
              to="/category"
              search={chosen ? { category_id: chosen } : {}}
              className="login-inline-link"
              onClick={() => {
                toCategory.current = true;
                setDraft((prev) => ({ ...prev, values: form.getFieldsValue(true) as Values }));
              }}
            >
              选择机构类别
            </Link>
          }
        >
          <ChoiceSelect
            placeholder="请选择机构类别"
            loading={categories.isPending}
            options={categories.data}
            fieldNames={OPTION_NAMES}
            onChange={chooseCategory}
            notFoundContent={categories.isError ? <LoadFailed what="机构类别" retry={() => void categories.refetch()} /> : undefined}
          />
        </Form.Item>
        <Form.Item label="所在地区" name="area" rules={zodRules(body.area_id, { read: lastOf })}>
          <ChoiceCascader
            placeholder="请选择省 / 市 / 区"
            loading={areas.isPending}
            options={areas.data}
            fieldNames={OPTION_NAMES}
            showSearch={areaSearch}
            notFoundContent={areas.isError ? <LoadFailed what="地区" retry={() => void areas.refetch()} /> : undefined}
          />
        </Form.Item>
      </div>
      {error && <Alert className="login-error" type="error" showIcon message={error} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={busy} onClick={submit}>
        注册
      </Button>
    </Form>
  );
}

function LoadFailed({ what, retry }: { what: string; retry(): void }) {
  return (
    <span className="login-load-failed">
      {what}加载失败
      <Button type="link" size="small" onClick={retry}>
        重试
      </Button>
    </span>
  );
}
