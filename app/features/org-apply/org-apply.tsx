import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { Alert, Button, Card, Descriptions, Result, Steps, theme } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { queryKeys } from '../../../adapters/api/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { useSubmitOnce } from '../../../adapters/drafts/index.ts';
import { isSuccess } from '../../../engine/index.ts';
import { authFormTarget } from '../../routing/auth-form-target.ts';
import { useApi } from '../../services/use-services.ts';
import { routeTableAtom, userAtom } from '../../state/session.ts';
import { ORG_APPLY_TITLE } from '../../lib/page-titles.ts';
import './org-apply.css';

// /orgApply?id={group_school_id}: where a 423 leads (spec section 8). The account belongs to a
// group school and must apply to it first; 立即申请 calls the apply call, and on 操作成功 the
// user continues on the auth form (as after the route guard's apply_id cookie).

export { ORG_APPLY_TITLE };
const APPLY_FAILED = '申请失败，请稍后再试';

function OrgApply({ groupSchoolId }: { groupSchoolId: string }) {
  const { account: api } = useApi();
  const router = useRouter();
  const user = useAtomValue(userAtom);
  const table = useAtomValue(routeTableAtom);
  const { token } = theme.useToken();
  // the group school by its name (issue 31 item 9); its number only while unknown
  const group = useQuery({ queryKey: queryKeys.groupSchool(groupSchoolId), queryFn: () => api.school(groupSchoolId), enabled: groupSchoolId !== '' });
  const groupName = group.data?.name || (groupSchoolId ? (group.isPending ? '加载中…' : `编号 ${groupSchoolId}`) : '—');
  const apply = useMutation({
    mutationKey: queryKeys.orgApply(groupSchoolId),
    mutationFn: async () => {
      const body = await api.applySchool(groupSchoolId);
      if (!isSuccess(body)) throw new Error(body.message || APPLY_FAILED);
      // The account's own apply form: a branch's is under /school-auth2/ (issue 11).
      const href = authFormTarget(table, 'apply');
      if (href) await router.navigate({ href });
    },
  });
  // one application at a time, even for a second click before the button shows it is busy
  const once = useSubmitOnce();
  const submit = () => {
    if (groupSchoolId) void once.run(() => apply.mutateAsync().catch(() => undefined));
  };
  const error = apply.isError ? errorMessage(apply.error, APPLY_FAILED) : undefined;

  const organisation = user?.school?.name || user?.nick_name || user?.user_name;
  return (
    <div className="org-apply">
      <Card className="org-apply-card">
        <Result
          icon={<ApartmentOutlined style={{ color: token.colorPrimary }} />}
          title={<h1 className="org-apply-title">{ORG_APPLY_TITLE}</h1>}
          subTitle="您的账号隶属于集团学校，需先向集团学校提交加入申请。申请提交后，请继续完善申领资料，审核通过后即可使用平台各项业务功能。"
        />
        <Descriptions
          className="org-apply-info"
          column={1}
          size="small"
          bordered
          items={[
            ...(organisation ? [{ key: 'self', label: '当前机构', children: organisation }] : []),
            { key: 'group', label: '集团学校', children: groupName },
          ]}
        />
        <Steps
          className="org-apply-steps"
          size="small"
          current={0}
          items={[{ title: '申请加入集团' }, { title: '填写申领资料' }, { title: '等待审核' }]}
        />
        {!groupSchoolId && <Alert type="warning" showIcon message="缺少集团学校编号，无法提交申请，请返回首页后重试。" />}
        {error && <Alert type="error" showIcon message={error} />}
        <div className="org-apply-actions">
          <Button type="primary" size="large" loading={apply.isPending} disabled={apply.isPending || !groupSchoolId} onClick={submit}>
            立即申请
          </Button>
        </div>
      </Card>
    </div>
  );
}

/** The page; a new `id` starts it afresh (no error of the previous group school). */
export default function OrgApplyScreen() {
  // ?id as the route's validateSearch read it (router.tsx): a string or a number
  const groupSchoolId = useSearch({ from: '/layout/orgApply', select: ({ id }) => (id === undefined ? '' : String(id).trim()) });
  return <OrgApply key={groupSchoolId} groupSchoolId={groupSchoolId} />;
}
