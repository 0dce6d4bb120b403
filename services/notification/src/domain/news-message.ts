import type { PushMessageText } from './invoice-message.ts';

/** A bell message and push text stays short; the news page shows the whole text. */
export const NEWS_PUSH_TEXT_MAX = 300;

/** The bell message of a news: its subject as title, the start of its text. */
export function newsMessage(news: { id: string; subject: string; text: string }): PushMessageText {
  const text = news.text.trim();
  return {
    tag: `news:${news.id}`,
    title: news.subject,
    text: text.length > NEWS_PUSH_TEXT_MAX ? `${text.slice(0, NEWS_PUSH_TEXT_MAX - 1)}…` : text,
  };
}
