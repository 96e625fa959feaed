import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazily loaded part: a drawer, a dialog, a popover's content) from the
 * first time `open` is true on, so its code loads when it is first needed and not with the
 * shell (issue 16: the dashboard shell's budget), and it stays mounted for its closing animation.
 * <WhenOpened open={helpOpen}><HelpPanel /></WhenOpened> -> nothing until 帮助中心 is opened
 */
export function WhenOpened({ open, fallback = null, children }: { open: boolean; fallback?: ReactNode; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return open || opened ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
