// The page behind the payment QR code: a stand-in for the wechat / alipay cashier.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export function mockPayPage(title: string, text: string, success = false): string {
  const color = success ? '#52c41a' : '#fa8c16';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - 模拟支付</title>
<style>
  body { margin: 0; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; background: #f5f5f5; }
  main { max-width: 420px; margin: 12vh auto; background: #fff; border-radius: 8px; padding: 32px 24px; text-align: center;
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  .mark { width: 64px; height: 64px; line-height: 64px; margin: 0 auto 16px; border-radius: 50%; color: #fff; font-size: 36px; background: ${color}; }
  h1 { font-size: 22px; margin: 0 0 12px; }
  p { color: #555; line-height: 1.6; }
  small { color: #999; }
</style>
</head>
<body>
<main>
  <div class="mark">${success ? '✓' : '!'}</div>
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(text)}</p>
  <small>这是参考服务器的模拟支付页面，扫码或打开本页即视为支付。</small>
</main>
</body>
</html>`;
}
