/*
 * The plain-byte scanner of lib/json-key-stream.ts, in C (issue 18). The JavaScript state
 * machine stays the authority: this kernel runs the same machine over the bytes it can take on
 * its own (structure, strings, numbers, literals, and keys with no escape that end in the chunk,
 * camelised in place and padded with spaces before the colon exactly as the JavaScript writes
 * them) and hands back at the first byte it does not: a key with an escape or one cut by the
 * chunk's end, a member of the top-level `data` object (token dropping), a fault, or the end of
 * the chunk. The JavaScript then takes that byte with its own rules and messages.
 *
 * Memory safety: every read is bounded by the chunk's length, a key is rewritten only between
 * its own quotes (the camelCase key is never longer than the snake_case one), and the container
 * stack is bounded by MAX_DEPTH. tests/unit/json-key-native.test.ts compares it with the
 * JavaScript byte for byte on generated and random documents cut at every chunk boundary.
 *
 * Built by scripts/build-native.mjs with the machine's C compiler; without one the proxy runs
 * the JavaScript alone.
 */
#ifndef JSON_KEYS_FUZZ
#include <node_api.h>
#endif
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* Kept in step with the JavaScript (lib/json-key-stream.ts); KERNEL_VERSION guards a stale build. */
#define KERNEL_VERSION 6
enum { VALUE, ARRAY_FIRST, OBJECT_FIRST, KEY, COLON, AFTER, STRING, STRING_ESC, STRING_HEX, KEY_STRING, KEY_ESC, NUMBER, LITERAL, DONE };
enum { N_MINUS, N_ZERO, N_INT, N_DOT, N_FRAC, N_E, N_ESIGN, N_EXP };
/* Slots of the shared state array. */
enum { S_STATE, S_NUM, S_LITERAL, S_LITERAL_AT, S_HEX_LEFT, S_DEPTH, S_TOP_KEY_IS_DATA, S_IN_DATA, S_DATA_MEMBERS, S_SLOTS };
#define OBJ 1
#define ARR 2
#define MAX_DEPTH 4096

static const char *const LITERALS[3] = {"true", "false", "null"};
static const int LITERAL_LENGTHS[3] = {4, 5, 4};

static inline int is_ws(uint8_t c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
static inline int is_digit(uint8_t c) { return c >= '0' && c <= '9'; }
static inline int is_letter(uint8_t c) { return (uint8_t)((c | 0x20) - 'a') < 26; }
static inline int is_alnum(uint8_t c) { return is_digit(c) || is_letter(c); }
static inline int is_hex(uint8_t c) { return is_digit(c) || (uint8_t)((c | 0x20) - 'a') < 6; }

/* The first quote, backslash or control byte at or after i (n when none). */
static inline size_t skip_plain(const uint8_t *p, size_t i, size_t n) {
#ifdef __SSE2__
  const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), control = _mm_set1_epi8(0x1f);
  while (i + 16 <= n) {
    __m128i v = _mm_loadu_si128((const __m128i *)(p + i));
    __m128i stop = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                                _mm_cmpeq_epi8(_mm_min_epu8(v, control), v));
    int mask = _mm_movemask_epi8(stop);
    if (mask) return i + (size_t)__builtin_ctz((unsigned)mask);
    i += 16;
  }
#endif
  while (i < n && p[i] != '"' && p[i] != '\\' && p[i] >= 0x20) i++;
  return i;
}

/*
 * A key's end (its closing quote, or the escape, control byte or chunk end that stops it) from
 * i, and where its first underscore is (`end` when none): one pass for both.
 */
static inline size_t scan_key(const uint8_t *p, size_t i, size_t n, size_t *underscore) {
  size_t first = SIZE_MAX;
#ifdef __SSE2__
  const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), control = _mm_set1_epi8(0x1f), low = _mm_set1_epi8('_');
  while (i + 16 <= n) {
    __m128i v = _mm_loadu_si128((const __m128i *)(p + i));
    __m128i stop = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                                _mm_cmpeq_epi8(_mm_min_epu8(v, control), v));
    unsigned mask = (unsigned)_mm_movemask_epi8(stop), lows = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, low));
    if (mask) {
      unsigned at = (unsigned)__builtin_ctz(mask);
      lows &= (1u << at) - 1;
      if (first == SIZE_MAX && lows) first = i + (size_t)__builtin_ctz(lows);
      *underscore = first == SIZE_MAX ? i + at : first;
      return i + at;
    }
    if (first == SIZE_MAX && lows) first = i + (size_t)__builtin_ctz(lows);
    i += 16;
  }
