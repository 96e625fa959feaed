import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createQueryClient } from '../adapters/http/query.ts';
import { AppTheme } from '../app/shell/antd-providers.tsx';
import { DEFAULT_FONT_SIZE, FONT_SIZES, fontSizeAtom, ORGANIZATION_COLOR, siteColorAtom, type FontSizeKey } from '../app/state/preferences.ts';
import { SITES } from '../server/routes/core/common-data.ts';
import '../app/styles.css';

// The toolbar's 站点 and 字号 (issue 17 item 7): every story in the app's own theme (appTheme:
// the AA shades of the site colour, the font size's tokens, --app-primary / --app-brand), by
// default what the app starts with (机构端 #13c2c2, 超小). Each story gets a fresh jotai store and
// QueryClient; the choice is also written where the app keeps it (localStorage org-site /
// org-size), so a story that builds the whole app (createAppServices) starts in it too.

const ORGANIZATION_FIRST = [...SITES].sort((a, b) => Number(b.color === ORGANIZATION_COLOR) - Number(a.color === ORGANIZATION_COLOR));

export const themeGlobalTypes: Preview['globalTypes'] = {
  site: {
    name: '站点',
    description: '站点颜色（切换站点）',
    toolbar: {
      title: '站点',
      icon: 'paintbrush',
      items: ORGANIZATION_FIRST.map((site) => ({ value: site.color, title: `${site.name} ${site.color}` })),
      dynamicTitle: true,
    },
  },
  fontSize: {
    name: '字号',
    description: '界面字号（导航栏的字号选择）',
    toolbar: {
      title: '字号',
      icon: 'zoom',
      items: FONT_SIZES.map((size) => ({ value: size.key, title: size.label })),
      dynamicTitle: true,
    },
  },
};

export const themeInitialGlobals = { site: ORGANIZATION_COLOR, fontSize: DEFAULT_FONT_SIZE };

const isFontSize = (value: unknown): value is FontSizeKey => FONT_SIZES.some((size) => size.key === value);
const isColor = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value);

function ThemedStory({ color, size, children }: { color: string; size: FontSizeKey; children: ReactNode }) {
  const [store] = useState(() => {
    const fresh = createStore();
    fresh.set(siteColorAtom, color);
    fresh.set(fontSizeAtom, size);
    return fresh;
  });
  const [queryClient] = useState(createQueryClient);
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <AppTheme>{children}</AppTheme>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/** Renders the story in the theme the toolbar chose; a new choice mounts the story afresh. */
export const withAppTheme: Decorator = (Story, context) => {
  const color = isColor(context.globals.site) ? context.globals.site : ORGANIZATION_COLOR;
  const size = isFontSize(context.globals.fontSize) ? context.globals.fontSize : DEFAULT_FONT_SIZE;
  return (
    <ThemedStory key={`${color}/${size}`} color={color} size={size}>
      <Story />
    </ThemedStory>
  );
};
