/** Reads a server-sent event stream's text as it arrives, and says when the server ended it. */
export function sseReader(response: Response) {
  const decoder = new TextDecoder();
  const stream = response.body!.getReader();
  let text = '';
  let done = false;
  void (async () => {
    for (;;) {
      const chunk = await stream.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    done = true;
  })();
  return {
    get text() {
      return text;
    },
    get done() {
      return done;
    },
    cancel: () => stream.cancel().catch(() => undefined),
  };
}

export type SseReader = ReturnType<typeof sseReader>;