#endif
  while (i < n && p[i] != '"' && p[i] != '\\' && p[i] >= 0x20) {
    if (p[i] == '_' && first == SIZE_MAX) first = i;
    i++;
  }
  *underscore = first == SIZE_MAX ? i : first;
  return i;
}

/*
 * toCamelKey (lib/case.ts) on the key's bytes p[a..b), whose first underscore is at `first`: a
 * run of underscores after an ASCII letter or digit of the original key and before one is
 * removed, and the letter after it upper-cased. Bytes of other UTF-8 characters are never
 * letters or digits, so bytes and characters agree. Writes the key, its closing quote and the
 * padding over p[a..b], as the JavaScript's padded form.
 */
static void camelise(uint8_t *p, size_t a, size_t first, size_t b) {
  size_t r = first, w = first;
  uint8_t previous = r > a ? p[r - 1] : 0;
  int changed = 0;
  while (r < b) {
    uint8_t c = p[r];
    if (c != '_') {
      p[w++] = c;
      previous = c;
      r++;
      continue;
    }
    size_t run = r;
    while (r < b && p[r] == '_') r++;
    if (run > a && is_alnum(previous) && r < b && is_alnum(p[r])) {
      uint8_t next = p[r++];
      p[w++] = is_letter(next) ? (uint8_t)(next & ~0x20) : next;
      previous = next;
      changed = 1;
    } else {
      for (size_t k = run; k < r; k++) p[w++] = '_';
      previous = '_';
    }
  }
  if (!changed) return;
  p[w] = '"';
  for (size_t k = w + 1; k <= b; k++) p[k] = ' ';
}

/*
 * The short keys (quotes included, at most 16 bytes) met in this call, with their camelCase form:
 * a known key costs one 16-byte compare and one store instead of reading it byte by byte. Found
 * by a hash of its first bytes in a direct-mapped table; a collision only costs a miss.
 */
#define KNOWN_KEYS 64
typedef struct {
#ifdef __SSE2__
  __m128i raw;
#endif
  uint8_t converted[16];
  unsigned mask;
  unsigned length;
  bool changed;
} KnownKey;

/*
 * Writes the converted key over the raw one with stores of exactly its length (two overlapping
 * ones): a 16-byte store would cover the next bytes, which are read at once, and a load that
 * overlaps a store still in flight waits for it.
 */
static inline void put_key(uint8_t *p, const uint8_t *key, unsigned length) {
  if (length >= 8) {
    memcpy(p, key, 8);
    memcpy(p + length - 8, key + length - 8, 8);
  } else if (length >= 4) {
    memcpy(p, key, 4);
    memcpy(p + length - 4, key + length - 4, 4);
  } else {
    memcpy(p, key, 2);
    memcpy(p + length - 2, key + length - 2, 2);
  }
}

#ifdef __SSE2__
/* The key's length with its quotes when it fits in v (0 when not), and its table slot. */
static inline unsigned short_key(__m128i v, const uint8_t *p, unsigned *slot) {
  unsigned quotes = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8('"'))) & 0xfffeu;
  if (quotes == 0) return 0;
  unsigned length = (unsigned)__builtin_ctz(quotes) + 1;
  uint64_t head;
  memcpy(&head, p, 8);
  if (length < 8) head &= (1ull << (8 * length)) - 1;
  *slot = (unsigned)(((head * 0x9E3779B97F4A7C15ull) >> 58) ^ length) & (KNOWN_KEYS - 1);
  return length;
}
#endif

/*
 * A known key starting at the quote p[i]: rewrites it in place, returns its closing quote's index
 * (0: unknown). By hash, not by guessing from the previous key: a guess chains every lookup to
 * the one before, and measured a third slower than independent lookups the CPU can overlap.
 */
