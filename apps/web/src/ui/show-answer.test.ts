import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { showAnswer } from '@/ui/show-answer';

describe('showAnswer', () => {
  it('keeps a change’s answer when an older read of the same basket arrives after it', async () => {
    const client = new QueryClient();
    const key = ['basket', 'b1'];
    let answerRead: (items: string[]) => void = () => undefined;
    const read = client
      .fetchQuery({ queryKey: key, queryFn: () => new Promise<string[]>((r) => (answerRead = r)) })
      .catch(() => undefined);
    showAnswer(client, key, ['seat A1']);
    answerRead([]);
    await read;
    expect(client.getQueryData(key)).toEqual(['seat A1']);
  });
});
