import { describe, expect, it } from 'vitest';
import { newsMessage, NEWS_PUSH_TEXT_MAX } from './news-message.ts';

describe('newsMessage', () => {
  it('titles the message with the subject and tags it with the news', () => {
    expect(newsMessage({ id: 'n1', subject: 'Sommerfest', text: '  Am Samstag!  ' })).toEqual({
      tag: 'news:n1',
      title: 'Sommerfest',
      text: 'Am Samstag!',
    });
  });

  it('shortens a long text to the limit with an ellipsis', () => {
    const { text } = newsMessage({ id: 'n1', subject: 's', text: 'x'.repeat(1000) });
    expect(text).toHaveLength(NEWS_PUSH_TEXT_MAX);
    expect(text.endsWith('…')).toBe(true);
  });
});
