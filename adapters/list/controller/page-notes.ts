// The page notes of spec section 2 (Routes) that a generic list page shows or obeys. The app
// derives them from the route (component key, menu id, page key) and hands them to <ConfigList>.

export interface PageNotes {
  /** An info banner above the list (the course and project rules of train-class, train-item). */
  banner?: string | undefined;
  /** 实景图片 (menu ids 388, 416): the pictures are shown large. */
  pictures?: boolean | undefined;
  /**
   * 实景视频 (menu ids 377, 405): file fields take mp4 only (上传文件只能是mp4格式!) and go to the
   * video upload; the add form drops its last config item.
   */
  videos?: boolean | undefined;
  /** 企业信息: every row on one page of 100, no pager. */
  allOnOnePage?: boolean | undefined;
  /** 助学通记录: the app shows the service's status, open and close above the list. */
  zhuxuetong?: boolean | undefined;
}
