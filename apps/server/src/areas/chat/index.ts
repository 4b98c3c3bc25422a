// The face of the chat area (customer-service chat and message setup, catalogue §7 "Instant
// messaging (cos/im/)"). The wiring, the simulator (marketplace/) and the seed import this file and
// nothing else of the folder (docs/architecture.md, "Faces").

export { buyerNews, buyerSend } from './buyer-side.ts';
export { createGroup, groupBuyerPost } from './groups.ts';
export { sellerReply } from './handlers.ts';
export { sendNotice } from './notice-centre.ts';
export { buyerRate } from './ratings.ts';
export { buyerRichMenu, buyerTapTile } from './rich-menu.ts';
export { type ChatHub, registerChatSocket } from './socket.ts';

import { composerHandlers } from './composer.ts';
import { groupHandlers } from './group-handlers.ts';
import { chatHandlers as imHandlers } from './handlers.ts';
import { noticeHandlers } from './notice-centre.ts';
import { richMenuHandlers } from './rich-menu.ts';
import { setupHandlers } from './setup.ts';
import { translateHandlers } from './translate.ts';

/** The workbench's calls and the message setup's. */
export const chatHandlers = [
  ...imHandlers,
  ...composerHandlers,
  ...setupHandlers,
  ...noticeHandlers,
  ...translateHandlers,
  ...richMenuHandlers,
  ...groupHandlers,
];
