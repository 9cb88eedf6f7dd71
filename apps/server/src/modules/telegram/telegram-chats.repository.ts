import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { telegramChatsSeen } from '../../db/schema';

export type ChatSeenRow = typeof telegramChatsSeen.$inferSelect;

/** Counts a post of a channel or group the bot reads, keeping its latest title and username. */
export async function recordChatSeen(
  db: Database,
  chat: { id: number; type: string; title?: string; username?: string },
  at: Date,
): Promise<void> {
  await db
    .insert(telegramChatsSeen)
    .values({
      chatId: chat.id,
      type: chat.type,
      title: chat.title ?? null,
      username: chat.username ?? null,
      firstPostAt: at,
      lastPostAt: at,
    })
    .onConflictDoUpdate({
      target: telegramChatsSeen.chatId,
      set: {
        type: sql`excluded.type`,
        title: sql`excluded.title`,
        username: sql`excluded.username`,
        posts: sql`${telegramChatsSeen.posts} + 1`,
        lastPostAt: sql`greatest(${telegramChatsSeen.lastPostAt}, excluded.last_post_at)`,
      },
    });
}

/** The chats seen, the latest post first. */
export async function listChatsSeen(db: Database, limit: number): Promise<ChatSeenRow[]> {
  return db
    .select()
    .from(telegramChatsSeen)
    .orderBy(desc(telegramChatsSeen.lastPostAt), desc(telegramChatsSeen.chatId))
    .limit(limit);
}
