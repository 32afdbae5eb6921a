/*
 * Coverage-guided fuzzing of the proxy's C key scanner (lib/native/json-keys.c) for memory
 * safety, with libFuzzer under AddressSanitizer and UBSan. Not part of `npm test` (it runs until
 * stopped); `node tests/fuzz/run.mjs [seconds]` builds and runs it (needs clang, Debian's
 * `clang` and `libclang-rt-14-dev`). Equality with the JavaScript is the job of
 * tests/unit/json-key-native.test.ts; this looks for reads or writes outside the chunk, the
 * stack or the key, and for a scan that goes backwards or past the end.
 *
 * Input: 4 bytes pick the starting state (kept to the states the entry point accepts) and the
 * chunk size; the rest is the bytes. Where the machine stops for the JavaScript, the harness
 * skips one byte and goes on from the same state, so every state meets every byte.
 */
#define JSON_KEYS_FUZZ 1
#include "../../lib/native/json-keys.c"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 4) return 0;
  int32_t s[S_SLOTS] = {0};
  s[S_STATE] = data[0] % (DONE + 1);
  s[S_NUM] = data[1] % (N_EXP + 1);
  s[S_LITERAL] = data[2] % 3;
  s[S_LITERAL_AT] = 1 + data[2] / 3 % (LITERAL_LENGTHS[s[S_LITERAL]] - 1);
  s[S_HEX_LEFT] = 1 + data[1] / 8 % 4;
  s[S_DEPTH] = data[3] % 8 == 7 ? MAX_DEPTH : data[3] % 8;
  s[S_TOP_KEY_IS_DATA] = data[3] / 8 % 2;
  s[S_IN_DATA] = data[3] / 16 % 2;
  if (!state_is_consistent(s)) return 0;
  size_t chunk = 1 + data[1] % 97;
  data += 4;
  size -= 4;

  uint8_t stack[MAX_DEPTH];
  for (int d = 0; d < MAX_DEPTH; d++) stack[d] = d % 3 == 0 ? ARR : OBJ;
  for (size_t at = 0; at < size; at += chunk) {
    size_t n = size - at < chunk ? size - at : chunk;
    /* Each chunk in its own allocation of exactly its size: any overrun is ASan's to see. */
    uint8_t *p = malloc(n);
    memcpy(p, data + at, n);
    size_t i = 0;
    while (i < n) {
      size_t stopped = scan(p, i, n, s, stack);
      if (stopped < i || stopped > n) abort();
      if (s[S_DEPTH] < 0 || s[S_DEPTH] > MAX_DEPTH || !state_is_consistent(s)) abort();
      /* Stopped for the JavaScript: skip the byte it would have read. */
      i = stopped == i ? i + 1 : stopped;
    }
    free(p);
  }
  return 0;
}