static inline size_t known_key(KnownKey *keys, uint8_t *p, size_t i, size_t n) {
#ifdef __SSE2__
  if (n - i < 16) return 0;
  __m128i v = _mm_loadu_si128((const __m128i *)(p + i));
  unsigned slot;
  unsigned length = short_key(v, p + i, &slot);
  KnownKey *key = &keys[slot];
  if (length == 0 || key->length != length) return 0;
  if (((unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, key->raw)) & key->mask) != key->mask) return 0;
  if (key->changed) put_key(p + i, key->converted, length);
  return i + length - 1;
#else
  (void)keys, (void)p, (void)i, (void)n;
  return 0;
#endif
}

/* Converts the key p[i..end] (quotes included) in place and remembers it when it is short. */
static inline void learn_key(KnownKey *keys, uint8_t *p, size_t i, size_t n, size_t end, size_t underscore) {
#ifdef __SSE2__
  if (n - i < 16 || end - i + 1 > 16) {
    if (underscore < end) camelise(p, i + 1, underscore, end);
    return;
  }
  __m128i raw = _mm_loadu_si128((const __m128i *)(p + i));
  if (underscore < end) camelise(p, i + 1, underscore, end);
  /* p + i now holds the converted key: the slot is the raw bytes' one. */
  unsigned slot = 0;
  uint8_t bytes[16];
  _mm_storeu_si128((__m128i *)bytes, raw);
  unsigned length = short_key(raw, bytes, &slot);
  KnownKey *key = &keys[slot];
  key->raw = raw;
  memcpy(key->converted, p + i, length);
  key->changed = memcmp(key->converted, bytes, length) != 0;
  key->mask = length == 16 ? 0xffffu : (1u << length) - 1;
  key->length = length;
#else
  (void)keys, (void)n;
  if (underscore < end) camelise(p, i + 1, underscore, end);
#endif
}

