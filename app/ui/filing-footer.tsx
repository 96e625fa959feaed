import { useLoginServices } from '../services/login-services.ts';
import './filing-footer.css';

// The site's filing numbers (issue 55 item 5): a site filed in mainland China shows its ICP 备案号
// at the bottom of its home page, linked to the MIIT's filing system, and its 公安联网备案号
// linked to the MPS's search for it. Both come from runtime-config.json (icp, psb); nothing is
// drawn when both are empty. Plain elements, no antd: the login screen draws it too.

export const ICP_URL = 'https://beian.miit.gov.cn/';

/** The MPS search page for a 公安 filing number: its digits, e.g. 京公网安备11010802012345号 -> …code=11010802012345 */
export function psbUrl(psb: string): string | null {
  const code = psb.replace(/\D/g, '');
  return code ? `https://beian.mps.gov.cn/#/query/webSearch?code=${code}` : null;
}

/**
 * The two numbers, each linked in a new tab; `className` places it (login page, page view).
 * Inside the page's <main>, a <footer> is no landmark, so it takes no name of its own.
 */
export function FilingNumbers({ icp, psb, className }: { icp: string; psb: string; className?: string }) {
  if (!icp && !psb) return null;
  const psbHref = psb ? psbUrl(psb) : null;
  return (
    <footer className={className ? `filing-footer ${className}` : 'filing-footer'}>
      {icp && (
        <a href={ICP_URL} target="_blank" rel="noreferrer">
          {icp}
          <span className="sr-only">（新窗口打开）</span>
        </a>
      )}
      {psb &&
        (psbHref ? (
          <a href={psbHref} target="_blank" rel="noreferrer">
            {psb}
            <span className="sr-only">（新窗口打开）</span>
          </a>
        ) : (
          <span>{psb}</span>
        ))}
    </footer>
  );
}

/** The runtime config's filing numbers as a footer. */
export function FilingFooter({ className }: { className?: string }) {
  const { config } = useLoginServices();
  return <FilingNumbers icp={config.icp} psb={config.psb} className={className} />;
}
