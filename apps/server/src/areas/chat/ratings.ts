import { CHAT_RATING_COMMENT_MAX, CHAT_RATING_MAX, CHAT_RATING_MIN } from '@sc/contract/chat.ts';
import { and, desc, eq, gt } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { buyers, imConversations, imMessages, imRatings } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { conversationOf, namesOf } from './conversations.ts';
import { postMessage } from './messages.ts';

// A buyer rates the shop's service in their chat (/oms/mkt/im/buyer/rate), played by the
// simulator: once per served exchange, i.e. only when a staff member has written since the
// buyer's last rating. The rating is kept with who served and shown to the staff as a system line.

export interface BuyerRating {
  buyerId: string;
  stars: number;
  comment: string;
}

export async function buyerRate(shop: ShopScope, input: BuyerRating, now: Date) {
  const [buyer] = await shop.tx.select().from(buyers).where(eq(buyers.id, input.buyerId)).limit(1);
  if (!buyer) throw new BizError('NOT_FOUND', 'chatUserNotFound');
  if (buyer.status === 'banned') throw new BizError('RULE_VIOLATED', 'chatAccountBanned');
  if (!Number.isInteger(input.stars) || input.stars < CHAT_RATING_MIN || input.stars > CHAT_RATING_MAX)
    throw new BizError('VALIDATION_FAILED', 'chatRatingStars', { min: CHAT_RATING_MIN, max: CHAT_RATING_MAX });
  const comment = input.comment.trim();
  if ([...comment].length > CHAT_RATING_COMMENT_MAX)
    throw new BizError('VALIDATION_FAILED', 'chatRatingCommentTooLong', { max: CHAT_RATING_COMMENT_MAX });
  const found = await shop.first(imConversations, eq(imConversations.buyerId, buyer.id));
  if (!found) throw notFound();
  // Locked: two ratings of one exchange at once cannot both pass the check below.
  const conv = await conversationOf(shop, found.id, true);
  if (conv.blacklisted) throw new BizError('RULE_VIOLATED', 'chatBlocked');

  const [last] = await shop
    .pick(imRatings, { messageId: imRatings.messageId }, eq(imRatings.conversationId, conv.id))
    .orderBy(desc(imRatings.messageId))
    .limit(1);
  const staffWrote = and(
    eq(imMessages.conversationId, conv.id),
    eq(imMessages.sender, 'seller'),
    eq(imMessages.automatic, false),
    last ? gt(imMessages.id, last.messageId) : undefined,
  );
  const [served] = await shop
    .pick(imMessages, { userId: imMessages.senderUserId }, staffWrote)
    .orderBy(desc(imMessages.id))
    .limit(1);
  if (!served) throw new BizError('RULE_VIOLATED', 'chatRatingNotServed');

  const staffUserId = conv.assignedTo ?? served.userId;
  const staff = staffUserId ? ((await namesOf(shop.tx, [staffUserId])).get(staffUserId) ?? '') : '';
  const { message } = await postMessage(
    shop,
    conv,
    {
      sender: 'system',
      kind: 'text',
      content: `Buyer rated the service ★${input.stars}${comment ? `: ${comment}` : ''}`,
      event: { type: 'rated', stars: input.stars, comment, staff },
    },
    now,
  );
  const ratingId = newId();
  await shop.insert(imRatings, [
    {
      id: ratingId,
      conversationId: conv.id,
      buyerId: buyer.id,
      stars: input.stars,
      comment,
      staffUserId,
      messageId: message.id,
      createdAt: now,
    },
  ]);
  return { conversationId: conv.id, ratingId, staffUserId };
}