/* Runs the machine over p[i..n); returns where it stopped, with the state as before that byte. */
static size_t scan(uint8_t *p, size_t i, size_t n, int32_t *s, uint8_t *stack) {
  int state = s[S_STATE], num = s[S_NUM], depth = s[S_DEPTH];
  int in_data = s[S_IN_DATA];
  KnownKey keys[KNOWN_KEYS];
  for (int k = 0; k < KNOWN_KEYS; k++) keys[k].length = 0;
  while (i < n) {
    uint8_t c = p[i];
    switch (state) {
      case STRING: {
        i = skip_plain(p, i, n);
        if (i == n) goto out;
        c = p[i];
        if (c == '"') state = depth == 0 ? DONE : AFTER;
        else if (c == '\\') state = STRING_ESC;
        else goto out;
        i++;
        break;
      }
      case STRING_ESC:
        if (c == 'u') {
          state = STRING_HEX;
          s[S_HEX_LEFT] = 4;
        } else if (c == '"' || c == '\\' || c == '/' || c == 'b' || c == 'f' || c == 'n' || c == 'r' || c == 't') {
          state = STRING;
        } else {
          goto out;
        }
        i++;
        break;
      case STRING_HEX:
        if (!is_hex(c)) goto out;
        if (--s[S_HEX_LEFT] == 0) state = STRING;
        i++;
        break;
      case OBJECT_FIRST:
      case KEY: {
        /* Members of the top-level data object go through the JavaScript (token dropping). */
        if (in_data && depth == 2) goto out;
        if (is_ws(c)) {
          i++;
          break;
        }
        if (c != '"') {
          if (c == '}' && state == OBJECT_FIRST && depth > 0) {
            depth--;
            state = depth == 0 ? DONE : AFTER;
            i++;
            break;
          }
          goto out;
        }
        /* One round per member while the object is plain: key, colon, a simple value, `,"`. */
        for (;;) {
          size_t end = known_key(keys, p, i, n);
          if (end == 0) {
            size_t underscore;
            end = scan_key(p, i + 1, n, &underscore);
            /* An escape, a control byte or the chunk's end: the JavaScript reads this key. */
            if (end == n || p[end] != '"') goto out;
            learn_key(keys, p, i, n, end, underscore);
          }
          if (depth == 1 && stack[0] == OBJ) s[S_TOP_KEY_IS_DATA] = end - i - 1 == 4 && memcmp(p + i + 1, "data", 4) == 0;
          i = end + 1;
          if (i >= n || p[i] != ':') {
            state = COLON;
            break;
          }
          i++;
          state = VALUE;
          if (i >= n) break;
          /* A complete string, a plain integer or a literal; anything else takes the general way. */
          size_t after;
          c = p[i];
          if (c == '"') {
            after = skip_plain(p, i + 1, n);
            if (after == n || p[after] != '"') break;
            after++;
          } else if (c >= '1' && c <= '9') {
            after = i + 1;
            while (after < n && is_digit(p[after])) after++;
            if (after == n || p[after] == '.' || p[after] == 'e' || p[after] == 'E') break;
          } else if (c == 't' && n - i >= 4 && memcmp(p + i, "true", 4) == 0) {
            after = i + 4;
          } else if (c == 'f' && n - i >= 5 && memcmp(p + i, "false", 5) == 0) {
            after = i + 5;
          } else if (c == 'n' && n - i >= 4 && memcmp(p + i, "null", 4) == 0) {
            after = i + 4;
          } else {
            break;
          }
          i = after;
          state = AFTER;
          if (n - i < 2 || p[i] != ',' || p[i + 1] != '"') break;
          i++;
          state = KEY;
        }
        break;
      }
      case COLON:
        if (is_ws(c)) {
          i++;
          break;
        }
        if (c != ':') goto out;
        state = VALUE;
        i++;
        break;
      case ARRAY_FIRST:
      case VALUE:
        if (is_ws(c)) {
          i++;
          break;
        }
        if (c == '"') {
          state = STRING;
        } else if (c == '{' || c == '[') {
          if (depth == MAX_DEPTH) goto out;
          stack[depth++] = c == '{' ? OBJ : ARR;
          if (c == '{') {
            if (depth == 2 && stack[0] == OBJ && s[S_TOP_KEY_IS_DATA]) {
              in_data = 1;
              s[S_DATA_MEMBERS] = 0;
            }
            state = OBJECT_FIRST;
          } else {
            state = ARRAY_FIRST;
          }
        } else if (c == ']' && state == ARRAY_FIRST && depth > 0) {
          depth--;
          state = depth == 0 ? DONE : AFTER;
        } else if (c == '-' || is_digit(c)) {
          state = NUMBER;
          num = c == '-' ? N_MINUS : c == '0' ? N_ZERO : N_INT;
        } else if (c == 't' || c == 'f' || c == 'n') {
          state = LITERAL;
          s[S_LITERAL] = c == 't' ? 0 : c == 'f' ? 1 : 2;
          s[S_LITERAL_AT] = 1;
        } else {
          goto out;
        }
        i++;
        break;
      case NUMBER:
        if (num == N_INT || num == N_FRAC || num == N_EXP) {
          while (i < n && is_digit(p[i])) i++;
          if (i == n) goto out;
          c = p[i];
        }
        if (is_digit(c)) {
          if (num == N_MINUS) num = c == '0' ? N_ZERO : N_INT;
          else if (num == N_ZERO) goto out;
          else if (num == N_DOT) num = N_FRAC;
          else if (num == N_E || num == N_ESIGN) num = N_EXP;
          i++;
        } else if (c == '.' && (num == N_ZERO || num == N_INT)) {
          num = N_DOT;
          i++;
        } else if ((c == 'e' || c == 'E') && (num == N_ZERO || num == N_INT || num == N_FRAC)) {
          num = N_E;
          i++;
        } else if ((c == '+' || c == '-') && num == N_E) {
          num = N_ESIGN;
          i++;
        } else {
          if (num == N_MINUS || num == N_DOT || num == N_E || num == N_ESIGN) goto out;
          /* The number has ended: this byte is read again in the next state. */
          state = depth == 0 ? DONE : AFTER;
        }
        break;
      case LITERAL: {
        int kind = s[S_LITERAL], at = s[S_LITERAL_AT];
        if (c != (uint8_t)LITERALS[kind][at]) goto out;
        if (++at == LITERAL_LENGTHS[kind]) state = depth == 0 ? DONE : AFTER;
        s[S_LITERAL_AT] = at;
        i++;
        break;
      }
      case AFTER: {
        if (is_ws(c)) {
          i++;
          break;
        }
        if ((in_data && depth == 2) || depth == 0) goto out;
        uint8_t top = stack[depth - 1];
        if (c == ',') {
          state = top == OBJ ? KEY : VALUE;
        } else if ((c == '}' && top == OBJ) || (c == ']' && top == ARR)) {
          depth--;
          state = depth == 0 ? DONE : AFTER;
        } else {
          goto out;
        }
        i++;
        break;
      }
      case DONE:
        if (!is_ws(c)) goto out;
        i++;
        break;
      default:
        /* KEY_STRING and KEY_ESC belong to the JavaScript. */
        goto out;
    }
  }
out:
  s[S_STATE] = state;
  s[S_NUM] = num;
  s[S_DEPTH] = depth;
  s[S_IN_DATA] = in_data;
  return i;
}

