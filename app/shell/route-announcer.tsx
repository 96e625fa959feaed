import { useEffect, useState } from 'react';

/**
 * The one polite live region of the shell (issue 30 item 4): when the page changes, a screen
 * reader hears its title, as it would on a full page load. Rendered empty first and filled a
 * moment later, so the region exists before its text does and the text is read.
 */
export function RouteAnnouncer({ title, href }: { title: string | undefined; href: string }) {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!title) return;
    setMessage('');
    const timer = setTimeout(() => setMessage(`${title}，页面已打开`), 100);
    return () => clearTimeout(timer);
  }, [title, href]);
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
