import type { AreaScreens } from '../../shell/screen-registry.ts';

const screens: AreaScreens = {
  '/im': () => import('./ChatWorkbenchPage.tsx'),
  '/imMessageSetup/quickreply': () => import('./QuickReplyPage.tsx'),
  '/imMessageSetup/intelligentAssistant': () => import('./AssistantPage.tsx'),
};

export default screens;
