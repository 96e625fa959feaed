/** What a lazily loaded page shows while its code arrives: the app's own spinner, no antd. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="页面加载中">
      <span className="app-spinner" />
    </div>
  );
}
