import type { AreaScreens } from '../../shell/screen-registry.ts';

// The notice centre is the chat area's too: its calls are served beside the chat's.
const screens: AreaScreens = {
  '/dashboard/notice': () => import('./NoticeCentrePage.tsx'),
  '/im': () => import('./ChatWorkbenchPage.tsx'),
  '/imMessageSetup/quickreply': () => import('./QuickReplyPage.tsx'),
  '/imMessageSetup/intelligentAssistant': () => import('./AssistantPage.tsx'),
};

export default screens;
