import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilingNumbers, ICP_URL, psbUrl } from '../../../app/ui/filing-footer.tsx';
import { renderApp, schoolProfile, type FakeCall } from '../app-harness.tsx';

// The ICP and 公安 filing numbers (issue 55 item 5): runtime-config.json's icp and psb, at the
// bottom of the login screen and of every page behind it, each linked as the regulations say.

const ICP = '京ICP备12345678号-1';
const PSB = '京公网安备11010802012345号';
/** The whole app in jsdom on a busy machine: the first screen can take seconds. */
const SLOW = 30_000;
const filing = () => document.querySelector<HTMLElement>('footer.filing-footer');

describe('the filing numbers', () => {
  it('links the ICP number to the MIIT and the 公安 number to the MPS search for its digits, each in a new tab without a referrer', () => {
    render(<FilingNumbers icp={ICP} psb={PSB} />);
    const footer = filing()!;
    const [icp, psb] = within(footer).getAllByRole('link');
    expect(icp!.textContent).toBe(`${ICP}（新窗口打开）`);
    expect(icp!.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(psb!.textContent).toBe(`${PSB}（新窗口打开）`);
    expect(psb!.getAttribute('href')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010802012345');
    for (const link of [icp!, psb!]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noreferrer');
    }
    expect(ICP_URL).toBe('https://beian.miit.gov.cn/');
  });

  it('draws nothing when both are empty, and only the one that is set', () => {
    const { container, rerender } = render(<FilingNumbers icp="" psb="" />);
    expect(container.innerHTML).toBe('');
    rerender(<FilingNumbers icp={ICP} psb="" />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://beian.miit.gov.cn/']);
    rerender(<FilingNumbers icp="" psb={PSB} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([psbUrl(PSB)]);
  });

  it('shows a 公安 number without digits as text, with no link to a search for nothing', () => {
    expect(psbUrl('京公网安备号')).toBeNull();
    render(<FilingNumbers icp="" psb="京公网安备号" />);
    expect(filing()!.textContent).toBe('京公网安备号');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is at the bottom of the login screen and of a page behind it, from runtime-config.json; absent when it has none', async () => {
    renderApp('/login', { config: { icp: ICP, psb: PSB } });
    await screen.findByRole('button', { name: '登录' }, { timeout: SLOW });
    const login = filing()!;
    expect(login.textContent).toBe(`${ICP}（新窗口打开）${PSB}（新窗口打开）`);
    // after the card, not inside it
    expect(login.closest('.login-card')).toBeNull();
    expect(login.closest('.login-page')).not.toBeNull();
  }, 60_000);

  it('closes every page view when set', async () => {
    const answer = (call: FakeCall) => (call.path === '/api/organization/profile' ? { body: schoolProfile() } : undefined);
    renderApp('/dashboard', { token: 't-1', answer, config: { icp: ICP } });
    await screen.findByRole('group', { name: '账户余额' }, { timeout: SLOW });
    const footer = filing()!;
    expect(footer.closest('.page-view')).not.toBeNull();
    expect(footer.previousElementSibling?.className).toBe('page-view-body');
    expect(within(footer).getByRole('link').getAttribute('href')).toBe('https://beian.miit.gov.cn/');
  }, 60_000);

  it('leaves the page view as it was without the settings', async () => {
    const answer = (call: FakeCall) => (call.path === '/api/organization/profile' ? { body: schoolProfile() } : undefined);
    renderApp('/dashboard', { token: 't-1', answer });
    await screen.findByRole('group', { name: '账户余额' }, { timeout: SLOW });
    expect(filing()).toBeNull();
    expect(document.querySelector('.page-view-body')).toBeNull();
  }, 60_000);
});
