// Thirty realistic notifications, newest first; every third one stays unread.

interface Notice {
  title: string;
  content: string;
}

const NOTICES: Notice[] = [
  { title: '关于2026年秋季招生简章发布的通知', content: '<p>各合作机构：</p><p>2026年秋季招生简章已发布，请于<strong>11月30日</strong>前完成专业信息核对，逾期将影响招生展示。</p>' },
  { title: '系统维护公告', content: '<p>平台将于本周六 00:00—06:00 进行系统升级维护，期间暂停登录与支付，给您带来不便敬请谅解。</p>' },
  { title: '您的充值已到账', content: '<p>您于近日发起的账户充值已到账，可在<a href="/order/order.order">订单管理</a>中查看明细。</p>' },
  { title: '学校认证审核结果通知', content: '<p>您提交的学校认证资料已完成渠道审核，请留意后续终审结果。</p>' },
  { title: '推广任务余额预警', content: '<p>您的账户余额已低于<strong>100元</strong>，推广任务可能因余额不足被暂停，请及时充值。</p>' },
  { title: '新增专业导入功能上线', content: '<p>专业管理页面现已支持 Excel 批量导入，请先下载模板，按模板填写后上传。</p><ul><li>单个文件不超过 30MB</li><li>仅支持 xlsx 格式</li></ul>' },
  { title: '关于规范课程宣传用语的提醒', content: '<p>根据相关规定，课程宣传中不得使用“包过”“保证拿证”等承诺性用语，请各机构自查整改。</p>' },
  { title: '助学通服务开通成功', content: '<p>您的助学通服务已开通，系统将按照您的设置推送意向学员信息。</p>' },
  { title: '发票开具完成通知', content: '<p>您申请的增值税普通发票已开具，电子发票已发送至预留邮箱。</p>' },
  { title: '教师信息同步提醒', content: '<p>部分教师信息尚未同步至师资库，同步后可在课程与项目中直接选用。</p>' },
  { title: '实景图片审核通过', content: '<p>您上传的 6 张实景图片已审核通过，将在机构主页展示。</p>' },
  { title: '关于开展年度继续教育质量评估的通知', content: '<p>平台将于下月开展年度质量评估，请提前准备办学资质、师资与课程资料。</p>' },
  { title: '意向学员咨询提醒', content: '<p>您有 3 条新的学员咨询尚未回复，及时回复可提升转化率。</p>' },
  { title: '分支机构信息待完善', content: '<p>您名下的分支机构缺少地址坐标，请在分支机构页面补充完整。</p>' },
  { title: '端午节放假安排', content: '<p>端午节期间客服值班时间为 9:00—17:00，紧急问题请拨打客服热线。</p>' },
];

const MINUTE = 60_000;

/** `count` notices with ISO creation times, newest first: hours to weeks ago. */
export function seedNotices(count: number, now = Date.now()): { title: string; content: string; status: 0 | 1; created_at: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const notice = NOTICES[i % NOTICES.length] as Notice;
    const round = Math.floor(i / NOTICES.length);
    return {
      title: round ? `${notice.title}（${round + 1}）` : notice.title,
      content: notice.content,
      status: i % 3 === 0 ? 0 : 1,
      created_at: new Date(now - (i * i * 37 + i * 95 + 12) * MINUTE).toISOString(),
    };
  });
}
