/** The input patterns of §5. None has the `g` flag, so `test()` keeps no state between calls. */
export const patterns = {
  /** Local part of word characters joined by single - + . ' separators; a fixed list of endings. */
  email: /^\w+(?:[-+.']\w+)*@\w+(?:[-.]\w+)*\.(?:com|net|org|ru|info|io|dev)$/i,
  /** '+7 XXX XXX-XX-XX', the masked form (16 characters, §9). */
  phone: /^\+7 \d{3} \d{3}-\d{2}-\d{2}$/,
  /** 'HH:mm - HH:mm', 24-hour. */
  timeRange: /^(?:[01]\d|2[0-3]):[0-5]\d - (?:[01]\d|2[0-3]):[0-5]\d$/,
  /** Tax number (ИНН): exactly 10 or 12 digits. */
  taxNumber: /^(?:\d{10}|\d{12})$/,
  /** Host with a dot-separated letter TLD (Cyrillic allowed), optional http(s) scheme, port and path. */
  url: /^(?:https?:\/\/)?(?:[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu,
  /** '#RGB' or '#RRGGBB'. */
  hexColor: /^#(?:[\da-f]{3}|[\da-f]{6})$/i,
} as const;