/* A state the JavaScript never leaves would make the machine read outside its stack. */
static bool state_is_consistent(const int32_t *s) {
  int at = s[S_LITERAL_AT], kind = s[S_LITERAL];
  return s[S_STATE] >= VALUE && s[S_STATE] <= DONE && s[S_DEPTH] >= 0 && s[S_DEPTH] <= MAX_DEPTH && kind >= 0 && kind <= 2 &&
         (s[S_STATE] != LITERAL || (at >= 1 && at < LITERAL_LENGTHS[kind])) &&
         (s[S_STATE] != STRING_HEX || (s[S_HEX_LEFT] >= 1 && s[S_HEX_LEFT] <= 4));
}

/* The N-API entry; tests/fuzz/json-keys-fuzz.c builds the machine alone (JSON_KEYS_FUZZ). */
#ifndef JSON_KEYS_FUZZ
static napi_value fail(napi_env env, const char *message) {
  napi_throw_type_error(env, NULL, message);
  return NULL;
}

static bool typed_array(napi_env env, napi_value value, napi_typedarray_type want, void **data, size_t *length) {
  napi_typedarray_type type;
  bool is_typed = false;
  if (napi_is_typedarray(env, value, &is_typed) != napi_ok || !is_typed) return false;
  if (napi_get_typedarray_info(env, value, &type, length, data, NULL, NULL) != napi_ok) return false;
  return type == want;
}

/* scan(chunk: Uint8Array, from: number, state: Int32Array, stack: Uint8Array): number */
static napi_value Scan(napi_env env, napi_callback_info info) {
  size_t argc = 4;
  napi_value args[4];
  if (napi_get_cb_info(env, info, &argc, args, NULL, NULL) != napi_ok || argc < 4) return fail(env, "scan(chunk, from, state, stack)");
  void *chunk, *state, *stack;
  size_t length, slots, levels;
  uint32_t from;
  if (!typed_array(env, args[0], napi_uint8_array, &chunk, &length)) return fail(env, "chunk: a Uint8Array");
  if (napi_get_value_uint32(env, args[1], &from) != napi_ok || from > length) return fail(env, "from: an index in the chunk");
  if (!typed_array(env, args[2], napi_int32_array, &state, &slots) || slots < S_SLOTS) return fail(env, "state: an Int32Array of the machine's slots");
  if (!typed_array(env, args[3], napi_uint8_array, &stack, &levels) || levels < MAX_DEPTH) return fail(env, "stack: a Uint8Array of MAX_DEPTH levels");
  int32_t *s = state;
  if (!state_is_consistent(s)) return fail(env, "state: not one the machine can be in");
  size_t stopped = length == 0 ? 0 : scan(chunk, from, length, s, stack);
  napi_value result;
  napi_create_uint32(env, (uint32_t)stopped, &result);
  return result;
}

static napi_value Init(napi_env env, napi_value exports) {
  napi_value scan_function, version;
  napi_create_function(env, "scan", NAPI_AUTO_LENGTH, Scan, NULL, &scan_function);
  napi_set_named_property(env, exports, "scan", scan_function);
  napi_create_uint32(env, KERNEL_VERSION, &version);
  napi_set_named_property(env, exports, "version", version);
  return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, Init)
#endif
